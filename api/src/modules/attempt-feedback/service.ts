import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { feedback, practiceSessions } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { User } from '../users/service.js';

/**
 * What a candidate writes about an attempt on the practice-complete page (the `feedback` table).
 * It belongs to one of the author's own sessions (someone else's or a missing one is the same 404);
 * public unless the author ticked private. The community module lists the public ones.
 */
export class AttemptFeedbackService {
  constructor(private readonly db: Database) {}

  async leave(user: User, input: { sessionId: number; text: string; isPrivate: boolean }): Promise<void> {
    const [session] = await this.db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, input.sessionId), eq(practiceSessions.userId, user.id)));
    if (!session) throw new HttpError(404, 'Practice session not found.');
    await this.db.insert(feedback).values({ sessionId: session.id, userId: user.id, feedback: input.text, isPrivate: input.isPrivate });
  }
}
