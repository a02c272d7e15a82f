import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import { creditTransactions, users, type CreditTransactionType } from '../../db/schema.js';
import type { CreditTransactionJson } from './schemas.js';

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

/** A purchase: a positive entry identified by its Stripe payment intent. */
export type PurchaseEntry = Omit<CreditEntry, 'type' | 'stripePaymentIntentId'> & { stripePaymentIntentId: string };

export interface PurchaseRecord {
  /** False when this payment intent was already credited: nothing changed. */
  recorded: boolean;
  /** What that payment intent added (now or the first time). */
  credits: number;
  /** The user's balance after this call. */
  balance: number;
}

export const SIGNUP_BONUS_DESCRIPTION = 'Free credits on sign-up';

/**
 * Every change to a user's credits goes through here: the balance on the user row and the line in
 * credit_transactions move together, in the caller's transaction, so the History tab always adds
 * up to the balance. It also reads that history.
 */
export class CreditLedger {
  constructor(private readonly db: Database) {}

  async record(tx: Queryable, entry: CreditEntry): Promise<void> {
    await tx.insert(creditTransactions).values(this.line(entry));
    await this.changeBalance(tx, entry);
  }

  /** The free credits a new account starts with (FREE_CREDIT_AMOUNT); nothing is recorded for 0. */
  async grantSignupBonus(tx: Queryable, userId: number, amount: number): Promise<void> {
    if (amount <= 0) return;
    await this.record(tx, { userId, type: 'bonus', description: SIGNUP_BONUS_DESCRIPTION, credits: amount });
  }

  /**
   * Exactly once per payment intent: the line is inserted with ON CONFLICT DO NOTHING on the unique
   * stripe_payment_intent_id, and only the call whose insert happened adds to the balance, in the
   * same transaction. A concurrent second insert waits for the first to commit and then does nothing
   * — no check-then-insert window. The user row must exist.
   */
  async recordPurchase(tx: Queryable, entry: PurchaseEntry): Promise<PurchaseRecord> {
    const purchase: CreditEntry = { ...entry, type: 'purchase' };
    const inserted = await tx
      .insert(creditTransactions)
      .values(this.line(purchase))
      .onConflictDoNothing({ target: creditTransactions.stripePaymentIntentId })
      .returning({ credits: creditTransactions.credits });
    if (inserted.length > 0) return { recorded: true, credits: entry.credits, balance: await this.changeBalance(tx, purchase) };

    // Already credited: what that payment added, and the balance as it is now.
    const [original] = await tx
      .select({ credits: creditTransactions.credits })
      .from(creditTransactions)
      .where(eq(creditTransactions.stripePaymentIntentId, entry.stripePaymentIntentId))
      .limit(1);
    const [user] = await tx.select({ balance: users.availableCredits }).from(users).where(eq(users.id, entry.userId)).limit(1);
    return { recorded: false, credits: original?.credits ?? 0, balance: user?.balance ?? 0 };
  }

  /** The user's credit history, newest first (the History tab). */
  async history(userId: number): Promise<CreditTransactionJson[]> {
    const rows = await this.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId))
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id));
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      description: row.description,
      credits: row.credits,
      created_at: row.createdAt.toISOString(),
      stripe_payment_intent_id: row.stripePaymentIntentId,
      amount_paid: row.amountPaid,
      currency: row.currency,
    }));
  }

  private line(entry: CreditEntry) {
    return {
      userId: entry.userId,
      type: entry.type,
      description: entry.description,
      credits: entry.credits,
      stripePaymentIntentId: entry.stripePaymentIntentId ?? null,
      amountPaid: entry.amountPaid ?? null,
      currency: entry.currency ?? null,
    };
  }

  /** Moves the balance (and, for a purchase, the total purchased); answers the new balance. */
  private async changeBalance(tx: Queryable, entry: CreditEntry): Promise<number> {
    const [user] = await tx
      .update(users)
      .set({
        availableCredits: sql`${users.availableCredits} + ${entry.credits}`,
        ...(entry.type === 'purchase' ? { totalCreditsPurchased: sql`${users.totalCreditsPurchased} + ${entry.credits}` } : {}),
      })
      .where(eq(users.id, entry.userId))
      .returning({ balance: users.availableCredits });
    return user?.balance ?? 0;
  }
}
