/**
 * Writes src/assets/chime.wav: the short bell the practice page plays after a speaker segment
 * (spec §4). A struck-bell sound — a few inharmonic partials with exponential decay — synthesised
 * here so the asset is ours and reproducible: `node scripts/make-chime.mjs`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const SAMPLE_RATE = 22050;
const SECONDS = 1.2;
const FUNDAMENTAL = 880; // A5
// Bell partials: ratio to the fundamental, loudness, decay time in seconds.
const PARTIALS = [
  [1, 1, 0.9],
  [2.0, 0.45, 0.55],
  [2.76, 0.3, 0.35],
  [5.4, 0.12, 0.2],
];

const samples = Math.round(SAMPLE_RATE * SECONDS);
const pcm = new Int16Array(samples);
const peak = PARTIALS.reduce((sum, [, gain]) => sum + gain, 0);
for (let i = 0; i < samples; i += 1) {
  const t = i / SAMPLE_RATE;
  const attack = Math.min(1, t / 0.004); // 4 ms strike, no click
  let value = 0;
  for (const [ratio, gain, decay] of PARTIALS) value += gain * Math.exp(-t / decay) * Math.sin(2 * Math.PI * FUNDAMENTAL * ratio * t);
  const fadeOut = Math.min(1, (SECONDS - t) / 0.05);
  pcm[i] = Math.round((value / peak) * attack * fadeOut * 0.8 * 32767);
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + pcm.byteLength, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(pcm.byteLength, 40);

const out = path.join(import.meta.dirname, '..', 'src', 'assets', 'chime.wav');
writeFileSync(out, Buffer.concat([header, Buffer.from(pcm.buffer)]));
console.log(`wrote ${out} (${SECONDS}s, ${SAMPLE_RATE} Hz mono)`);
