import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

export async function creditRoutes(app: FastifyInstance, options: { credits: Config['credits'] }): Promise<void> {
  /** Public: the sign-up button and the insufficient-credits dialog quote these numbers. */
  app.get('/credit-config', async () => ({
    success: true,
    data: {
      free_credit_amount: options.credits.freeCreditAmount,
      credit_cost_per_dialogue: options.credits.creditCostPerDialogue,
    },
  }));
}
