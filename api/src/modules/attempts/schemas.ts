import { z } from 'zod';
import { named } from '../../http/contract.js';

const kind = z.enum(['practice', 'test', 'mock']);

export const attemptsJson = named(
  'Attempts',
  "The user's unfinished attempts (to continue where they left off) and those closed after 24 hours untouched.",
  z.strictObject({
    unfinished: z.array(
      z.strictObject({
        kind,
        sessionId: z.number().int().nullable().describe('A single dialogue: its session.'),
        mockExamId: z.number().int().nullable().describe('A mock exam: its id (it reopens at its own first unanswered turn).'),
        dialogueId: z.number().int().nullable(),
        title: z.string(),
        language: z.string(),
        answered: z.number().int().nullable(),
        turns: z.number().int().nullable(),
        nextSegmentOrder: z.number().int().nullable().describe('A single dialogue: the speaker turn to reopen at.'),
        closesAt: z.iso.datetime().describe('When it is closed as not scored if nothing more happens.'),
      }),
    ),
    abandoned: z
      .array(
        z.strictObject({
          kind,
          sessionId: z.number().int().nullable(),
          mockExamId: z.number().int().nullable(),
          title: z.string(),
          language: z.string(),
          abandonedAt: z.iso.datetime(),
        }),
      )
      .describe('Closed in the last 30 days: not scored, nothing charged.'),
  }),
);
export type AttemptsJson = z.infer<typeof attemptsJson>;
