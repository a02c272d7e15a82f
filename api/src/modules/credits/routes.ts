import type { Config } from '../../config.js';
import type { ModuleApp } from '../module.js';
import { creditConfigAnswer } from './schemas.js';

export async function creditRoutes(app: ModuleApp, credits: Config['credits']): Promise<void> {
  app.get(
    '/credit-config',
    {
      schema: {
        summary: 'Credits given at sign-up and spent per scored dialogue',
        description: 'Public: the sign-up button and the insufficient-credits dialog quote these numbers.',
        response: { 200: creditConfigAnswer },
      },
    },
    async () => ({
      success: true as const,
      data: { free_credit_amount: credits.freeCreditAmount, credit_cost_per_dialogue: credits.creditCostPerDialogue },
    }),
  );
}
