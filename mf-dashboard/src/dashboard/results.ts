import { displaySegment, LIMITS, roundTo, type DialogueSegment, type SegmentAttempt, type TestResult } from '@ccl/shared';

/**
 * The dashboard's rules about results (spec §4 "Result status", §9 charts), as pure functions so
 * they are tested on their own and every view applies them the same way.
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

export function scoredResults(results: TestResult[]): Array<TestResult & { final_score: number }> {
  return results.filter((r): r is TestResult & { final_score: number } => typeof r.final_score === 'number');
}

/** The best score and the dialogue it was for; undefined when no test has a score ('Test Not Taken'). */
export function highestScore(results: TestResult[]): { score: number; dialogueId: number; title: string } | undefined {
  let best: (TestResult & { final_score: number }) | undefined;
  for (const result of scoredResults(results)) if (!best || result.final_score > best.final_score) best = result;
  return best && { score: best.final_score, dialogueId: best.dialogue_id, title: best.dialogue.title };
}

export interface ProgressPoint {
  /** 'Test 1', 'Test 2'… in the order they were taken. */
  label: string;
  title: string;
  dialogueId: number;
  score: number;
  /** Average of this and every earlier score, to 1 decimal. */
  average: number;
}

/** Progress Over Time (spec §9): scored results only, sorted by id, scores and running averages to 1 decimal. */
export function progressData(results: TestResult[]): ProgressPoint[] {
  let sum = 0;
  return scoredResults(results)
    .sort((a, b) => a.id - b.id)
    .map((result, index) => {
      sum += result.final_score;
      return {
        label: `Test ${index + 1}`,
        title: result.dialogue.title,
        dialogueId: result.dialogue_id,
        score: roundTo(result.final_score, 1),
        average: roundTo(sum / (index + 1), 1),
      };
    });
}

export const UNKNOWN_CATEGORY = 'Unknown';
export const NOT_AVAILABLE = 'N/A';

export interface CategoryAverage {
  category: string;
  /** Average score to 2 decimals; null when no test of the category has a score yet ('N/A'). */
  average: number | null;
  tests: number;
}

/** Average Score by Category (spec §9): every category tested, averages of scored results to 2 decimals. */
export function categoryAverages(results: TestResult[]): CategoryAverage[] {
  const groups = new Map<string, { sum: number; scored: number; tests: number }>();
  for (const result of results) {
    const name = result.dialogue.category?.name || UNKNOWN_CATEGORY;
    const group = groups.get(name) ?? { sum: 0, scored: 0, tests: 0 };
    group.tests += 1;
    if (typeof result.final_score === 'number') {
      group.sum += result.final_score;
      group.scored += 1;
    }
    groups.set(name, group);
  }
  return [...groups.entries()]
    .map(([category, g]) => ({ category, average: g.scored ? roundTo(g.sum / g.scored, 2) : null, tests: g.tests }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

export function formatAverage(average: number | null, decimals: 1 | 2): string {
  return average === null ? NOT_AVAILABLE : average.toFixed(decimals);
}

/** 'late_start' → 'Late start'. */
export function deductionLabel(category: string): string {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether this browser can play the Ogg Opus recordings (spec §9: the Audio column depends on it). */
export function canPlayOgg(): boolean {
  if (typeof document === 'undefined') return false;
  return document.createElement('audio').canPlayType('audio/ogg; codecs=opus') !== '';
}
