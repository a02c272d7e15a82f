import { z } from 'zod';
import { named } from '../../http/contract.js';
import { CREDIT_TRANSACTION_TYPES } from '../../db/schema.js';

/** A line of the History tab (spec §3 "Credit transaction"). */
export const creditTransactionJson = named(
  'CreditTransaction',
  'A line of the credit history (spec §3 "Credit transaction").',
  z.strictObject({
    id: z.number().int(),
    type: z.enum(CREDIT_TRANSACTION_TYPES),
    description: z.string(),
    credits: z.number().int().describe('Signed: usage is negative.'),
    created_at: z.iso.datetime(),
    stripe_payment_intent_id: z.string().nullable(),
    amount_paid: z.number().int().nullable().describe('In cents of `currency`; purchases only.'),
    currency: z.string().nullable(),
  }),
);
export type CreditTransactionJson = z.infer<typeof creditTransactionJson>;

export const creditConfigAnswer = z
  .strictObject({
    success: z.literal(true),
    data: named(
      'CreditConfig',
      'Credits given at sign-up and spent per scored dialogue (spec §3 "Credit config").',
      z.strictObject({ free_credit_amount: z.number().int(), credit_cost_per_dialogue: z.number().int() }),
    ),
  })
  .describe('The configuration, in data.');
