import { speak } from './espeak.js';
import { audioThread, closeAudioThread } from './worker/client.js';
import { decodeToMono } from './decode.js';
import { encodeOpus } from './opus.js';
import type { Pcm } from './pcm.js';
import { MAX_RECORDING_MS, RecordingRejected, RECORDING_FORMAT } from './recording.js';
import { sniffAudio } from './sniff.js';
import { analyseSpeech } from './vad.js';
import { encodeWav } from './wav.js';

/** A test signal: pieces of tone (speech stand-in) and near-silence (a quiet room), in order. */
function signal(sampleRate: number, pieces: Array<{ ms: number; tone?: boolean; level?: number }>): Pcm {
  const total = pieces.reduce((n, p) => n + Math.round((p.ms * sampleRate) / 1000), 0);
  const samples = new Float32Array(total);
  let offset = 0;
  let seed = 1;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 2;
  for (const piece of pieces) {
    const n = Math.round((piece.ms * sampleRate) / 1000);
    for (let i = 0; i < n; i += 1) {
      const t = (offset + i) / sampleRate;
      samples[offset + i] = piece.tone
        ? (piece.level ?? 0.3) * Math.sin(2 * Math.PI * 220 * t) * (0.8 + 0.2 * Math.sin(2 * Math.PI * 4 * t))
        : 0.001 * noise();
    }
    offset += n;
  }
  return { samples, sampleRate };
}

const within = (actual: number | null, expected: number, tolerance: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(tolerance);
};

describe('sniffAudio', () => {
  it('recognises the four containers by their first bytes', () => {
    expect(sniffAudio(Buffer.from('OggS\0\x02rest'))).toBe('ogg');
    expect(sniffAudio(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe('webm');
    expect(sniffAudio(Buffer.from('\0\0\0\x20ftypisom'))).toBe('mp4');
    expect(sniffAudio(Buffer.from('RIFF\x24\0\0\0WAVEfmt '))).toBe('wav');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffAudio(Buffer.from('This is a text file, not a recording.'))).toBeNull();
    expect(sniffAudio(Buffer.from('RIFF\x24\0\0\0AVI LIST'))).toBeNull();
    expect(sniffAudio(Buffer.from('ID3\x04'))).toBeNull();
    expect(sniffAudio(new Uint8Array(0))).toBeNull();
    expect(sniffAudio(Buffer.from('Ogg'))).toBeNull();
  });
});

describe('analyseSpeech', () => {
  it('finds the onset, the speech time and a long pause', () => {
    const pcm = signal(16000, [{ ms: 1000 }, { ms: 2000, tone: true }, { ms: 2500 }, { ms: 1000, tone: true }, { ms: 500 }]);
    const facts = analyseSpeech(pcm.samples, pcm.sampleRate);
    expect(facts.durationMs).toBe(7000);
    expect(facts.silent).toBe(false);
    within(facts.onsetMs, 1000, 20);
    within(facts.speechMs, 3000, 40);
    expect(facts.longPausesMs).toHaveLength(1);
    within(facts.longPausesMs[0]!, 2500, 40);
  });

  it('counts pauses under 200 ms as speech and pauses under 2 s as no long pause', () => {
    const pcm = signal(48000, [
      { ms: 300 },
      { ms: 600, tone: true },
      { ms: 150 },
      { ms: 600, tone: true },
      { ms: 1500 },
      { ms: 600, tone: true },
    ]);
    const facts = analyseSpeech(pcm.samples, pcm.sampleRate);
    within(facts.onsetMs, 300, 20);
    within(facts.speechMs, 1950, 40);
    expect(facts.longPausesMs).toEqual([]);
  });

  it('calls a quiet room silent, and a click is not speech', () => {
    expect(analyseSpeech(signal(16000, [{ ms: 3000 }]).samples, 16000)).toEqual({
      durationMs: 3000,
      onsetMs: null,
      speechMs: 0,
      longPausesMs: [],
      silent: true,
    });
    const click = analyseSpeech(signal(16000, [{ ms: 1000 }, { ms: 40, tone: true, level: 0.9 }, { ms: 1000 }]).samples, 16000);
    expect(click.silent).toBe(true);
    expect(click.onsetMs).toBeNull();
  });

  it('hears speech that never pauses and copes with digital silence and nothing at all', () => {
    const constant = analyseSpeech(signal(16000, [{ ms: 2000, tone: true }]).samples, 16000);
    expect(constant.onsetMs).toBe(0);
    within(constant.speechMs, 2000, 20);
    expect(analyseSpeech(new Float32Array(16000), 16000).silent).toBe(true);
    expect(analyseSpeech(new Float32Array(0), 16000)).toEqual({
      durationMs: 0,
      onsetMs: null,
      speechMs: 0,
      longPausesMs: [],
      silent: true,
    });
  });
});

describe('encodeOpus', () => {
  it('makes a compact Ogg Opus file that decodes to the same audio', async () => {
    const pcm = signal(44100, [{ ms: 500 }, { ms: 2000, tone: true }, { ms: 500 }]);
    const ogg = await encodeOpus(pcm, { sampleRate: 16000, bitrate: 24000 });
    expect(sniffAudio(ogg)).toBe('ogg');
    expect(ogg.subarray(28, 36).toString('ascii')).toBe('OpusHead');
    // 3 s at 24 kbps is 9 KB; allow the container's overhead.
    expect(ogg.length).toBeLessThan(12_000);
    const back = await decodeToMono(ogg);
    within(Math.round((back.samples.length / back.sampleRate) * 1000), 3000, 25);
    const facts = analyseSpeech(back.samples, back.sampleRate);
    within(facts.onsetMs, 500, 40);
    within(facts.speechMs, 2000, 60);
  });

  it('makes WebM Opus as Chromium records it', async () => {
    const webm = await encodeOpus(signal(48000, [{ ms: 1000, tone: true }]), { sampleRate: 48000, bitrate: 32000, container: 'webm' });
    expect(sniffAudio(webm)).toBe('webm');
    expect(webm.includes(Buffer.from('A_OPUS'))).toBe(true);
  });
});

/**
 * Recordings are normalised in the audio thread (plain Node), as in production: audio-decode's
 * WebM decoder does not load inside jest's module sandbox.
 */
describe('normaliseRecording (in the audio thread)', () => {
  afterAll(() => closeAudioThread());
  const answer = (rate: number) => signal(rate, [{ ms: 800 }, { ms: 1500, tone: true }, { ms: 700 }]);
  const normalise = async (bytes: Uint8Array) => {
    const result = await audioThread().run('normalise', { bytes });
    return { ...result, audio: Buffer.from(result.audio) };
  };

  async function expectNormalised(upload: Buffer, container: string) {
    const result = await normalise(upload);
    expect(result.container).toBe(container);
    expect(sniffAudio(result.audio)).toBe('ogg');
    within(result.durationMs, 3000, 30);
    within(result.facts.onsetMs, 800, 40);
    const stored = await decodeToMono(result.audio);
    // Opus decoders always output 48 kHz; the header keeps the rate we encoded from.
    expect(result.audio.readUInt32LE(28 + 12)).toBe(RECORDING_FORMAT.sampleRate);
    within(Math.round((stored.samples.length / stored.sampleRate) * 1000), 3000, 30);
  }

  it('turns a stereo 44.1 kHz WAV into Ogg Opus 16 kHz mono', async () => {
    await expectNormalised(encodeWav(answer(44100), 2), 'wav');
  });

  it('turns Chromium-style WebM Opus and an Ogg Opus upload into the stored format', async () => {
    await expectNormalised(await encodeOpus(answer(48000), { sampleRate: 48000, bitrate: 64000, container: 'webm' }), 'webm');
    await expectNormalised(await encodeOpus(answer(16000), { sampleRate: 16000, bitrate: 64000 }), 'ogg');
  });

  it('refuses text, empty files and files with no audio in them', async () => {
    const problem = (bytes: Uint8Array) =>
      normalise(bytes).then(
        () => 'accepted',
        (e: unknown) => (e instanceof RecordingRejected ? e.problem : String(e)),
      );
    expect(await problem(Buffer.from('I am not a recording'))).toBe('unsupported');
    expect(await problem(new Uint8Array(0))).toBe('empty');
    const ogg = await encodeOpus(answer(16000), { sampleRate: 16000, bitrate: 24000 });
    expect(await problem(ogg.subarray(0, 120))).toBe('empty');
    expect(await problem(encodeWav({ samples: new Float32Array(0), sampleRate: 16000 }))).toBe('empty');
    expect(await problem(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 7)]))).toMatch(/unreadable|empty/);
  });

  it('refuses a recording longer than 60 seconds, and keeps one just under it', async () => {
    const problem = (bytes: Uint8Array) =>
      normalise(bytes).then(
        () => 'accepted',
        (e: unknown) => (e instanceof RecordingRejected ? e.problem : String(e)),
      );
    expect(MAX_RECORDING_MS).toBe(60_000);
    expect(await problem(encodeWav(signal(8000, [{ ms: 61_000, tone: true }])))).toBe('too_long');
    expect(await problem(encodeWav(signal(8000, [{ ms: 59_000, tone: true }])))).toBe('accepted');
  });
});

describe('eSpeak NG', () => {
  it('speaks at its native 22,050 Hz and refuses a voice it does not have', async () => {
    const pcm = await speak('Good morning, how can I help you today?', 'gmw/en', 160);
    expect(pcm.sampleRate).toBe(22050);
    const facts = analyseSpeech(pcm.samples, pcm.sampleRate);
    expect(facts.silent).toBe(false);
    expect(facts.speechMs).toBeGreaterThan(1200);
    await expect(speak('Magandang umaga', 'fil', 160)).rejects.toThrow("eSpeak NG has no voice 'fil'");
  });
});
