import { z } from 'zod';
import { LIMITS } from '@ccl/shared/domain';

/**
 * Request shapes of the content routes, with the sentences a person reads when one is wrong
 * (Laravel's wording, like the rest of the API).
 */

/** Largest value an `integer` column holds: a bigger id or page cannot exist, and must not reach SQL. */
export const MAX_INT = 2_147_483_647;
export const MAX_PER_PAGE = 50;

const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A whole number from a query string or JSON: 7 or '7'. `label` names the field in the message.
 * Missing (or an empty query value) gives `fallback`, or "is required" when there is none.
 */
function wholeNumber(label: string, options: { min: number; max: number; fallback?: number; rangeMessage?: string }) {
  const range = options.rangeMessage;
  return z.preprocess(
    (value) => {
      if (absent(value)) return options.fallback;
      if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
      return value;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? `The ${label} field is required.` : `The ${label} field must be an integer.`),
      })
      .int(`The ${label} field must be an integer.`)
      .min(options.min, range ?? `The ${label} field must be at least ${options.min}.`)
      .max(options.max, range ?? `The ${label} field must not be greater than ${options.max}.`),
  );
}

export const dialogueListQuery = z.object({
  page: wholeNumber('page', { min: 1, max: MAX_INT, fallback: 1 }),
  per_page: wholeNumber('per page', {
    min: 1,
    max: MAX_PER_PAGE,
    fallback: LIMITS.dialoguesPerPage,
    rangeMessage: `The per page field must be between 1 and ${MAX_PER_PAGE}.`,
  }),
  sort_order: z.preprocess(
    (value) => (absent(value) ? 'desc' : typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['asc', 'desc'], { error: 'The selected sort order is invalid. Use asc or desc.' }),
  ),
});
export type DialogueListQuery = z.output<typeof dialogueListQuery>;

/**
 * An id that may or may not exist. Any whole number is accepted here (a missing one answers 404);
 * only a non-number is a 422.
 */
function dialogueId(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined || issue.input === null ? `The ${label} field is required.` : `The ${label} field must be an integer.`),
      })
      .int(`The ${label} field must be an integer.`),
  );
}

export const fetchDialogueBody = z.object({ id: dialogueId('id') });
export const transcriptBody = z.object({ dialogueId: dialogueId('dialogue id') });

export const vocabularyQuery = z.object({
  language: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({
        error: (issue) => (issue.input === undefined || issue.input === null ? 'The language field is required.' : 'The language field must be a string.'),
      })
      .min(1, 'The language field is required.'),
  ),
});
