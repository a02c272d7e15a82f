import { defineModule } from '../module.js';
import { creditRoutes } from './routes.js';

/**
 * Credits: the ledger every credit change goes through (built once in app.ts and shared: auth grants
 * the sign-up bonus, billing records purchases, scoring spends) and GET /credit-config.
 */
export const creditsModule = defineModule('credits', 'Credit configuration; the ledger behind every balance.', async (api, { config }) => {
  await creditRoutes(api, config.credits);
});
