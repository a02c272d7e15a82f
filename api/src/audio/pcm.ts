/** Mono audio samples in [-1, 1] and their rate: what every audio step here passes along. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

export function durationMs(pcm: Pcm): number {
  return pcm.sampleRate > 0 ? Math.round((pcm.samples.length / pcm.sampleRate) * 1000) : 0;
}

/** Averages the channels (a stereo phone recording has the voice in both). */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const length = Math.min(...channels.map((c) => c.length));
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let i = 0; i < length; i += 1) mono[i]! += channel[i]!;
  }
  const scale = 1 / channels.length;
  for (let i = 0; i < length; i += 1) mono[i]! *= scale;
  return mono;
}

/** 16-bit integer samples (eSpeak NG's output) to floats. */
export function int16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) out[i] = samples[i]! / 32768;
  return out;
}
