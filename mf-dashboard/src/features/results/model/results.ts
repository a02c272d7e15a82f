import { displaySegment, LIMITS, roundTo } from '@ccl/shared';
import type { DialogueSegment, SegmentAttempt, TestResult } from '../api/types';

/**
 * The rules about results (spec §4 "Result status", §9), as pure functions so they are tested on their
 * own and every view — the results tab, the overview — applies them the same way.
 */

/** The marker the scoring pipeline writes into a transcript it could not make (spec §4). */
export const TRANSCRIPTION_ERROR = 'Transcription error';

/** Finished without being scored: the candidate had no credit when completing (spec §4 insufficient_credit). */
export function isNotScored(result: TestResult): boolean {
  return result.final_score === null && result.status === 'completed';
}

export function isScoringFailed(result: TestResult): boolean {
  return result.final_score === null && result.status === 'failed';
}

/** Still being scored: no score yet and nothing says it will never come. The dashboard polls while any is. */
export function isScoring(result: TestResult): boolean {
  return result.final_score === null && !isNotScored(result) && !isScoringFailed(result);
}

export function hasTranscriptionError(attempt: SegmentAttempt): boolean {
  return (attempt.user_transcription ?? '').includes(TRANSCRIPTION_ERROR);
}

export function resultHasTranscriptionError(result: TestResult): boolean {
  return result.segment_attempts.some(hasTranscriptionError);
}

/** '31.5/45' (spec §9 "Highest score shown as x/45"). */
export function scoreOutOf45(score: number): string {
  return `${roundTo(score, 1)}/${LIMITS.maxScore}`;
}

/** A turn's score out of its share of the 45, or '—' before it is scored. */
export function segmentScore(attempt: SegmentAttempt): string {
  if (attempt.score_for_segment === null || attempt.score_for_segment === undefined) return '—';
  const score = roundTo(attempt.score_for_segment, 1);
  return attempt.max_score === null || attempt.max_score === undefined ? String(score) : `${score}/${roundTo(attempt.max_score, 1)}`;
}

/** "Total Segments" counts what the candidate calls segments: half the turns, rounded up (spec §9). */
export function totalSegments(result: TestResult): number {
  return displaySegment(0, result.dialogue.segments.length).total;
}

/** The interpreter turn an attempt answered, and the speaker turn just before it. */
export function turnsOf(result: TestResult, attempt: SegmentAttempt): { answered?: DialogueSegment; previous?: DialogueSegment } {
  const answered = result.dialogue.segments.find((s) => s.id === attempt.segment_id);
  const previous = answered ? result.dialogue.segments.find((s) => s.segment_order === answered.segment_order - 1) : undefined;
  return { answered, previous };
}

/** "Segment N" of an attempt as the practice page numbered it; its position when the turn is unknown. */
export function segmentNumber(result: TestResult, attempt: SegmentAttempt, index: number): number {
  const { answered } = turnsOf(result, attempt);
  return answered ? Math.ceil(answered.segment_order / 2) : index + 1;
}

/** What the candidate should have said: the speaker turn's expected interpretation, else the interpreter turn's text. */
export function expectedAnswer(result: TestResult, attempt: SegmentAttempt): string | undefined {
  const { answered, previous } = turnsOf(result, attempt);
  return previous?.expected_target_text || answered?.source_text || undefined;
}

/** 'late_start' → 'Late start'. */
export function deductionLabel(category: string): string {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
