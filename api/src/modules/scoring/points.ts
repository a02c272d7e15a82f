import { LIMITS } from '@ccl/shared/domain';
import type { ErrorCategory, FoundError, Severity } from '../../ai/provider.js';
import { expectedSpeechMs } from '../../ai/speaking-rate.js';

/**
 * The scoring model (DESIGN.md "Scoring model"), as pure functions: a dialogue is worth 45, each
 * interpreter turn its share by the length of what it has to say, and every error found costs a
 * fixed share of the turn's worth by its severity. The model (or the offline analyser) only finds
 * and classifies errors; the points are decided here, so every score can be explained line by line.
 */

export const DIALOGUE_MARKS = LIMITS.maxScore;

/** Share of a turn's worth one error costs. */
export const SEVERITY_SHARE: Record<Severity, number> = { minor: 0.1, major: 0.3, critical: 0.6 };
/** No answer loses the whole turn, whatever severity it is labelled with. */
export const NO_ANSWER_SHARE = 1;

export function shareLost(category: ErrorCategory, severity: Severity): number {
  return category === 'no_answer' ? NO_ANSWER_SHARE : SEVERITY_SHARE[severity];
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor + Number.EPSILON * factor) / factor;
}

/**
 * Splits `total` between turns in proportion to their weights, in tenths of a mark, by the largest
 * remainder, so the turns' worths add up to exactly 45 (not 44.9 or 45.1). A dialogue whose weights
 * are all 0 (it cannot happen with validated content) is split evenly.
 */
export function splitMarks(weights: number[], total: number = DIALOGUE_MARKS): number[] {
  if (weights.length === 0) return [];
  const safe = weights.some((w) => w > 0) ? weights.map((w) => Math.max(0, w)) : weights.map(() => 1);
  const sum = safe.reduce((a, b) => a + b, 0);
  const tenths = Math.round(total * 10);
  const exact = safe.map((w) => (w / sum) * tenths);
  const floors = exact.map(Math.floor);
  let left = tenths - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors.map((t) => t / 10);
}

export interface InterpreterTurnText {
  /** The expected interpretation. */
  text: string;
  /** The language it is in. */
  language: string;
}

/**
 * Each interpreter turn's worth out of 45, by the length of its expected text. Length is the time
 * it takes to say (words ÷ the language's speaking rate), so an English turn and a Vietnamese turn
 * saying as much weigh the same although Vietnamese counts more words for it.
 */
export function turnWorths(turns: InterpreterTurnText[]): number[] {
  return splitMarks(turns.map((t) => expectedSpeechMs(t.text, t.language)));
}

export interface Deduction extends FoundError {
  points: number;
}

export interface TurnScore<E extends FoundError = FoundError> {
  deductions: Array<E & { points: number }>;
  score: number;
  maxScore: number;
}

const SEVERITY_ORDER: Record<Severity, number> = { critical: 0, major: 1, minor: 2 };

/**
 * Prices a turn's errors. The costliest come first, and each takes at most what is left of the
 * turn, so the ledger adds up exactly to the points lost and a turn never goes below 0. An error
 * found after the turn is already at 0 stays in the ledger with 0 points: the candidate still sees it.
 */
export function priceErrors<E extends FoundError>(maxScore: number, errors: E[]): TurnScore<E> {
  const ordered = errors
    .map((error, index) => ({ error, index }))
    .sort(
      (a, b) =>
        shareLost(b.error.category, b.error.severity) - shareLost(a.error.category, a.error.severity) ||
        SEVERITY_ORDER[a.error.severity] - SEVERITY_ORDER[b.error.severity] ||
        a.index - b.index,
    );
  let left = round(maxScore, 2);
  const deductions = ordered.map(({ error }) => {
    const points = Math.min(left, round(maxScore * shareLost(error.category, error.severity), 2));
    left = round(left - points, 2);
    return { ...error, points };
  });
  return { deductions, score: Math.max(0, left), maxScore };
}

/** The dialogue's mark out of 45: the sum of its turns, to one decimal. */
export function finalScore(turnScores: number[]): number {
  return round(
    turnScores.reduce((a, b) => a + b, 0),
    1,
  );
}
