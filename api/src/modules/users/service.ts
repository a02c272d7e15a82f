import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { users } from '../../db/schema.js';

export type User = typeof users.$inferSelect;

/** PostgreSQL's unique_violation, raised when two sign-ups race for one address. */
const UNIQUE_VIOLATION = '23505';

export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super('This email is already registered.');
  }
}

export class UserService {
  constructor(private readonly db: Queryable) {}

  async findById(id: number, db: Queryable = this.db): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  /** `email` must already be lower-cased (the request schemas do it). */
  async findByEmail(email: string, db: Queryable = this.db): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  /** Creates an account whose address is already proven. Throws EmailAlreadyRegisteredError on a duplicate. */
  async createVerified(db: Queryable, account: { name: string; email: string; passwordHash: string; verifiedAt: Date }): Promise<User> {
    try {
      const [user] = await db
        .insert(users)
        .values({ name: account.name, email: account.email, passwordHash: account.passwordHash, emailVerifiedAt: account.verifiedAt })
        .returning();
      if (!user) throw new Error('INSERT … RETURNING returned no user');
      return user;
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailAlreadyRegisteredError();
      throw error;
    }
  }

  async markEmailVerified(db: Queryable, userId: number, at: Date): Promise<void> {
    await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId));
  }

  async changePassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }
}

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors; the pg error with its SQLSTATE code is the cause.
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
