import { findLanguage, type LanguageName } from '@ccl/shared/domain';
import { audioThread, type AudioPriority } from '../../audio/worker/client.js';
import type { SynthesizedSpeech } from '../provider.js';

/**
 * The offline provider's speech: eSpeak NG in WebAssembly (audio/espeak.ts, loaded once in the
 * audio thread and reused) for English and all 12 languages, at its native 22,050 Hz, resampled
 * to 24 kHz (the nearest rate Opus encodes) and stored as Ogg Opus at 24 kbps — about 3 KB a
 * second, well under the 32 kbps budget. No network, no model files.
 */

export interface OfflineVoice {
  /** eSpeak NG voice name, checked with set_voice's return code before every synthesis. */
  espeak: string;
  /** Why this voice, where it is not the language's own. */
  fallbackReason?: string;
}

export const OFFLINE_VOICES: Record<'English' | LanguageName, OfflineVoice> = {
  // British English: the nearest eSpeak NG has to the Australian English of the real test.
  English: { espeak: 'gmw/en' },
  Arabic: { espeak: 'ar' },
  Bangla: { espeak: 'bn' },
  // No eSpeak NG build has a Filipino or Tagalog voice: the echogarden build lists none, and
  // set_voice('tl' | 'fil' | 'tgl') fails (rc=2) — eSpeak would then keep the previous voice and read
  // Filipino with it. Indonesian is the explicit stand-in: Tagalog spelling is close to phonemic, with
  // five plain vowels, 'ng' as one sound (ng, mga), no silent letters and no Spanish-style stress marks,
  // and Indonesian reads its Latin letters by those same rules. Spanish, the other candidate (many
  // Filipino loanwords, also five vowels), reads 'ng' as n+g, 'j' as /x/ and, in Spain, 'z'/'ce' as
  // /θ/ — wrong for most Filipino words. The result is recognisable Filipino with an Indonesian accent.
  Filipino: {
    espeak: 'id',
    fallbackReason:
      'eSpeak NG has no Filipino/Tagalog voice; Filipino text is read with the Indonesian voice (same five-vowel, phonemic Latin spelling)',
  },
  Gujarati: { espeak: 'gu' },
  Hindi: { espeak: 'hi' },
  Mandarin: { espeak: 'cmn' },
  Nepali: { espeak: 'ne' },
  Punjabi: { espeak: 'pa' },
  Tamil: { espeak: 'ta' },
  Telugu: { espeak: 'te' },
  Urdu: { espeak: 'ur' },
  Vietnamese: { espeak: 'vi' },
};

/** A little slower than eSpeak's 175 words a minute: clear enough to interpret, still natural. */
const WORDS_PER_MINUTE = 160;
const SPEECH_ENCODING = { sampleRate: 24000, bitrate: 24000 } as const;

/**
 * Everything that shapes the sound: part of every speech storage key, so changing the engine, a
 * voice or the encoding gives new files instead of serving the old ones.
 */
export const OFFLINE_SPEECH_TAG = `espeak-ng-emscripten@0.3.5;${WORDS_PER_MINUTE}wpm;opus-${SPEECH_ENCODING.sampleRate}-${SPEECH_ENCODING.bitrate}`;

export class UnsupportedSpeechLanguageError extends Error {
  constructor(readonly language: string) {
    super(`No offline voice for the language '${language}'.`);
    this.name = 'UnsupportedSpeechLanguageError';
  }
}

/** The voice for 'English' or one of the 12 languages (any letter case). */
export function offlineVoiceFor(language: string): OfflineVoice {
  if (language.trim().toLowerCase() === 'english') return OFFLINE_VOICES.English;
  const known = findLanguage(language);
  if (!known) throw new UnsupportedSpeechLanguageError(language);
  return OFFLINE_VOICES[known.name];
}

/**
 * AiProvider.synthesize for the offline provider. Runs in the audio thread, so the HTTP thread
 * never waits on it; `priority: 'background'` lets requests go first (whole-dialogue jobs).
 */
export async function synthesize(text: string, language: string, options: { priority?: AudioPriority } = {}): Promise<SynthesizedSpeech> {
  const spoken = text.trim();
  if (!spoken) throw new Error('synthesize: there is no text to speak');
  const voice = offlineVoiceFor(language);
  const result = await audioThread().run(
    'speak',
    { text: spoken, voice: voice.espeak, wordsPerMinute: WORDS_PER_MINUTE, ...SPEECH_ENCODING },
    options.priority ?? 'interactive',
  );
  return {
    audio: Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength),
    contentType: 'audio/ogg',
    extension: 'ogg',
    durationMs: result.durationMs,
  };
}

/** The offline speech as the speech service uses it (modules/speech). */
export const offlineSpeech = {
  tag: OFFLINE_SPEECH_TAG,
  extension: 'ogg' as const,
  synthesize: (text: string, language: string, priority: AudioPriority) => synthesize(text, language, { priority }),
};
