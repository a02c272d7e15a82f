/** Meter level (0–100) that counts as hearing a voice rather than room noise (about -40 dBFS). */
export const HEARD_LEVEL = 40;

/** RMS of one frame of 8-bit samples (128 = silence) as a 0–100 meter reading: -60 dBFS → 0, -10 dBFS → 100. */
export function meterLevel(samples: Uint8Array): number {
  let sum = 0;
  for (const sample of samples) {
    const v = (sample - 128) / 128;
    sum += v * v;
  }
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((db + 60) / 50) * 100)));
}
