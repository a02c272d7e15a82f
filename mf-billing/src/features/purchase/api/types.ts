/**
 * Wire types of the purchase calls (spec §3 "Payment intent response", "Confirm payment response"), moved
 * from the core's legacy billing calls; aliases of @ccl/contract once it is in the worktree.
 */

export interface PaymentIntent {
  client_secret: string;
}

export interface ConfirmPaymentRequest {
  payment_intent_id: string;
  product_id: number;
}

/** What the server added: also what the dialog hands its host (the core's CreditPurchaseDialogProps). */
export interface PurchaseResult {
  new_balance: number;
  credits_added: number;
}
