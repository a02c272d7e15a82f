import type { BankDialogue, UnitKind } from './schema.js';
import { wordCount } from './script.js';

/**
 * A bank dialogue's difficulty, computed, never written by hand: how long its speaker turns are (a
 * candidate holds a whole turn in memory before interpreting it) and how dense it is with the details
 * an examiner checks and a candidate most often drops — numbers, dates, names and domain terms.
 *
 * Each of three measures scores 0, 1 or 2; the sum decides: 0–1 easy, 2–3 medium, 4–6 hard. The
 * bounds follow content-format.md's guidance, so a writer aiming at a level gets it:
 *  - easy "short turns (avg ≲ 18 words) and few numbers": avg ≤ 18 scores 0, a longest turn under 26
 *    words scores 0, under 5 detail units per 100 words scores 0;
 *  - hard "long turns (several of 28–35 words) dense with figures and terms": avg over 23 scores 2,
 *    a longest turn of 31+ scores 2, 9+ detail units per 100 words scores 2;
 *  - anything between is medium (an average of 19–23 words and a longest turn of 26–30 score 1 each).
 */

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The unit kinds that load a candidate's memory: figures and names and terms, not negations or modals. */
const DETAIL_KINDS: ReadonlySet<UnitKind> = new Set(['number', 'date', 'name', 'term']);

export const DIFFICULTY_BOUNDS = {
  /** Average words per speaker turn: ≤ 18 → 0, ≤ 23 → 1, more → 2. */
  averageTurn: [18, 23],
  /** Longest speaker turn: < 26 → 0, < 31 → 1, else 2. */
  longestTurn: [26, 31],
  /** Detail units (number, date, name, term) per 100 spoken words: < 5 → 0, < 9 → 1, else 2. */
  detailDensity: [5, 9],
} as const;

export interface DifficultyMeasures {
  averageTurnWords: number;
  longestTurnWords: number;
  /** Units of kind number, date, name and term per 100 spoken words. */
  detailsPer100Words: number;
  score: number;
  difficulty: Difficulty;
}

export function measureDifficulty(dialogue: Pick<BankDialogue, 'turns'>): DifficultyMeasures {
  const turnWords = dialogue.turns.map((t) => wordCount(t.text, t.language));
  const spoken = turnWords.reduce((a, b) => a + b, 0);
  const averageTurnWords = turnWords.length ? spoken / turnWords.length : 0;
  const longestTurnWords = Math.max(0, ...turnWords);
  const details = dialogue.turns.reduce((n, t) => n + (t.units ?? []).filter((u) => DETAIL_KINDS.has(u.kind)).length, 0);
  const detailsPer100Words = spoken ? (100 * details) / spoken : 0;

  const b = DIFFICULTY_BOUNDS;
  const score =
    (averageTurnWords <= b.averageTurn[0] ? 0 : averageTurnWords <= b.averageTurn[1] ? 1 : 2) +
    (longestTurnWords < b.longestTurn[0] ? 0 : longestTurnWords < b.longestTurn[1] ? 1 : 2) +
    (detailsPer100Words < b.detailDensity[0] ? 0 : detailsPer100Words < b.detailDensity[1] ? 1 : 2);
  const difficulty: Difficulty = score <= 1 ? 'easy' : score <= 3 ? 'medium' : 'hard';
  return { averageTurnWords, longestTurnWords, detailsPer100Words, score, difficulty };
}

export function difficultyOf(dialogue: Pick<BankDialogue, 'turns'>): Difficulty {
  return measureDifficulty(dialogue).difficulty;
}
