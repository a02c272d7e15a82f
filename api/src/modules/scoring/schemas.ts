import { z } from 'zod';
import { named } from '../../http/contract.js';
import { SCORE_LABELS } from './score-label.js';

export const completionParams = z.object({
  sessionId: z.coerce
    .number({ message: 'The session id must be a whole number.' })
    .int('The session id must be a whole number.')
    .positive('The session id must be a whole number.'),
});

export const completionAnswer = named(
  'Completion',
  "What finishing an attempt did (spec §4 \"Completion status\"): 'dispatched' (scoring, or already scored) or 'insufficient_credit'.",
  z.strictObject({ status: z.enum(['dispatched', 'insufficient_credit']), message: z.string() }),
);
export type CompletionAnswer = z.infer<typeof completionAnswer>;

export const attemptParams = z.object({
  attemptId: z.coerce
    .number({ message: 'The attempt id must be a whole number.' })
    .int('The attempt id must be a whole number.')
    .positive('The attempt id must be a whole number.'),
});

export const selfMarkingBody = named(
  'SelfMarkingBody',
  "A candidate's marking of one turn: the key units they conveyed, and whether they added anything.",
  z.strictObject({
    conveyed: z
      .array(
        z
          .number({ message: 'Each ticked unit is its index in key_units.' })
          .int('Each ticked unit is its index in key_units.')
          .min(0, 'Each ticked unit is its index in key_units.'),
      )
      .max(50, 'Tick at most 50 units.')
      .describe('Indexes in the turn’s key_units of the units conveyed; the others count as omitted.'),
    added: z.boolean({ message: 'Say whether you added anything (true or false).' }),
  }),
);
export type SelfMarkingBody = z.infer<typeof selfMarkingBody>;

export const selfMarkingAnswer = named(
  'SelfMarkingResult',
  'The turn’s and the dialogue’s scores after the marking.',
  z.strictObject({
    attempt_id: z.number().int(),
    score_for_segment: z.number(),
    final_score: z.number().describe('Out of 45, recomputed from every turn.'),
    score_label: z.enum(SCORE_LABELS),
  }),
);
export type SelfMarkingAnswer = z.infer<typeof selfMarkingAnswer>;
