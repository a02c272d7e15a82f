import { z } from 'zod';
import { named } from '../../http/contract.js';
import { wholeNumber } from '../../http/fields.js';
import { categoryName, languageName } from '../content/schemas.js';
import { practiceSegmentJson } from '../practice/schemas.js';

/** Request and answer shapes of the mock exam routes. */

export const startMockBody = z.object({
  language: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'The language field is required.' : 'The language field must be a string.',
    })
    .trim()
    .min(1, 'The language field is required.')
    .max(40, 'The selected language is invalid.'),
  dialogueIds: z
    .array(wholeNumber('dialogue id'), { error: 'The dialogue ids field must be a list of two dialogue ids.' })
    .length(2, 'Choose exactly two dialogues for a mock exam.')
    .optional()
    .describe('The two dialogues the candidate chose, in the order they are taken; absent: the server picks them.'),
});

export const mockParams = z.object({ mockExamId: wholeNumber('mock exam id') });

const part = z.union([z.literal(1), z.literal(2)]);

export const mockTurnBody = z.object({
  part: wholeNumber('part', { min: 1, max: 2, rangeMessage: 'The part field must be 1 or 2.' }).describe('Dialogue 1 or 2 of the mock.'),
  segmentOrder: wholeNumber('segment order').describe('A speaker turn: an odd number.'),
});

export const mockTurnJson = named(
  'MockTurn',
  'A speaker turn of a mock exam dialogue, served for one hearing (or the one repeat).',
  z.strictObject({
    ...practiceSegmentJson.shape,
    sessionId: z.number().int().describe('The session to submit the answer to (POST /practice/submit).'),
    part,
    repeatUsed: z.boolean().describe('Whether this dialogue’s one repeat is spent.'),
  }),
);
export type MockTurnJson = z.infer<typeof mockTurnJson>;

export const verdictJson = named(
  'MockVerdict',
  'PASS only when the total is at least 63 of 90 and each dialogue at least 29 of 45.',
  z.strictObject({
    passed: z.boolean(),
    basis: z
      .enum(['full', 'delivery_only', 'self_marked'])
      .describe(
        "What the verdict rests on, from the turns' score labels: delivery_only — some turn was judged on its audio alone and not yet marked; self_marked — the candidate marked those turns; full — every turn assessed from a transcript.",
      ),
    label: z.string().describe("'PASS', 'FAIL', 'PASS on delivery only' or 'FAIL on delivery'."),
    reasons: z.array(z.string()).describe("What was missing: '7 marks short of 63', 'dialogue 2 below 29 by 3'."),
    note: z.string().nullable(),
  }),
);

export const mockDialogueJson = z.strictObject({
  part,
  sessionId: z.number().int(),
  dialogueId: z.number().int(),
  title: z.string(),
  category: categoryName,
  status: z.enum(['in_progress', 'completed', 'scoring', 'scored', 'failed', 'abandoned']),
  turns: z.number().int().describe('Interpreter turns to answer.'),
  answered: z.number().int(),
  nextSegmentOrder: z.number().int().nullable().describe('The speaker turn to take next; null when every turn is answered.'),
  nextSegmentId: z.number().int().nullable().describe('The interpreter turn that answers it: the segment id to submit.'),
  heardThrough: z.number().int().describe('The last speaker turn served (0: none yet).'),
  repeatUsed: z.boolean(),
  finalScore: z.number().nullable().describe('Out of 45, once scored.'),
});

export const mockExamJson = named(
  'MockExam',
  'A mock exam: two dialogues under the exam rules, charged once at completion, with the verdict once both are scored.',
  z.strictObject({
    id: z.number().int(),
    language: languageName,
    status: z
      .enum(['in_progress', 'scoring', 'scored', 'failed', 'abandoned'])
      .describe(
        'in_progress until completed; then scoring, scored (both dialogues) or failed (scoring could not finish); abandoned: closed after 24 hours untouched, not scored, not charged.',
      ),
    startedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    creditsCharged: z.number().int(),
    dialogues: z.array(mockDialogueJson),
    result: z
      .strictObject({
        dialogue1: z.number(),
        dialogue2: z.number(),
        total: z.number(),
        outOf: z.literal(90),
        verdict: verdictJson,
      })
      .nullable()
      .describe('Once both dialogues are scored.'),
  }),
);
export type MockExamJson = z.infer<typeof mockExamJson>;

export const mockExamAnswer = z.strictObject({ data: mockExamJson });
export const mockExamList = z.strictObject({ data: z.array(mockExamJson).describe("The user's mock exams, newest first.") });

export const mockCompletionAnswer = z.strictObject({
  status: z.enum(['dispatched', 'insufficient_credit']),
  message: z.string(),
  data: mockExamJson,
});
