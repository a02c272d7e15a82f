import type { Pcm } from './pcm.js';

/**
 * 16-bit PCM WAV: the one format every tool reads. Used to hand speech to things outside the API —
 * a fake microphone for Chromium in end-to-end tests, a file to listen to while debugging.
 */
export function encodeWav(pcm: Pcm, channels = 1): Buffer {
  const frames = pcm.samples.length;
  const dataBytes = frames * 2 * channels;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(pcm.sampleRate, 24);
  out.writeUInt32LE(pcm.sampleRate * 2 * channels, 28);
  out.writeUInt16LE(2 * channels, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < frames; i += 1) {
    const value = Math.max(-1, Math.min(1, pcm.samples[i]!));
    for (let c = 0; c < channels; c += 1) out.writeInt16LE(Math.round(value * 32767), 44 + (i * channels + c) * 2);
  }
  return out;
}
