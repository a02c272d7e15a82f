import { displaySegment, LIMITS, roundTo } from '@ccl/shared';
import type { DialogueSegment, KeyUnit, SegmentAttempt, TestResult } from '../api/types';

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

/** What a score rests on, in the words shown beside it; nothing for a score whose accuracy was assessed. */
export const DELIVERY_ONLY = 'delivery only';
export const SELF_MARKED = 'self-marked';
export const DELIVERY_ONLY_HINT =
  'Only the delivery (answering, timing, pauses) was scored: accuracy was not assessed. Open a segment, listen back and mark it yourself to complete the score.';
export const SELF_MARKED_HINT = 'Accuracy comes from your own marking of the key units.';

export function scoreLabelText(label: TestResult['score_label']): string | null {
  return label === 'delivery_only' ? DELIVERY_ONLY : label === 'self_marked' ? SELF_MARKED : null;
}

export const UNCERTAIN = 'uncertain transcript';

const TURN_LABELS: Record<SegmentAttempt['accuracy'], string | null> = {
  assessed: null,
  not_assessed: DELIVERY_ONLY,
  self_marked: SELF_MARKED,
  uncertain: UNCERTAIN,
};

export function turnLabelText(accuracy: SegmentAttempt['accuracy']): string | null {
  return TURN_LABELS[accuracy];
}

/** A turn scored on its audio alone, or marked already: the candidate may mark it (again). */
export function canSelfMark(attempt: SegmentAttempt): boolean {
  return attempt.accuracy !== 'assessed';
}

/** Where the text's key units are, as pieces: plain text, and each unit with its index. */
export type TextPiece = { text: string; unit?: number };

function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase();
}

/**
 * Splits an expected interpretation around its key units (first occurrence of each, case-insensitive),
 * so the review can highlight them. A unit not found in the text (it cannot happen with checked
 * content) is simply not highlighted.
 */
export function highlightUnits(text: string, units: KeyUnit[]): TextPiece[] {
  const folded = fold(text);
  const spans = units
    .map((unit, index) => ({ index, start: folded.indexOf(fold(unit.text)), length: unit.text.length }))
    .filter((s) => s.start >= 0 && s.length > 0)
    .sort((a, b) => a.start - b.start || b.length - a.length);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) pieces.push({ text: text.slice(at, span.start) });
    pieces.push({ text: text.slice(span.start, span.start + span.length), unit: span.index });
    at = span.start + span.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** With a transcript: whether each key unit's words were heard in it. */
export function unitsHeard(attempt: SegmentAttempt): boolean[] | null {
  const transcript = attempt.user_transcription;
  if (attempt.accuracy !== 'assessed' || !transcript || hasTranscriptionError(attempt)) return null;
  const heard = fold(transcript);
  return attempt.key_units.map((unit) => heard.includes(fold(unit.text)));
}
