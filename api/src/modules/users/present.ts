import type { User } from './service.js';

/** The current user as GET /user (in `data`), /login and /signup send it: spec §3 names. */
export interface UserJson {
  id: number;
  name: string;
  email: string;
  plan: string;
  available_credits: number;
  total_credits_purchased: number;
  scoring_used: number;
  last_used_language: string | null;
  created_at: string;
}

export function presentUser(user: User): UserJson {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    plan: user.plan,
    available_credits: user.availableCredits,
    total_credits_purchased: user.totalCreditsPurchased,
    scoring_used: user.scoringUsed,
    last_used_language: user.lastUsedLanguage,
    created_at: user.createdAt.toISOString(),
  };
}
