import type { AudioFacts } from '../ai/provider.js';

/**
 * Voice activity from samples alone (NOTES.md "Audio"): 20 ms frames, a frame is speech when its
 * RMS level is 15 dB above the recording's own noise floor, gaps under 200 ms inside speech count
 * as speech (the pauses between words), and clicks shorter than 60 ms do not. The scoring uses
 * these facts for what audio alone can show: no answer, a late start, long pauses.
 */

const FRAME_MS = 20;
const THRESHOLD_ABOVE_FLOOR_DB = 15;
/** Pauses between words and syllables: not a pause in delivery. */
const GAP_FILL_MS = 200;
/** A mouse click or a bump on the microphone, not speech. */
const MIN_SPEECH_RUN_MS = 60;
/** The exam's "long pause" (DESIGN.md "Scoring model"). */
const LONG_PAUSE_MS = 2000;
/** Less speech than this in a whole answer is no answer. */
const MIN_SPEECH_MS = 200;
/** Digital silence has no floor to measure: assume a quiet microphone's. */
const QUIETEST_FLOOR_DB = -70;
/**
 * An answer spoken without a single pause has no quiet frames to measure the floor from: speech is
 * louder than this whatever the floor says.
 */
const LOUDEST_THRESHOLD_DB = -35;
/** The floor is the level the quietest tenth of the frames stays under. */
const FLOOR_PERCENTILE = 0.1;

function frameLevelsDb(samples: Float32Array, frameLength: number): number[] {
  const levels: number[] = [];
  for (let start = 0; start + frameLength <= samples.length; start += frameLength) {
    let sum = 0;
    for (let i = start; i < start + frameLength; i += 1) sum += samples[i]! * samples[i]!;
    const rms = Math.sqrt(sum / frameLength);
    levels.push(20 * Math.log10(rms + 1e-10));
  }
  return levels;
}

interface Run {
  start: number;
  end: number;
}

/** Runs of consecutive true frames, as [start, end) frame indexes. */
function runsOf(flags: boolean[]): Run[] {
  const runs: Run[] = [];
  let start = -1;
  flags.forEach((flag, i) => {
    if (flag && start < 0) start = i;
    if (!flag && start >= 0) {
      runs.push({ start, end: i });
      start = -1;
    }
  });
  if (start >= 0) runs.push({ start, end: flags.length });
  return runs;
}

export function analyseSpeech(samples: Float32Array, sampleRate: number): AudioFacts {
  const durationMs = sampleRate > 0 ? Math.round((samples.length / sampleRate) * 1000) : 0;
  const frameLength = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const levels = frameLevelsDb(samples, frameLength);
  const none: AudioFacts = { durationMs, onsetMs: null, speechMs: 0, longPausesMs: [], silent: true };
  if (levels.length === 0) return none;

  const sorted = [...levels].sort((a, b) => a - b);
  const floor = Math.max(QUIETEST_FLOOR_DB, sorted[Math.floor(FLOOR_PERCENTILE * (sorted.length - 1))]!);
  const threshold = Math.min(floor + THRESHOLD_ABOVE_FLOOR_DB, LOUDEST_THRESHOLD_DB);
  const loud = levels.map((level) => level > threshold);

  // Fill short gaps between speech, then drop blips too short to be speech.
  let runs = runsOf(loud);
  const gapFrames = GAP_FILL_MS / FRAME_MS;
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && run.start - last.end <= gapFrames) last.end = run.end;
    else merged.push({ ...run });
  }
  runs = merged.filter((run) => run.end - run.start >= MIN_SPEECH_RUN_MS / FRAME_MS);

  const speechMs = runs.reduce((total, run) => total + (run.end - run.start) * FRAME_MS, 0);
  if (speechMs < MIN_SPEECH_MS) return { ...none, speechMs };

  const longPausesMs: number[] = [];
  for (let i = 1; i < runs.length; i += 1) {
    const gap = (runs[i]!.start - runs[i - 1]!.end) * FRAME_MS;
    if (gap > LONG_PAUSE_MS) longPausesMs.push(gap);
  }
  return { durationMs, onsetMs: runs[0]!.start * FRAME_MS, speechMs, longPausesMs, silent: false };
}
