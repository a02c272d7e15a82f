import { LANGUAGE_NAMES } from '@ccl/shared/domain';
import { decodeToMono } from '../../audio/decode.js';
import { sniffAudio } from '../../audio/sniff.js';
import { analyseSpeech } from '../../audio/vad.js';
import { knownVoices, speak, VoiceUnavailableError } from '../../audio/espeak.js';
import { closeAudioThread } from '../../audio/worker/client.js';
import { OFFLINE_VOICES, offlineVoiceFor, synthesize } from './speech.js';

/** One short line per language, in its own script. */
const SAMPLES: Record<string, string> = {
  English: 'Good morning. Please take a seat.',
  Arabic: 'صباح الخير. تفضل بالجلوس.',
  Bangla: 'শুভ সকাল। অনুগ্রহ করে বসুন।',
  Filipino: 'Magandang umaga po. Maupo po kayo.',
  Gujarati: 'સુપ્રભાત. કૃપા કરીને બેસો.',
  Hindi: 'सुप्रभात। कृपया बैठिए।',
  Mandarin: '早上好。请坐。',
  Nepali: 'शुभ प्रभात। कृपया बस्नुहोस्।',
  Punjabi: 'ਸ਼ੁਭ ਸਵੇਰ। ਕਿਰਪਾ ਕਰਕੇ ਬੈਠੋ।',
  Tamil: 'காலை வணக்கம். தயவுசெய்து உட்காருங்கள்.',
  Telugu: 'శుభోదయం. దయచేసి కూర్చోండి.',
  Urdu: 'صبح بخیر۔ براہ کرم تشریف رکھیں۔',
  Vietnamese: 'Chào buổi sáng. Mời anh ngồi.',
};

describe('offline speech (eSpeak NG in the audio thread)', () => {
  afterAll(() => closeAudioThread());

  it('has a voice for English and every one of the 12 languages', () => {
    expect(Object.keys(OFFLINE_VOICES).sort()).toEqual(['English', ...LANGUAGE_NAMES].sort());
    expect(offlineVoiceFor('hindi')).toEqual({ espeak: 'hi' });
    expect(offlineVoiceFor('Mandarin').espeak).toBe('cmn');
    expect(() => offlineVoiceFor('Klingon')).toThrow("No offline voice for the language 'Klingon'.");
  });

  it('reads Filipino with the documented stand-in voice, never with whatever voice came before', () => {
    expect(OFFLINE_VOICES.Filipino.espeak).toBe('id');
    expect(OFFLINE_VOICES.Filipino.fallbackReason).toMatch(/no Filipino\/Tagalog voice/);
  });

  it('every voice of the table exists in the eSpeak NG build, and loads; Tagalog does not', async () => {
    const voices = await knownVoices();
    for (const [language, voice] of Object.entries(OFFLINE_VOICES))
      expect({ language, found: voices.includes(voice.espeak) }).toEqual({ language, found: true });
    for (const missing of ['tl', 'fil', 'tgl']) {
      expect(voices).not.toContain(missing);
      // A voice that does not load is an error, never a silent fall back to the previous voice.
      await expect(speak('Magandang umaga po.', missing, 160)).rejects.toBeInstanceOf(VoiceUnavailableError);
    }
    for (const voice of Object.values(OFFLINE_VOICES))
      expect((await speak('1 2 3', voice.espeak, 160)).samples.length).toBeGreaterThan(1000);
  });

  it.each(Object.keys(SAMPLES))('speaks %s as compact Ogg Opus', async (language) => {
    const speech = await synthesize(SAMPLES[language]!, language);
    expect(speech.contentType).toBe('audio/ogg');
    expect(speech.extension).toBe('ogg');
    expect(sniffAudio(speech.audio)).toBe('ogg');
    expect(speech.durationMs).toBeGreaterThan(700);
    // ≤ 32 kbps (plus the container's few hundred bytes).
    expect(speech.audio.length * 8).toBeLessThan((32_000 * speech.durationMs) / 1000 + 4_000);
    const pcm = await decodeToMono(speech.audio);
    expect(analyseSpeech(pcm.samples, pcm.sampleRate).speechMs).toBeGreaterThan(500);
  });

  it('refuses empty text and unknown languages', async () => {
    await expect(synthesize('   ', 'Hindi')).rejects.toThrow('no text');
    await expect(synthesize('Hello', 'Klingon')).rejects.toThrow('No offline voice');
  });
});
