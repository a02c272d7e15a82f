import type { DrillDeduction } from '../../db/schema.js';

/**
 * The rules of "My weak segments", as pure functions over what the database holds: a candidate's
 * scored answers to interpreter turns (in practice and test sessions) and their scored drills.
 *
 * - A turn joins the list when an answer to it lost marks (any deduction: accuracy, language or
 *   delivery). Its latest such answer is the one shown: what was lost and why, and its score.
 * - A drill is clean when it has no deduction. The turn leaves the list after two clean drills in a
 *   row since that answer; a drill that loses marks starts the count again, and so does a later
 *   answer in a whole dialogue that loses marks on the turn.
 * - Answers whose scoring failed (no recording, provider down) say nothing about the candidate and
 *   are left out.
 */

export const CLEAN_DRILLS_TO_LEAVE = 2;

export interface ScoredAnswer {
  segmentId: number;
  attemptId: number;
  sessionId: number;
  scoredAt: Date;
  score: number;
  maxScore: number;
  deductions: DrillDeduction[];
}

export interface ScoredDrill {
  id: number;
  segmentId: number;
  scoredAt: Date;
  score: number;
  maxScore: number;
  deductions: DrillDeduction[];
}

export interface WeakTurn {
  segmentId: number;
  /** The latest answer that lost marks on this turn. */
  answer: ScoredAnswer;
  pointsLost: number;
  /** Clean drills in a row since that answer (0 or 1 while the turn is listed). */
  cleanDrills: number;
  /** The newest drill since that answer, if any. */
  lastDrill: ScoredDrill | null;
}

const lostMarks = (item: { deductions: DrillDeduction[] }) => item.deductions.length > 0;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** One turn's standing: null when it is not (or no longer) on the list. */
export function weakTurn(answers: ScoredAnswer[], drills: ScoredDrill[]): WeakTurn | null {
  // Answers and drills that lost marks both reset the count; the shown answer is the latest whole-dialogue one.
  const weakAnswer = answers.filter(lostMarks).sort((a, b) => b.scoredAt.getTime() - a.scoredAt.getTime())[0];
  if (!weakAnswer) return null;
  const since = drills
    .filter((d) => d.scoredAt.getTime() >= weakAnswer.scoredAt.getTime())
    .sort((a, b) => a.scoredAt.getTime() - b.scoredAt.getTime() || a.id - b.id);
  let clean = 0;
  for (const drill of since) clean = lostMarks(drill) ? 0 : clean + 1;
  if (clean >= CLEAN_DRILLS_TO_LEAVE) return null;
  return {
    segmentId: weakAnswer.segmentId,
    answer: weakAnswer,
    pointsLost: round2(weakAnswer.deductions.reduce((sum, d) => sum + d.points, 0)),
    cleanDrills: clean,
    lastDrill: since.at(-1) ?? null,
  };
}

/** The whole list: most points lost first, then the most recent. */
export function weakList(answers: ScoredAnswer[], drills: ScoredDrill[]): WeakTurn[] {
  const bySegment = new Map<number, { answers: ScoredAnswer[]; drills: ScoredDrill[] }>();
  const entry = (segmentId: number) => {
    let found = bySegment.get(segmentId);
    if (!found) bySegment.set(segmentId, (found = { answers: [], drills: [] }));
    return found;
  };
  for (const answer of answers) entry(answer.segmentId).answers.push(answer);
  for (const drill of drills) entry(drill.segmentId).drills.push(drill);
  const list: WeakTurn[] = [];
  for (const { answers: a, drills: d } of bySegment.values()) {
    const turn = weakTurn(a, d);
    if (turn) list.push(turn);
  }
  return list.sort((a, b) => b.pointsLost - a.pointsLost || b.answer.scoredAt.getTime() - a.answer.scoredAt.getTime());
}
