import { z } from 'zod';
import { named } from '../../http/contract.js';

/** The current user as GET /user (in `data`), /login, /signup and PUT /settings send it (spec §3 names). */
export const userJson = named(
  'User',
  'The signed-in user (spec §3 "Current user").',
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    plan: z.string().describe("'Free' until the first purchase, then 'Pro' (spec §6: paid plans see no ads)."),
    available_credits: z.number().int(),
    total_credits_purchased: z.number().int(),
    scoring_used: z.number().int().describe('Attempts scored so far.'),
    last_used_language: z.string().nullable(),
    created_at: z.iso.datetime(),
  }),
);
export type UserJson = z.infer<typeof userJson>;
