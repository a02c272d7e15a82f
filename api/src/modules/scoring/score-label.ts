import type { AccuracyState } from '../../db/schema.js';

/**
 * What a dialogue's score rests on, carried wherever the score is shown (issue #17): 'assessed' —
 * every turn's accuracy was judged; 'delivery_only' — at least one turn was scored on its audio alone
 * (or its transcript was too doubtful to judge) and not yet marked, so the number is not a verdict on accuracy; 'self_marked' — the candidate
 * marked the turns the scorer could not judge.
 */
export const SCORE_LABELS = ['assessed', 'delivery_only', 'self_marked'] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];

export function scoreLabel(turns: ReadonlyArray<AccuracyState>): ScoreLabel {
  if (turns.includes('not_assessed') || turns.includes('uncertain')) return 'delivery_only';
  if (turns.includes('self_marked')) return 'self_marked';
  return 'assessed';
}
