import { meterLevel } from './meterLevel';

describe('meterLevel', () => {
  it('maps silence to 0, room noise low and a voice high', () => {
    expect(meterLevel(new Uint8Array(64).fill(128))).toBe(0);
    const quiet = Uint8Array.from({ length: 64 }, (_, i) => 128 + (i % 2 ? 0 : 1)); // about -51 dBFS
    expect(meterLevel(quiet)).toBeLessThan(40);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 88 : 168)); // about -10 dBFS
    expect(meterLevel(loud)).toBeGreaterThan(95);
  });
});
