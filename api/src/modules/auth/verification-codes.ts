import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import { verificationCodes, type CodePurpose } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { HttpError, tooManyRequests, unprocessable } from '../../http/errors.js';

export interface VerificationCodeRules {
  validForMs: number;
  /** Wrong entries after which the code is dead and a new one must be requested. */
  maxFailedAttempts: number;
  /** Minimum time between two codes for one address and purpose. */
  resendIntervalMs: number;
  /** At most this many codes per address and purpose within sendWindowMs. */
  maxSendsPerWindow: number;
  sendWindowMs: number;
}

export const DEFAULT_CODE_RULES: VerificationCodeRules = {
  validForMs: 15 * 60_000,
  maxFailedAttempts: 5,
  resendIntervalMs: 60_000,
  maxSendsPerWindow: 5,
  sendWindowMs: 60 * 60_000,
};

export const CODE_MESSAGES = {
  invalid: 'Invalid verification code.',
  expired: 'This verification code has expired. Please request a new one.',
  locked: 'Too many incorrect attempts. Please request a new code.',
} as const;

type CodeRow = typeof verificationCodes.$inferSelect;

/**
 * Codes are only 6 digits, so the hash is bound to the address and purpose: the same code for
 * two people hashes differently. Brute force is what the attempt limit and the 15-minute life stop.
 */
function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}\n${email}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** A code that was just issued; `restore` undoes the issue when the e-mail could not be sent. */
export interface IssuedCode {
  code: string;
  restore(): Promise<void>;
}

/**
 * The 6-digit e-mail codes of sign-up, account verification and password reset: one current code
 * per address and purpose, stored hashed, with expiry, an attempt limit and resend limits.
 */
export class VerificationCodeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly rules: VerificationCodeRules = DEFAULT_CODE_RULES,
  ) {}

  /**
   * Replaces the address's code for this purpose with a fresh one, unless the resend limits say
   * no (429). The counters live on the row, and the update only applies if nobody issued a code
   * in between, so two simultaneous requests cannot both get through.
   */
  async issue(email: string, purpose: CodePurpose): Promise<IssuedCode> {
    const now = this.clock.now();
    const previous = await this.find(this.db, email, purpose);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const fresh = {
      codeHash: hashCode(email, purpose, code),
      expiresAt: new Date(now.getTime() + this.rules.validForMs),
      failedAttempts: 0,
      consumedAt: null,
      lastSentAt: now,
    };

    if (!previous) {
      const inserted = await this.db
        .insert(verificationCodes)
        .values({ email, purpose, ...fresh, sendsInWindow: 1, sendWindowStartedAt: now })
        .onConflictDoNothing()
        .returning({ id: verificationCodes.id });
      if (!inserted.length) throw this.waitBeforeResend(this.rules.resendIntervalMs);
      return { code, restore: () => this.delete(email, purpose) };
    }

    const sinceLastSend = now.getTime() - previous.lastSentAt.getTime();
    if (sinceLastSend < this.rules.resendIntervalMs) throw this.waitBeforeResend(this.rules.resendIntervalMs - sinceLastSend);
    const windowOpen = now.getTime() - previous.sendWindowStartedAt.getTime() < this.rules.sendWindowMs;
    if (windowOpen && previous.sendsInWindow >= this.rules.maxSendsPerWindow) {
      const waitMs = previous.sendWindowStartedAt.getTime() + this.rules.sendWindowMs - now.getTime();
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw tooManyRequests(
        `Too many verification codes have been requested for this email. Please try again in ${plural(minutes, 'minute')}.`,
        waitMs / 1000,
      );
    }

    const updated = await this.db
      .update(verificationCodes)
      .set({
        ...fresh,
        sendsInWindow: windowOpen ? previous.sendsInWindow + 1 : 1,
        sendWindowStartedAt: windowOpen ? previous.sendWindowStartedAt : now,
      })
      .where(and(eq(verificationCodes.id, previous.id), eq(verificationCodes.lastSentAt, previous.lastSentAt)))
      .returning({ id: verificationCodes.id });
    if (!updated.length) throw this.waitBeforeResend(this.rules.resendIntervalMs);
    return {
      code,
      restore: async () => {
        const { id, ...columns } = previous;
        await this.db.update(verificationCodes).set(columns).where(eq(verificationCodes.id, id));
      },
    };
  }

  /**
   * Checks a code without using it up. A wrong code counts against the attempt limit (written at
   * once, outside any transaction, so a failing request cannot roll the count back).
   */
  async check(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const row = await this.find(this.db, email, purpose);
    if (!row || row.consumedAt) throw unprocessable(CODE_MESSAGES.invalid, 'code');
    if (row.failedAttempts >= this.rules.maxFailedAttempts) throw this.locked();
    if (this.clock.now() >= row.expiresAt) throw unprocessable(CODE_MESSAGES.expired, 'code');
    if (sameHash(row.codeHash, hashCode(email, purpose, code))) return;

    const [counted] = await this.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ failedAttempts: verificationCodes.failedAttempts });
    if ((counted?.failedAttempts ?? 0) >= this.rules.maxFailedAttempts) throw this.locked();
    throw unprocessable(CODE_MESSAGES.invalid, 'code');
  }

  /**
   * Uses the code up, inside the caller's transaction. Only the exact code that was checked, still
   * unused, is consumed: a code replaced or used in the meantime fails as invalid.
   */
  async consume(tx: Queryable, email: string, purpose: CodePurpose, code: string): Promise<void> {
    const consumed = await tx
      .update(verificationCodes)
      .set({ consumedAt: this.clock.now() })
      .where(
        and(
          eq(verificationCodes.email, email),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.codeHash, hashCode(email, purpose, code)),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.failedAttempts, this.rules.maxFailedAttempts),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (!consumed.length) throw unprocessable(CODE_MESSAGES.invalid, 'code');
  }

  private async find(db: Queryable, email: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
      .limit(1);
    return row;
  }

  private async delete(email: string, purpose: CodePurpose): Promise<void> {
    await this.db.delete(verificationCodes).where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)));
  }

  private locked(): HttpError {
    return new HttpError(429, CODE_MESSAGES.locked, { code: [CODE_MESSAGES.locked] });
  }

  private waitBeforeResend(waitMs: number): HttpError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return tooManyRequests(`Please wait ${plural(seconds, 'second')} before requesting another code.`, seconds);
  }
}
