import type { UserJson } from './schemas.js';
import type { User } from './service.js';

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
