import type { CreditTransaction } from '../api/types';

/** Newest first (spec §9); the same moment is ordered by id. */
export function newestFirst(transactions: CreditTransaction[]): CreditTransaction[] {
  return [...transactions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** '+20' / '-1': credits are signed (spec §3). */
export function signedCredits(credits: number): string {
  return credits > 0 ? `+${credits}` : String(credits);
}

/** The last 8 characters of the payment id (spec §9), or '—' for none. */
export function shortPaymentId(id: string | null): string {
  return id ? id.slice(-8) : '—';
}
