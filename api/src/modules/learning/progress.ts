import { normaliseForMatch } from '../../content/english-side.js';
import { TRANSCRIPTION_ERROR_MARKER } from '../scoring/scorer.js';

/**
 * "Am I ready?" as pure functions over a candidate's scored work: averages per category (out of 45)
 * and per direction (share of the marks, as turns differ in worth), the trend of the last attempts,
 * and the share of key meaning units said — known only where an answer has a transcript and its turn
 * has units (bank dialogues scored by a provider that transcribes).
 */

export const TREND_LENGTH = 10;

export interface ScoredSession {
  sessionId: number;
  title: string;
  category: string;
  finalScore: number;
  scoredAt: Date;
}

export interface ScoredTurn {
  /** The language the answer is in: 'English' means the turn was into English. */
  language: string;
  score: number;
  maxScore: number;
  transcription: string | null;
  keyUnits: Array<{ kind: string; text: string }> | null;
}

export interface Progress {
  categories: Array<{ category: string; average: number; attempts: number }>;
  directions: Array<{ direction: 'into_english' | 'into_language'; percent: number; turns: number }>;
  trend: Array<{ sessionId: number; title: string; finalScore: number; scoredAt: string }>;
  /** Last half of the trend's average minus its first half's; null under 4 attempts. */
  trendChange: number | null;
  keyUnits: { conveyed: number; total: number; percent: number } | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Whether a transcript says a unit: the bank's own matching (normalised text, contained). */
export function unitSaid(transcription: string, unit: string): boolean {
  const needle = normaliseForMatch(unit);
  return needle.length > 0 && normaliseForMatch(transcription).includes(needle);
}

export function progress(sessions: ScoredSession[], turns: ScoredTurn[]): Progress {
  const byCategory = new Map<string, number[]>();
  for (const s of sessions) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s.finalScore]);
  const categories = [...byCategory.entries()]
    .map(([category, scores]) => ({ category, average: round1(mean(scores)), attempts: scores.length }))
    .sort((a, b) => a.average - b.average || a.category.localeCompare(b.category));

  const directions = (['into_english', 'into_language'] as const).flatMap((direction) => {
    const mine = turns.filter((t) => (t.language === 'English') === (direction === 'into_english') && t.maxScore > 0);
    if (mine.length === 0) return [];
    const score = mine.reduce((n, t) => n + t.score, 0);
    const max = mine.reduce((n, t) => n + t.maxScore, 0);
    return [{ direction, percent: round1((100 * score) / max), turns: mine.length }];
  });

  const recent = [...sessions].sort((a, b) => a.scoredAt.getTime() - b.scoredAt.getTime()).slice(-TREND_LENGTH);
  const half = Math.floor(recent.length / 2);
  const trendChange =
    recent.length >= 4
      ? round1(mean(recent.slice(-half).map((s) => s.finalScore)) - mean(recent.slice(0, half).map((s) => s.finalScore)))
      : null;

  let conveyed = 0;
  let total = 0;
  for (const turn of turns) {
    if (!turn.keyUnits?.length || !turn.transcription || turn.transcription.startsWith(TRANSCRIPTION_ERROR_MARKER)) continue;
    total += turn.keyUnits.length;
    conveyed += turn.keyUnits.filter((u) => unitSaid(turn.transcription!, u.text)).length;
  }

  return {
    categories,
    directions,
    trend: recent.map((s) => ({ sessionId: s.sessionId, title: s.title, finalScore: s.finalScore, scoredAt: s.scoredAt.toISOString() })),
    trendChange,
    keyUnits: total > 0 ? { conveyed, total, percent: round1((100 * conveyed) / total) } : null,
  };
}
