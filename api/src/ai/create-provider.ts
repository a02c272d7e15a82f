import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { RECORDING_FORMAT } from '../audio/recording.js';
import { audioThread } from '../audio/worker/client.js';
import type { SpeechSynthesizer } from '../modules/speech/synthesizer.js';
import { bankDialogues } from './offline/bank-dialogues.js';
import { OfflineProvider } from './offline/provider.js';
import { offlineSpeech } from './offline/speech.js';
import { OpenAiProvider, type CompressSpeech } from './openai/provider.js';
import type { AiProvider } from './provider.js';

/**
 * The configured AI (AI_PROVIDER): the provider that writes dialogues and scores answers, and the
 * speech synthesizer the speech service stores audio with (its tag names the voice, so switching
 * provider makes new speech files instead of mixing voices in one dialogue).
 */
export interface Ai {
  provider: AiProvider;
  speech: SpeechSynthesizer;
}

/**
 * The endpoint's WAV made compact in the audio thread: decoded and stored as the recordings are,
 * Ogg Opus 16 kHz mono at 32 kbps (the endpoint offers no bitrate of its own).
 */
export const compressWithAudioThread: CompressSpeech = async (wav, priority) => {
  const { audio, durationMs } = await audioThread().run('normalise', { bytes: new Uint8Array(wav) }, priority);
  return { audio, durationMs };
};

export function createAi(config: Config, db: Database): Ai {
  if (config.ai.provider === 'openai') {
    const { apiKey } = config.ai;
    // loadConfig refuses AI_PROVIDER=openai without a key; this guards callers that build a Config by hand.
    if (!apiKey) throw new Error('AI_API_KEY is required when AI_PROVIDER=openai');
    const provider = new OpenAiProvider({ ...config.ai, apiKey }, compressWithAudioThread);
    const speech: SpeechSynthesizer = {
      tag: `openai;${config.ai.baseUrl};${config.ai.ttsModel};${config.ai.ttsVoice};opus-${RECORDING_FORMAT.sampleRate}-${RECORDING_FORMAT.bitrate}`,
      extension: 'ogg',
      synthesize: (text, language, priority) => provider.synthesize(text, language, { priority }),
    };
    return { provider, speech };
  }
  return { provider: new OfflineProvider(bankDialogues(db)), speech: offlineSpeech };
}
