import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { feedback, practiceSessions } from '../../db/schema.js';
import { HttpError, unprocessable } from '../../http/errors.js';
import type { User } from '../users/service.js';

export const FEEDBACK_MESSAGES = {
  notFinished: 'Finish the practice attempt before leaving feedback on it.',
} as const;

/**
 * What a candidate writes about an attempt on the practice-complete page (the `feedback` table).
 * It belongs to one of the author's own sessions (someone else's or a missing one is the same 404),
 * only once the attempt is finished (feedback on an attempt never finished would be feedback on
 * nothing, and let anyone post any number of public notes), and once per attempt: sending it again
 * edits it — text and privacy — keeping a moderator's hiding. Public unless the author ticked private.
 */
export class AttemptFeedbackService {
  constructor(private readonly db: Database) {}

  async leave(user: User, input: { sessionId: number; text: string; isPrivate: boolean }): Promise<void> {
    const [session] = await this.db
      .select({ id: practiceSessions.id, status: practiceSessions.status })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, input.sessionId), eq(practiceSessions.userId, user.id)));
    if (!session) throw new HttpError(404, 'Practice session not found.');
    if (session.status === 'in_progress') throw unprocessable(FEEDBACK_MESSAGES.notFinished, 'session_id');
    await this.db
      .insert(feedback)
      .values({ sessionId: session.id, userId: user.id, feedback: input.text, isPrivate: input.isPrivate })
      .onConflictDoUpdate({ target: feedback.sessionId, set: { feedback: input.text, isPrivate: input.isPrivate } });
  }
}
