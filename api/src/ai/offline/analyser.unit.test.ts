import type { AudioFacts } from '../provider.js';
import { analyseAnswerAudio, deliveryErrors, lengthOmission, OFFLINE_NOT_ASSESSED } from './analyser.js';

const EXPECTED = 'I have had a headache and a high fever for three days, and the tablets from the chemist did not help at all.';

function facts(overrides: Partial<AudioFacts> = {}): AudioFacts {
  return { durationMs: 12_000, onsetMs: 1_200, speechMs: 8_500, longPausesMs: [], silent: false, ...overrides };
}

describe('the offline analyser', () => {
  it('finds nothing wrong with a prompt answer of the right length, and says accuracy was not assessed', () => {
    const result = analyseAnswerAudio({ audio: facts(), expected: EXPECTED, targetLanguage: 'English' });
    expect(result.errors).toEqual([]);
    expect(result.accuracyAssessed).toBe(false);
    expect(result.summary).toContain(OFFLINE_NOT_ASSESSED);
    expect(result.summary).toContain('AI_PROVIDER=openai');
    expect(result.summary).toMatch(/began after 1\.2 s and spoke for 8\.5 s/);
  });

  it('calls a silent recording no answer, and nothing else', () => {
    const result = analyseAnswerAudio({
      audio: facts({ silent: true, onsetMs: null, speechMs: 0 }),
      expected: EXPECTED,
      targetLanguage: 'English',
    });
    expect(result.errors).toEqual([expect.objectContaining({ category: 'no_answer', severity: 'critical' })]);
    expect(result.errors[0]!.explanation).toMatch(/silent/);
    expect(result.summary).toMatch(/^No answer was recorded for this turn\./);
  });

  it('calls a cough (a fraction of a second of sound) no answer', () => {
    const result = analyseAnswerAudio({ audio: facts({ onsetMs: 3000, speechMs: 200 }), expected: EXPECTED, targetLanguage: 'English' });
    expect(result.errors.map((e) => e.category)).toEqual(['no_answer']);
    expect(result.errors[0]!.explanation).toMatch(/0\.2 s of speech/);
  });

  it('grades an answer far too short by how short it is', () => {
    // The expected text is 23 words: about 10 s at 2.3 words a second.
    const severity = (speechMs: number) => lengthOmission(facts({ speechMs }), EXPECTED, 'English')?.severity ?? null;
    expect(severity(8_000)).toBeNull();
    // A fast speaker (4 words a second) needs little more than half the time: not an omission.
    expect(severity(5_000)).toBeNull();
    expect(severity(4_000)).toBe('minor');
    expect(severity(2_500)).toBe('major');
    expect(severity(1_500)).toBe('critical');
    expect(lengthOmission(facts({ speechMs: 1_500 }), EXPECTED, 'English')!.explanation).toMatch(
      /spoke for 1\.5 s, where this turn needs about 10\.0 s/,
    );
  });

  it('measures the needed time in the target language’s own words', () => {
    // 18 Vietnamese words say about as much as 14 English ones: the same speech time passes in both.
    const vietnamese = 'Tôi bị đau đầu và sốt cao đã ba ngày rồi, thuốc mua ở nhà thuốc không giúp gì cả.';
    expect(lengthOmission(facts({ speechMs: 5_500 }), vietnamese, 'Vietnamese')).toBeNull();
    expect(lengthOmission(facts({ speechMs: 1_000 }), vietnamese, 'Vietnamese')?.severity).toBe('critical');
  });

  it('finds a late start after 5 seconds, worse the later it is', () => {
    expect(deliveryErrors(facts({ onsetMs: 5_000 }))).toEqual([]);
    expect(deliveryErrors(facts({ onsetMs: 6_000 }))[0]).toMatchObject({ category: 'late_start', severity: 'minor' });
    expect(deliveryErrors(facts({ onsetMs: 9_000 }))[0]).toMatchObject({ category: 'late_start', severity: 'major' });
    expect(deliveryErrors(facts({ onsetMs: 13_000 }))[0]).toMatchObject({ category: 'late_start', severity: 'critical' });
    expect(deliveryErrors(facts({ onsetMs: 6_000 }))[0]!.explanation).toMatch(/6\.0 s into the recording/);
  });

  it('finds one long pause per pause over 2 seconds', () => {
    const errors = deliveryErrors(facts({ longPausesMs: [2_500, 4_600, 1_900] }));
    expect(errors.map((e) => [e.category, e.severity])).toEqual([
      ['long_pause', 'minor'],
      ['long_pause', 'major'],
    ]);
    expect(errors[1]!.explanation).toMatch(/4\.6 s/);
  });

  it('reports a late, short, halting answer with every problem it shows', () => {
    const result = analyseAnswerAudio({
      audio: facts({ onsetMs: 7_000, speechMs: 2_500, longPausesMs: [3_000] }),
      expected: EXPECTED,
      targetLanguage: 'English',
    });
    expect(result.errors.map((e) => e.category)).toEqual(['omission', 'late_start', 'long_pause']);
  });
});
