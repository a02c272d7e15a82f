import { z } from 'zod';

/** Request shapes of the practice routes, with the sentences a person reads (Laravel's wording). */

/** Largest value an `integer` column holds: a bigger id cannot exist and must not reach SQL. */
export const MAX_INT = 2_147_483_647;

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number from JSON, a query string or a form field: 7 or '7'. */
export function wholeNumber(label: string, min = 1, max = MAX_INT) {
  return z.preprocess(
    (value) => {
      if (absent(value)) return undefined;
      if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `The ${label} field is required.` : `The ${label} field must be an integer.`) })
      .int(`The ${label} field must be an integer.`)
      .min(min, `The ${label} field must be at least ${min}.`)
      .max(max, `The ${label} field must not be greater than ${max}.`),
  );
}

/** 0 or 1 (also '0'/'1' from a form, and true/false): spec §3's modes and is_private. */
export function zeroOrOne(label: string, meaning: string) {
  const message = `The ${label} field must be 0 or 1 (${meaning}).`;
  return z.preprocess(
    (value) => {
      if (value === true || value === '1') return 1;
      if (value === false || value === '0') return 0;
      return value;
    },
    z.union([z.literal(0), z.literal(1)], {
      error: (issue) => (issue.input === undefined || issue.input === null ? `The ${label} field is required.` : message),
    }),
  );
}

export const startPracticeBody = z.object({
  dialogueId: wholeNumber('dialogue id'),
  mode: zeroOrOne('mode', '0 for a test, 1 for practice'),
});

export const practiceSegmentQuery = z.object({
  sessionId: wholeNumber('session id'),
  segmentOrder: wholeNumber('segment order'),
});

/** The text fields of POST /practice/submit (the recording is the file part). */
export const submitFields = z.object({
  sessionId: wholeNumber('session id'),
  segmentId: wholeNumber('segment id'),
  // The client always sends ''. Transcription is the scorer's job, so the value is not kept.
  user_transcription: z.string({ error: 'The user transcription field must be a string.' }).max(10_000).optional(),
});

export const generateDialogueBody = z.object({
  language: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'The language field is required.' : 'The language field must be a string.') })
    .trim()
    .min(1, 'The language field is required.')
    .max(40, 'The selected language is invalid.'),
});
