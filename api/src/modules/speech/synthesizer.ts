import type { SynthesizedSpeech } from '../../ai/provider.js';
import type { AudioPriority } from '../../audio/worker/client.js';

/**
 * The speech engine the speech service uses: the offline eSpeak NG voices by default
 * (ai/offline/speech.ts `offlineSpeech`); an AI provider's voices can take its place.
 */
export interface SpeechSynthesizer {
  /** Everything that shapes the sound; part of every storage key (keys.ts). */
  readonly tag: string;
  /** The file type it makes: part of the key, known before anything is made. */
  readonly extension: 'ogg' | 'mp3';
  synthesize(text: string, language: string, priority: AudioPriority): Promise<SynthesizedSpeech>;
}
