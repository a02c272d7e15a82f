import type { FoundError, Severity } from '../../ai/provider.js';
import { UNIT_KINDS } from '../../content/schema.js';

/**
 * The key meaning units a turn is marked against (issue #17): the content bank's units of the
 * interpreter turn, or — for a turn that has none (a model-written dialogue) — what can be derived
 * from its expected text: each number written in digits, else the turn's message as one unit.
 */

/** The content bank's kinds, and 'message': the whole turn, when no finer unit is known. */
export const MARKING_UNIT_KINDS = [...UNIT_KINDS, 'message'] as const;
export type MarkingUnitKind = (typeof MARKING_UNIT_KINDS)[number];

export interface MarkingUnit {
  kind: MarkingUnitKind;
  text: string;
}

/**
 * What leaving a unit out costs, as a severity of the fixed points table (points.ts): a flipped or
 * dropped negation reverses the meaning; numbers, dates, names, conditions and domain terms are the
 * details an examiner checks; a softened modal changes the tone more than the facts.
 */
export const UNIT_OMISSION_SEVERITY: Record<MarkingUnitKind, Severity> = {
  negation: 'critical',
  number: 'major',
  date: 'major',
  name: 'major',
  condition: 'major',
  term: 'major',
  modal: 'minor',
  message: 'critical',
};

/** Saying something the speaker did not say. */
export const ADDITION_SEVERITY: Severity = 'minor';

const DIGITS = /\d[\d.,:/]*\d|\d/gu;

export function markingUnits(keyUnits: ReadonlyArray<{ kind: string; text: string }> | null, expected: string): MarkingUnit[] {
  if (keyUnits?.length) return keyUnits.map((u) => ({ kind: isUnitKind(u.kind) ? u.kind : 'term', text: u.text }));
  const numbers = [...new Set(expected.match(DIGITS) ?? [])];
  if (numbers.length) return numbers.map((text) => ({ kind: 'number', text }));
  return [{ kind: 'message', text: expected }];
}

function isUnitKind(kind: string): kind is MarkingUnitKind {
  return (MARKING_UNIT_KINDS as readonly string[]).includes(kind);
}

const KIND_WORDS: Record<MarkingUnitKind, string> = {
  number: 'a number',
  date: 'a date',
  name: 'a name',
  negation: 'a negation',
  modal: 'a modal',
  condition: 'a condition',
  term: 'a term',
  message: 'the message',
};

/**
 * The errors a candidate's marking of a turn stands for: an omission for each unit not ticked as
 * conveyed, and an insertion when they said they added something. Points come from the table.
 */
export function selfMarkedErrors(units: MarkingUnit[], conveyed: ReadonlySet<number>, added: boolean): FoundError[] {
  const errors: FoundError[] = units.flatMap((unit, index) =>
    conveyed.has(index)
      ? []
      : [
          {
            category: 'omission' as const,
            severity: UNIT_OMISSION_SEVERITY[unit.kind],
            words: unit.text,
            explanation: `You marked ${KIND_WORDS[unit.kind]} of this turn as not conveyed.`,
          },
        ],
  );
  if (added)
    errors.push({
      category: 'insertion',
      severity: ADDITION_SEVERITY,
      words: null,
      explanation: 'You marked that you added something the speaker did not say.',
    });
  return errors;
}
