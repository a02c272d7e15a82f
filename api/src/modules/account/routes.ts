import { rateLimited } from '../../http/rate-limit.js';
import { currentAuth, currentUser } from '../../http/auth.js';
import { messageBody } from '../../http/schema.js';
import type { CreditLedger } from '../credits/ledger.js';
import type { ModuleApp } from '../module.js';
import { creditHistoryAnswer, deleteAccountBody, settingsAnswer, settingsBody } from './schemas.js';
import { SETTINGS_UPDATED, type AccountService } from './service.js';

export async function accountRoutes(app: ModuleApp, { account, ledger }: { account: AccountService; ledger: CreditLedger }): Promise<void> {
  app.get(
    '/user/credit-transactions',
    {
      config: { auth: 'user' },
      schema: {
        summary: "The user's credit history, newest first",
        description: 'The dashboard History tab.',
        response: { 200: creditHistoryAnswer },
      },
    },
    async (request) => ({ success: true as const, data: await ledger.history(currentUser(request).id) }),
  );

  app.put(
    '/settings',
    {
      config: { auth: 'user', ...rateLimited({ max: 20, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Change name, password or last used language',
        description:
          '`{ last_used_language }` from the practice screens, or `{ name }` plus `password` and `password_confirmation` when the password changes. A new password signs out every other device.',
        body: settingsBody,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => {
      const { user, tokenId } = currentAuth(request);
      return { message: SETTINGS_UPDATED, data: await account.updateSettings(user, tokenId, request.body) };
    },
  );

  app.delete(
    '/delete-account',
    {
      config: { auth: 'user', ...rateLimited({ max: 5, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Delete the account for good',
        description: 'Needs the current password and the word DELETE in `confirm`.',
        body: deleteAccountBody,
        response: { 200: messageBody },
      },
    },
    async (request) => account.deleteAccount(currentUser(request), request.body),
  );
}
