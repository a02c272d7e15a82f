import type { FastifyInstance } from 'fastify';
import { currentAuth, currentUser } from '../../http/auth.js';
import { parse } from '../../http/parse.js';
import { deleteAccountBody, settingsBody } from './schemas.js';
import { SETTINGS_UPDATED, type AccountService } from './service.js';

export async function accountRoutes(app: FastifyInstance, options: { account: AccountService }): Promise<void> {
  const { account } = options;

  /** The History tab: the user's credit transactions, newest first. */
  app.get('/user/credit-transactions', { preHandler: app.requireUser }, async (request) => ({
    success: true,
    data: await account.creditHistory(currentUser(request).id),
  }));

  app.put('/settings', { preHandler: app.requireUser }, async (request) => {
    const change = parse(settingsBody, request.body);
    const { user, tokenId } = currentAuth(request);
    return { message: SETTINGS_UPDATED, data: await account.updateSettings(user, tokenId, change) };
  });

  app.delete('/delete-account', { preHandler: app.requireUser }, async (request) =>
    account.deleteAccount(currentUser(request), parse(deleteAccountBody, request.body)),
  );
}
