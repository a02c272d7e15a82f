import { z } from 'zod';
import { named } from '../../http/contract.js';

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
