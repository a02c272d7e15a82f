import initialise, { type ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import { int16ToFloat, type Pcm } from './pcm.js';

/**
 * eSpeak NG compiled to WebAssembly (@echogarden/espeak-ng-emscripten, GPL-3.0): offline speech
 * for English and all 12 languages. Loading reads its 24 MB of voice data, so it happens once per
 * thread and the engine is reused; synthesis itself takes tens of milliseconds per sentence.
 */
let engine: Promise<ESpeakNGWorker> | undefined;

function load(): Promise<ESpeakNGWorker> {
  engine ??= initialise({ print: () => undefined, printErr: () => undefined })
    .then((module) => new module.eSpeakNGWorker())
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

export class VoiceUnavailableError extends Error {
  constructor(readonly voice: string) {
    super(`eSpeak NG has no voice '${voice}'`);
    this.name = 'VoiceUnavailableError';
  }
}

/**
 * Speaks `text` with an eSpeak NG voice, at its native rate (22,050 Hz). Throws when the voice does
 * not exist: eSpeak would otherwise keep the previous voice and read the text in the wrong language.
 */
export async function speak(text: string, voice: string, wordsPerMinute: number): Promise<Pcm> {
  const espeak = await load();
  if (espeak.set_voice(voice) !== 0) throw new VoiceUnavailableError(voice);
  espeak.set_rate(wordsPerMinute);
  const chunks: Int16Array[] = [];
  espeak.synthesize(text, (samples) => {
    // The buffer belongs to the WebAssembly heap and is reused: copy it.
    if (samples && samples.length > 0) chunks.push(Int16Array.from(samples));
    return 0;
  });
  const all = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples: int16ToFloat(all), sampleRate: espeak.get_samplerate() };
}

/** Every voice identifier and language name the build knows (tests check our choices against it). */
export async function knownVoices(): Promise<string[]> {
  const espeak = await load();
  return espeak.list_voices().flatMap((v) => [v.identifier, ...v.languages.map((l) => l.name)]);
}
