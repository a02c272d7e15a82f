import { z } from 'zod';
import { named } from '../../http/contract.js';

export const landingCounters = named(
  'Stats',
  'The live counters of the home page (spec §3 "Stats").',
  z.strictObject({
    total_dialogues: z.number().int().describe('Dialogues everyone can practise: the content bank.'),
    total_ai_scoring: z.number().int().describe('Attempts the site has scored.'),
  }),
);
export type LandingCounters = z.infer<typeof landingCounters>;

export const statsAnswer = z.strictObject({ success: z.literal(true), data: landingCounters }).describe('The counters, in data.');
