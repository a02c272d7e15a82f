import type { ScoreLabel } from '../scoring/score-label.js';

/**
 * The verdict of a mock exam, by the real CCL pass mark: two dialogues worth 45 each; a pass needs at
 * least 63 of 90 in total and at least 29 in each dialogue. Every reason a candidate did not pass is
 * said in marks ("7 marks short of 63", "dialogue 2 below 29 by 3").
 */
export const DIALOGUE_MARKS = 45;
export const TOTAL_MARKS = 90;
export const PASS_MARK = 63;
export const DIALOGUE_MINIMUM = 29;

/**
 * 'delivery_only': some turn was judged on its audio alone (offline, or a doubtful transcript) and not
 * yet marked; 'self_marked': the candidate marked those turns against their key units; 'full': every
 * turn's accuracy was assessed from a transcript.
 */
export type VerdictBasis = 'full' | 'delivery_only' | 'self_marked';

/** The verdict's basis from the two dialogues' score label (scoring/score-label.ts). */
export function verdictBasis(label: ScoreLabel): VerdictBasis {
  return label === 'assessed' ? 'full' : label;
}

export interface Verdict {
  passed: boolean;
  basis: VerdictBasis;
  /** What the result screen shows as the verdict: never a bare PASS on delivery alone. */
  label: string;
  /** Why it is not a pass, one line per missed mark; empty on a pass. */
  reasons: string[];
  /** On delivery_only: what the verdict cannot vouch for. */
  note: string | null;
}

export const SELF_MARKED_NOTE = 'Accuracy comes from your own marking against the key units: an examiner may judge it differently.';

export const DELIVERY_ONLY_NOTE =
  'Scored offline on delivery only: accuracy and language were not assessed, so this verdict is not the full exam marking.';

/** Scores keep one decimal, as final scores do: 62.95 + 0.05 must not become 62.99999. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function marks(value: number): string {
  const rounded = oneDecimal(value);
  return `${rounded} mark${rounded === 1 ? '' : 's'}`;
}

export function mockTotal(dialogue1: number, dialogue2: number): number {
  return oneDecimal(dialogue1 + dialogue2);
}

export function mockVerdict(dialogue1: number, dialogue2: number, basis: VerdictBasis): Verdict {
  const total = mockTotal(dialogue1, dialogue2);
  const reasons: string[] = [];
  if (total < PASS_MARK) reasons.push(`${marks(PASS_MARK - total)} short of ${PASS_MARK}`);
  for (const [index, score] of [dialogue1, dialogue2].entries()) {
    if (score < DIALOGUE_MINIMUM)
      reasons.push(`dialogue ${index + 1} below ${DIALOGUE_MINIMUM} by ${oneDecimal(DIALOGUE_MINIMUM - score)}`);
  }
  const passed = reasons.length === 0;
  const labels: Record<VerdictBasis, [string, string]> = {
    full: ['PASS', 'FAIL'],
    delivery_only: ['PASS on delivery only', 'FAIL on delivery'],
    self_marked: ['PASS (self-marked)', 'FAIL (self-marked)'],
  };
  const notes: Record<VerdictBasis, string | null> = { full: null, delivery_only: DELIVERY_ONLY_NOTE, self_marked: SELF_MARKED_NOTE };
  return { passed, basis, label: labels[basis][passed ? 0 : 1], reasons, note: notes[basis] };
}
