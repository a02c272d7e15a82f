import { defineModule } from '../module.js';
import { accountRoutes } from './routes.js';
import { AccountService } from './service.js';

/** What a user does to their own account: credit history, settings, deletion. */
export const accountModule = defineModule('account', "The user's own account: credit history, settings, deletion.", async (api, deps) => {
  const account = new AccountService(deps.db, deps.storage, api.log);
  await accountRoutes(api, { account, ledger: deps.ledger });
});
