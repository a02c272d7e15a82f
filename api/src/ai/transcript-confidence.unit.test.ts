import { meanLogprobOf } from './openai/provider.js';
import { transcriptDoubt } from './transcript-confidence.js';

const speaking = { durationMs: 9_000, onsetMs: 1_000, speechMs: 6_000, longPausesMs: [], silent: false };
const silence = { durationMs: 9_000, onsetMs: null, speechMs: 0, longPausesMs: [], silent: true };
const said = (text: string, meanLogprob?: number) => ({ ok: true as const, text, ...(meanLogprob === undefined ? {} : { meanLogprob }) });

describe('how far a transcript can be trusted', () => {
  it('trusts a transcript in the turn’s language and script', () => {
    expect(transcriptDoubt(said('मुझे तीन दिन से सिर में दर्द है।'), speaking, 'Hindi')).toBeNull();
    expect(transcriptDoubt(said('I have had a headache for three days.'), speaking, 'English')).toBeNull();
    expect(transcriptDoubt(said('Kailangan mong magbayad ng bond sa loob ng dalawang linggo.'), speaking, 'Filipino')).toBeNull();
  });

  it('doubts empty text for audible speech, but not for silence', () => {
    expect(transcriptDoubt(said(''), speaking, 'Hindi')).toBe('you spoke, but nothing was transcribed');
    expect(transcriptDoubt(said(' … '), speaking, 'English')).toBe('you spoke, but nothing was transcribed');
    expect(transcriptDoubt(said(''), silence, 'Hindi')).toBeNull();
  });

  it('doubts a recogniser that reports it was guessing', () => {
    expect(transcriptDoubt(said('I have a headache.', -1.6), speaking, 'English')).toBe(
      'the speech recogniser was unsure of what it heard',
    );
    expect(transcriptDoubt(said('I have a headache.', -0.2), speaking, 'English')).toBeNull();
  });

  it('doubts the wrong script, and English where another Latin-script language was expected', () => {
    expect(transcriptDoubt(said('I have had a headache for three days.'), speaking, 'Hindi')).toMatch(/^the transcript is not in Hindi/);
    expect(transcriptDoubt(said('मुझे तीन दिन से सिर में दर्द है।'), speaking, 'English')).toMatch(/^the transcript is not in English/);
    expect(transcriptDoubt(said('You have to pay the bond within two weeks.'), speaking, 'Filipino')).toBe(
      'the transcript reads as English, not Filipino',
    );
    expect(transcriptDoubt(said('Kailangan mong magbayad ng bond sa loob ng dalawang linggo.'), speaking, 'English')).toBe(
      'the transcript does not read as English',
    );
  });

  it('reads the mean log-probability of tokens, else of Whisper’s segments', () => {
    expect(
      meanLogprobOf({
        text: 'x',
        logprobs: [
          { token: 'a', logprob: -0.5 },
          { token: 'b', logprob: -1.5 },
        ],
      }),
    ).toBe(-1);
    expect(meanLogprobOf({ text: 'x', segments: [{ avg_logprob: -0.2 }, { avg_logprob: -0.4 }] })).toBeCloseTo(-0.3, 8);
    expect(meanLogprobOf({ text: 'x' })).toBeUndefined();
  });
});
