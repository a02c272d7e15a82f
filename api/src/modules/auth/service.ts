import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { CodePurpose } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { forbidden, serviceUnavailable, unprocessable } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { verificationCodeEmail } from '../../mail/messages.js';
import type { CreditLedger } from '../credits/ledger.js';
import { presentUser } from '../users/present.js';
import { EmailAlreadyRegisteredError, type UserService } from '../users/service.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords.js';
import type { LoginBody, ResetPasswordBody, SendVerificationCodeBody, SignedIn, SignupBody } from './schemas.js';
import type { AccessTokenService } from './tokens.js';
import { CODE_MESSAGES, type VerificationCodeService } from './verification-codes.js';

export const AUTH_MESSAGES = {
  alreadyRegistered: 'This email is already registered. Please log in.',
  alreadyVerified: 'This email is already verified. Please log in.',
  unverified: 'Please verify your email before logging in.',
  wrongCredentials: 'These credentials do not match our records.',
  codeSent: 'Verification code sent.',
  /** Same answer whether or not the account exists: the reply must not reveal who is registered. */
  codeSentIfAccountExists: 'If an account with this email exists, a verification code has been sent to it.',
  codeVerified: 'Code verified.',
  passwordReset: 'Password reset successfully. You can now log in.',
  loggedOut: 'Logged out.',
  mailFailed: 'We could not send the e-mail right now. Please try again in a few minutes.',
} as const;

export interface AuthDependencies {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  users: UserService;
  tokens: AccessTokenService;
  codes: VerificationCodeService;
  ledger: CreditLedger;
  throttle: LoginThrottle;
  freeCreditAmount: number;
}

/** Sign-up, login, account verification, password reset and logout (spec §4 and §7). */
export class AuthService {
  constructor(private readonly deps: AuthDependencies) {}

  /**
   * POST /send-verification-code. 'singup' refuses a registered address (spec §8 message);
   * 'unverified' and 'reset' only e-mail an account that needs the code but answer the same either
   * way. The resend limits apply in every case, so a 429 does not reveal an account either.
   */
  async sendVerificationCode(body: SendVerificationCodeBody): Promise<{ message: string }> {
    const { email, status: purpose } = body;
    const user = await this.deps.users.findByEmail(email);

    if (purpose === 'singup') {
      if (user) throw unprocessable(AUTH_MESSAGES.alreadyRegistered, 'email');
      await this.issueAndSend(email, purpose, body.name);
      return { message: AUTH_MESSAGES.codeSent };
    }

    const needsCode = purpose === 'reset' ? Boolean(user) : Boolean(user && !user.emailVerifiedAt);
    const issued = await this.deps.codes.issue(email, purpose);
    if (needsCode) await this.send(email, purpose, issued, body.name ?? user?.name);
    return { message: AUTH_MESSAGES.codeSentIfAccountExists };
  }

  /**
   * POST /verify-code. For a new address (sign-up step 2) it only checks the code: /signup uses it
   * up. For an existing unverified account it marks the address verified — the only thing that
   * lets that account log in.
   */
  async verifyCode(email: string, code: string): Promise<{ message: string }> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) {
      await this.deps.codes.check(email, 'singup', code);
      return { message: AUTH_MESSAGES.codeVerified };
    }
    if (user.emailVerifiedAt) throw unprocessable(AUTH_MESSAGES.alreadyVerified, 'email');

    await this.deps.codes.check(email, 'unverified', code);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await this.deps.codes.consume(tx, email, 'unverified', code);
      await this.deps.users.markEmailVerified(tx, user.id, now);
    });
    return { message: AUTH_MESSAGES.codeVerified };
  }

  /**
   * POST /signup. The account, its sign-up bonus and its first token are created in one
   * transaction with the code being used up: either all of it happens or none.
   */
  async signup(body: SignupBody): Promise<SignedIn> {
    const { email, code } = body;
    // Checked first so a registered address does not burn code attempts.
    if (await this.deps.users.findByEmail(email)) throw unprocessable(AUTH_MESSAGES.alreadyRegistered, 'email');
    await this.deps.codes.check(email, 'singup', code);
    // Hashing takes ~100 ms: done before the transaction so the database is not held meanwhile.
    const passwordHash = await hashPassword(body.password);
    const now = this.deps.clock.now();

    try {
      return await this.deps.db.transaction(async (tx) => {
        await this.deps.codes.consume(tx, email, 'singup', code);
        const created = await this.deps.users.createVerified(tx, { name: body.name, email, passwordHash, verifiedAt: now });
        await this.deps.ledger.grantSignupBonus(tx, created.id, this.deps.freeCreditAmount);
        const token = await this.deps.tokens.issue(tx, created.id);
        const user = await this.deps.users.findById(created.id, tx);
        if (!user) throw new Error('the new user vanished inside its own transaction');
        return { token, user: presentUser(user) };
      });
    } catch (error) {
      if (error instanceof EmailAlreadyRegisteredError) throw unprocessable(AUTH_MESSAGES.alreadyRegistered, 'email');
      throw error;
    }
  }

  /** POST /login. `isVerified` from the client is ignored: only a verified address may log in. */
  async login(body: LoginBody, ip: string): Promise<SignedIn> {
    const { email, password } = body;
    // Counted as a failure before the (slow) password check: see LoginThrottle.
    const attempt = await this.deps.throttle.begin(email, ip);

    const user = await this.deps.users.findByEmail(email);
    const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : (await verifyDecoyPassword(password), false);
    if (!user || !passwordMatches) throw unprocessable(AUTH_MESSAGES.wrongCredentials, 'email');
    await attempt.succeeded();
    // Only after the password: the message must not tell a stranger that the account exists.
    if (!user.emailVerifiedAt) throw forbidden(AUTH_MESSAGES.unverified);

    const token = await this.deps.tokens.issue(this.deps.db, user.id);
    return { token, user: presentUser(user) };
  }

  /**
   * POST /reset-password. An unknown address gets the same answer as a wrong code. A successful
   * reset proves the address (so it also verifies it) and signs the account out everywhere.
   */
  async resetPassword(body: ResetPasswordBody, ip: string): Promise<{ message: string }> {
    const { email, code } = body;
    const user = await this.deps.users.findByEmail(email);
    if (!user) throw unprocessable(CODE_MESSAGES.invalid, 'code');
    await this.deps.codes.check(email, 'reset', code);
    const passwordHash = await hashPassword(body.password);
    const now = this.deps.clock.now();

    await this.deps.db.transaction(async (tx) => {
      await this.deps.codes.consume(tx, email, 'reset', code);
      await this.deps.users.changePassword(tx, user.id, passwordHash);
      if (!user.emailVerifiedAt) await this.deps.users.markEmailVerified(tx, user.id, now);
      await this.deps.tokens.revokeAll(tx, user.id);
    });
    await this.deps.throttle.reset(email, ip);
    return { message: AUTH_MESSAGES.passwordReset };
  }

  /** POST /logout: the presented token stops working; other devices stay signed in. */
  async logout(tokenId: number): Promise<{ message: string }> {
    await this.deps.tokens.revoke(tokenId);
    return { message: AUTH_MESSAGES.loggedOut };
  }

  private async issueAndSend(email: string, purpose: CodePurpose, name: string | undefined): Promise<void> {
    const issued = await this.deps.codes.issue(email, purpose);
    await this.send(email, purpose, issued, name);
  }

  /**
   * E-mails an issued code. If the e-mail cannot be sent, the code and the resend counters go back
   * to what they were: the user is not rate-limited for our failure.
   */
  private async send(
    email: string,
    purpose: CodePurpose,
    issued: { code: string; restore(): Promise<void> },
    name: string | undefined,
  ): Promise<void> {
    const message = verificationCodeEmail({
      to: email,
      name,
      code: issued.code,
      purpose,
      validMinutes: Math.round(this.deps.codes.rules.validForMs / 60_000),
    });
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.log.error({ err: error, to: email, purpose }, 'could not send the verification code e-mail');
      await issued
        .restore()
        .catch((restoreError: unknown) => this.deps.log.error({ err: restoreError }, 'could not restore the previous code'));
      throw serviceUnavailable(AUTH_MESSAGES.mailFailed);
    }
  }
}
