import type { LanguageName } from '@ccl/shared/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { dialogues, feedback, practiceSessions, users } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import { PUBLIC_FEEDBACK_LIMIT } from './limits.js';
import { FEEDBACK_NOT_FOUND, NOT_YOUR_FEEDBACK, notFound } from './messages.js';
import type { CommunityRoles } from './roles.js';
import type { PublicFeedbackJson } from './schemas.js';
import { timeAgo } from './time-ago.js';

/**
 * The Public Feedback column: what candidates wrote on the practice-complete page and did not mark
 * private. Rows are written by POST /feedback (attempt-feedback); this service lists and hides them.
 */
export class PublicFeedbackService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly roles: CommunityRoles,
  ) {}

  /** Newest first, at most PUBLIC_FEEDBACK_LIMIT; private and hidden feedback never appear. */
  async listPublic(viewerId: number | null): Promise<PublicFeedbackJson[]> {
    const rows = await this.db
      .select({
        id: feedback.id,
        text: feedback.feedback,
        userId: feedback.userId,
        createdAt: feedback.createdAt,
        userName: users.name,
        sessionId: practiceSessions.id,
        dialogueId: dialogues.id,
        dialogueTitle: dialogues.title,
        dialogueLanguage: dialogues.language,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .leftJoin(practiceSessions, eq(practiceSessions.id, feedback.sessionId))
      .leftJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .where(and(eq(feedback.isPrivate, false), isNull(feedback.hiddenAt)))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(PUBLIC_FEEDBACK_LIMIT);

    const now = this.clock.now();
    return rows.map((row) => ({
      id: row.id,
      feedback: row.text,
      user: row.userName === null ? null : { name: row.userName },
      session:
        row.sessionId === null
          ? null
          : {
              dialogue:
                row.dialogueId === null || row.dialogueTitle === null || row.dialogueLanguage === null
                  ? null
                  : { id: row.dialogueId, title: row.dialogueTitle, target_language: row.dialogueLanguage as LanguageName },
            },
      created_at_human: timeAgo(row.createdAt, now),
      delete: this.roles.mayDelete(viewerId, row.userId),
    }));
  }

  /**
   * Hides feedback from the public column (DELETE /feedback/{id}): its author or a moderator.
   * Feedback the viewer cannot see — private or already hidden, and not theirs — is a 404, so the
   * answer never reveals that someone's private feedback exists. Hiding twice is harmless.
   */
  async hide(viewerId: number, id: number): Promise<void> {
    const [row] = await this.db
      .select({ userId: feedback.userId, isPrivate: feedback.isPrivate, hiddenAt: feedback.hiddenAt })
      .from(feedback)
      .where(eq(feedback.id, id))
      .limit(1);
    const mayHide = row !== undefined && this.roles.mayDelete(viewerId, row.userId);
    if (!row || (!mayHide && (row.isPrivate || row.hiddenAt !== null))) throw notFound(FEEDBACK_NOT_FOUND);
    if (!mayHide) throw forbidden(NOT_YOUR_FEEDBACK);
    if (row.hiddenAt === null) {
      await this.db
        .update(feedback)
        .set({ hiddenAt: this.clock.now() })
        .where(and(eq(feedback.id, id), isNull(feedback.hiddenAt)));
    }
  }
}
