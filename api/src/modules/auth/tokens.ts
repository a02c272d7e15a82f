import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import { accessTokens, users } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import type { User } from '../users/service.js';

/** Tokens are 32 random bytes; only their SHA-256 is stored (a stolen table cannot be replayed). */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** last_used_at is refreshed at most this often: writing on every request would cost a query each. */
const LAST_USED_PRECISION_MS = 5 * 60_000;

export interface Authenticated {
  user: User;
  tokenId: number;
}

/** The bearer tokens of spec §3 (kept by the browser under localStorage "token"). */
export class AccessTokenService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Creates a token for the user and returns it in clear: the only time it is ever seen. */
  async issue(db: Queryable, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(accessTokens).values({ userId, tokenHash: hashToken(token), lastUsedAt: this.clock.now() });
    return token;
  }

  /** The user a presented token belongs to, or undefined for an unknown or revoked token. */
  async authenticate(token: string): Promise<Authenticated | undefined> {
    const [row] = await this.db
      .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(eq(accessTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return undefined;
    const now = this.clock.now();
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
      await this.db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(accessTokens.id, row.tokenId), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore))));
    }
    return { user: row.user, tokenId: row.tokenId };
  }

  async revoke(tokenId: number): Promise<void> {
    await this.db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
  }

  /** Signs the user out everywhere (after a password reset). */
  async revokeAll(db: Queryable, userId: number): Promise<void> {
    await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
  }
}
