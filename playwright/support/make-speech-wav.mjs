/**
 * Writes a 16-bit PCM mono WAV of spoken text, made offline with eSpeak NG (WebAssembly) — the
 * "microphone" of the practice e2e tests (Chromium's --use-file-for-fake-audio-capture).
 * Usage: node make-speech-wav.mjs <out.wav> <voice> <text>
 */
import { writeFileSync } from 'node:fs';
import initialise from '@echogarden/espeak-ng-emscripten';

const [out, voice, text] = process.argv.slice(2);
if (!out || !voice || !text) {
  console.error('usage: make-speech-wav.mjs <out.wav> <voice> <text>');
  process.exit(2);
}

const module = await initialise({ print: () => undefined, printErr: () => undefined });
const espeak = new module.eSpeakNGWorker();
if (espeak.set_voice(voice) !== 0) throw new Error(`eSpeak NG has no voice '${voice}'`);
espeak.set_rate(160);
const chunks = [];
espeak.synthesize(text, (samples) => {
  // The buffer is the WebAssembly heap's and is reused: copy it.
  if (samples && samples.length > 0) chunks.push(Int16Array.from(samples));
  return 0;
});
const sampleRate = espeak.get_samplerate();
// Half a second of silence after the speech, so the looped file has pauses like a speaker.
const pause = new Int16Array(Math.round(sampleRate / 2));
const pcm = Buffer.concat([...chunks, pause].map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + pcm.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(sampleRate, 24);
header.writeUInt32LE(sampleRate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(pcm.length, 40);
writeFileSync(out, Buffer.concat([header, pcm]));
console.log(`${out}: ${(pcm.length / 2 / sampleRate).toFixed(2)} s at ${sampleRate} Hz`);
