/**
 * The wire types of GET /user/credit-transactions (spec §3 "Credit transaction"), moved verbatim from the
 * core's legacy types.ts; to become aliases of @ccl/contract when it is in the worktree.
 */

export type CreditTransactionType = 'purchase' | 'bonus' | 'usage';

export interface CreditTransaction {
  id: number;
  type: CreditTransactionType;
  description: string;
  credits: number;
  created_at: string;
  stripe_payment_intent_id: string | null;
  /** Cents. */
  amount_paid: number | null;
  currency: string | null;
}
