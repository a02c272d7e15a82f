import { z } from 'zod';
import { ERROR_CATEGORIES } from '../../ai/provider.js';
import { DEDUCTION_SEVERITIES } from '../../db/schema.js';
import { named } from '../../http/contract.js';
import { requiredText } from '../../http/fields.js';
import { disputeJson, keyUnitJson } from '../results/schemas.js';

export { disputeJson, type DisputeJson } from '../results/schemas.js';

/** "I said 'two thirty'": a short note, not an essay. */
export const DISPUTE_NOTE_MAX_LENGTH = 300;

const idParam = (what: string) =>
  z.coerce
    .number({ message: `The ${what} id must be a whole number.` })
    .int(`The ${what} id must be a whole number.`)
    .positive(`The ${what} id must be a whole number.`);

export const deductionParams = z.object({ deductionId: idParam('deduction') });
export const disputeParams = z.object({ disputeId: idParam('dispute') });

export const disputeBody = named(
  'DisputeBody',
  'Contesting one deduction: why the candidate thinks it is wrong.',
  z.strictObject({ note: requiredText('note', DISPUTE_NOTE_MAX_LENGTH) }),
);

export const decisionBody = named(
  'DisputeDecision',
  "A moderator's decision: 'uphold' keeps the deduction, 'remove' takes it out of the ledger and recomputes the score.",
  z.strictObject({ decision: z.enum(['uphold', 'remove'], { message: "The decision must be 'uphold' or 'remove'." }) }),
);
export type DisputeDecision = z.infer<typeof decisionBody>['decision'];

export const queuedDisputeJson = named(
  'QueuedDispute',
  'An open dispute in the moderators’ queue, with what is needed to judge it.',
  z.strictObject({
    id: z.number().int(),
    note: z.string(),
    created_at: z.iso.datetime(),
    deduction: z.strictObject({
      category: z.enum(ERROR_CATEGORIES),
      severity: z.enum(DEDUCTION_SEVERITIES),
      points: z.number(),
      words: z.string().nullable(),
      explanation: z.string().nullable(),
    }),
    dialogue_title: z.string(),
    language: z.string().describe('The language the candidate should have spoken.'),
    source_text: z.string().nullable().describe('What the speaker said.'),
    expected_text: z.string().describe('The expected interpretation.'),
    key_units: z.array(keyUnitJson),
    transcript: z.string().nullable().describe('What we heard.'),
    audio_url: z.string().nullable().describe("A signed, expiring URL of the candidate's recording."),
  }),
);
export type QueuedDisputeJson = z.infer<typeof queuedDisputeJson>;

export const disputeQueueAnswer = z.strictObject({ data: z.array(queuedDisputeJson) }).describe('Open disputes, oldest first.');
export const decisionAnswer = named(
  'DisputeOutcome',
  'The dispute after the decision, and the recomputed score of its attempt.',
  z.strictObject({ dispute: disputeJson, final_score: z.number().nullable() }),
);
