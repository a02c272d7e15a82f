import type { ErrorCategory } from '../../ai/provider.js';
import type { AccuracyState } from '../../db/schema.js';
import type { Deduction } from './points.js';

/** How a category reads in feedback (DESIGN.md names: accuracy, language quality, delivery). */
export const CATEGORY_LABELS: Record<ErrorCategory, string> = {
  omission: 'Omission',
  distortion: 'Distortion',
  insertion: 'Insertion',
  grammar: 'Grammar',
  usage: 'Usage',
  register: 'Register',
  pronunciation: 'Pronunciation',
  late_start: 'Late start',
  long_pause: 'Long pause',
  hesitation: 'Hesitation',
  self_correction: 'Self-correction',
  no_answer: 'No answer',
};

export const NO_DEDUCTIONS = 'No deductions: full marks for this turn.';
/** A turn whose accuracy nobody judged yet must not read as full marks (issue #17). */
export const NO_DELIVERY_DEDUCTIONS =
  'No delivery deductions. Accuracy was not assessed: listen back and mark this turn yourself against its key units.';
export const NO_SELF_MARKED_DEDUCTIONS = 'No deductions: you marked every key unit of this turn as conveyed.';

const NOTHING_DEDUCTED: Record<AccuracyState, string> = {
  assessed: NO_DEDUCTIONS,
  not_assessed: NO_DELIVERY_DEDUCTIONS,
  self_marked: NO_SELF_MARKED_DEDUCTIONS,
  uncertain: NO_DELIVERY_DEDUCTIONS,
};

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?。？！]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

function formatPoints(points: number): string {
  return `−${Number(points.toFixed(2))}`;
}

/** One line of the ledger in plain words: "Omission (major, −1.11): You left out … Words: “…”." */
export function deductionLine(deduction: Deduction): string {
  const label = CATEGORY_LABELS[deduction.category] ?? deduction.category;
  const words = deduction.words?.trim() ? ` Words: “${deduction.words.trim()}”.` : '';
  return `${label} (${deduction.severity}, ${formatPoints(deduction.points)}): ${sentence(deduction.explanation)}${words}`;
}

/**
 * The text a turn's scoring leaves in its evaluation_feedback column (not the feedback a candidate
 * writes: that is attempt-feedback): one line per deduction, then the provider's summary. Derived
 * from the ledger, never written separately, so the text and the score cannot disagree.
 */
export function evaluationText(deductions: Deduction[], summary: string, accuracy: AccuracyState): string {
  const lines = deductions.length ? deductions.map(deductionLine) : [NOTHING_DEDUCTED[accuracy]];
  if (summary.trim()) lines.push(summary.trim());
  return lines.join('\n');
}

/**
 * The provider's summary in a turn's evaluation text: what follows the lines its ledger `deductions`
 * wrote, so rewriting the ledger (a moderator's removal) keeps it. '' when the text is not that shape.
 */
export function summaryOf(text: string | null, deductions: Deduction[], accuracy: AccuracyState): string {
  const lines = evaluationText(deductions, '', accuracy);
  return text?.startsWith(lines) ? text.slice(lines.length).trim() : '';
}
