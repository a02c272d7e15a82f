/**
 * Wire types of GET /stripe/products (spec §3 Credit product), moved verbatim from the core's legacy
 * types.ts. When the API's generated contract (@ccl/contract) is in the worktree they become aliases of it
 * here, and nowhere else changes.
 */

export interface CreditProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  credits: number;
}
