import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { creditTransactions, users, type CreditTransactionType } from '../../db/schema.js';

export interface CreditEntry {
  userId: number;
  type: CreditTransactionType;
  description: string;
  /** Signed: positive adds credits, negative (usage) spends them. */
  credits: number;
  stripePaymentIntentId?: string;
  amountPaid?: number;
  currency?: string;
}

export const SIGNUP_BONUS_DESCRIPTION = 'Free credits on sign-up';

/**
 * Every change to a user's credits goes through here: the balance on the user row and the line in
 * credit_transactions move together, in the caller's transaction, so the History tab always adds
 * up to the balance.
 */
export class CreditLedger {
  async record(tx: Queryable, entry: CreditEntry): Promise<void> {
    await tx.insert(creditTransactions).values({
      userId: entry.userId,
      type: entry.type,
      description: entry.description,
      credits: entry.credits,
      stripePaymentIntentId: entry.stripePaymentIntentId ?? null,
      amountPaid: entry.amountPaid ?? null,
      currency: entry.currency ?? null,
    });
    await tx
      .update(users)
      .set({
        availableCredits: sql`${users.availableCredits} + ${entry.credits}`,
        ...(entry.type === 'purchase' ? { totalCreditsPurchased: sql`${users.totalCreditsPurchased} + ${entry.credits}` } : {}),
      })
      .where(eq(users.id, entry.userId));
  }

  /** The free credits a new account starts with (FREE_CREDIT_AMOUNT); nothing is recorded for 0. */
  async grantSignupBonus(tx: Queryable, userId: number, amount: number): Promise<void> {
    if (amount <= 0) return;
    await this.record(tx, { userId, type: 'bonus', description: SIGNUP_BONUS_DESCRIPTION, credits: amount });
  }
}
