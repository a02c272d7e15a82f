import { HitCounters } from '../../db/hit-counters.js';
import { defineModule } from '../module.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from './login-throttle.js';
import { authRoutes } from './routes.js';
import { AuthService } from './service.js';
import { DEFAULT_CODE_RULES, VerificationCodeService } from './verification-codes.js';

/**
 * Accounts: sign-up with e-mailed codes, login (throttled), password reset, logout. Users, tokens
 * and the ledger are shared (app.ts): the token check runs on every route, the sign-up bonus is a
 * credit change.
 */
export const authModule = defineModule('auth', 'Sign-up, login, verification codes, password reset, logout.', async (api, deps) => {
  const auth = new AuthService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    log: api.log,
    users: deps.users,
    tokens: deps.tokens,
    codes: new VerificationCodeService(deps.db, deps.clock, deps.codeRules ?? DEFAULT_CODE_RULES),
    ledger: deps.ledger,
    throttle: new LoginThrottle(new HitCounters(deps.db, deps.clock), deps.clock, deps.loginThrottle ?? DEFAULT_LOGIN_THROTTLE),
    freeCreditAmount: deps.config.credits.freeCreditAmount,
  });
  await authRoutes(api, auth);
});
