import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';
import {
  accessTokens,
  deductions,
  emailOutbox,
  feedback,
  practiceSessions,
  segmentAttempts,
  segmentDrills,
  users,
  verificationCodes,
} from '../../db/schema.js';
import { unprocessable } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { presentUser } from '../users/present.js';
import type { UserJson } from '../users/schemas.js';
import type { User } from '../users/service.js';
import { CONFIRMATION_WORD, type SettingsChange } from './schemas.js';

export const SETTINGS_UPDATED = 'Settings updated successfully!';
export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const WRONG_PASSWORD = 'The password is incorrect.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const WRONG_CONFIRMATION = `Type ${CONFIRMATION_WORD} to confirm.`;
export const ACCOUNT_DELETED_SCORING_ERROR = 'The account was deleted before scoring finished.';

/** The folder a session's recordings live in ('recordings/session-7/segment-44.ogg'). */
export function sessionRecordingsFolder(sessionId: number): string {
  return `recordings/session-${sessionId}/`;
}

/**
 * What a signed-in user does to their own account: change their settings, delete the account.
 * Every method acts on the caller's own user id only.
 */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Name, password and last used language, each only when given. A new password signs the account
   * out of every other device (their tokens are revoked); the device that changed it stays signed in.
   */
  async updateSettings(user: User, tokenId: number, change: SettingsChange): Promise<UserJson> {
    // A stolen token alone must not be enough to take the account: a new password needs the current one.
    if (change.password !== undefined && !(await verifyPassword(user.passwordHash, change.current_password ?? ''))) {
      throw unprocessable(WRONG_CURRENT_PASSWORD, 'current_password');
    }
    const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(change.last_used_language !== undefined && { lastUsedLanguage: change.last_used_language }),
          ...(passwordHash !== undefined && { passwordHash }),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (passwordHash !== undefined) {
        await tx.delete(accessTokens).where(and(eq(accessTokens.userId, user.id), ne(accessTokens.id, tokenId)));
      }
      return row;
    });
    // The row exists: the token that authenticated this request belongs to it.
    return presentUser(updated ?? user);
  }

  /**
   * Deletes the account for good (spec §5: the current password and the word DELETE). Personal data
   * goes: the user row and, through its foreign keys, tokens, credit history, discussions, replies,
   * upvotes and generated dialogues; here also feedback text, codes and e-mails to the address, the
   * recordings and what was said in them. Anonymous aggregates stay: practice sessions (user_id set
   * to null by the foreign key) with their scores and deduction categories, and the site counters.
   */
  async deleteAccount(user: User, request: { password: string; confirm: string }): Promise<{ message: string }> {
    if (request.confirm !== CONFIRMATION_WORD) throw unprocessable(WRONG_CONFIRMATION, 'confirm');
    if (!(await verifyPassword(user.passwordHash, request.password))) throw unprocessable(WRONG_PASSWORD, 'password');

    // Recordings go first: should the database step fail, the user can simply try again, and no
    // row is left pointing at a file. Removing files is idempotent.
    const before = await this.recordingsOf(this.db, user.id);
    await this.removeRecordings(before.keys, before.sessionIds);

    const after = await this.db.transaction(async (tx) => {
      // A recording uploaded meanwhile (another tab) is caught here, inside the transaction.
      const recordings = await this.recordingsOf(tx, user.id);
      if (recordings.attemptIds.length) {
        await tx
          .update(segmentAttempts)
          .set({ userAudioPath: null, userTranscription: null, evaluationFeedback: null })
          .where(inArray(segmentAttempts.id, recordings.attemptIds));
        // The quoted words are what the candidate said; the category, severity and points remain.
        await tx.update(deductions).set({ words: null, explanation: null }).where(inArray(deductions.attemptId, recordings.attemptIds));
      }
      // A scoring still running would write transcripts into the anonymous rows: it stops at its
      // next status check (the scorer only writes while the session is 'scoring').
      await tx
        .update(practiceSessions)
        .set({ status: 'failed', scoringError: ACCOUNT_DELETED_SCORING_ERROR })
        .where(and(eq(practiceSessions.userId, user.id), eq(practiceSessions.status, 'scoring')));
      await tx.delete(feedback).where(eq(feedback.userId, user.id));
      await tx.delete(verificationCodes).where(eq(verificationCodes.email, user.email));
      await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
      await tx.delete(users).where(eq(users.id, user.id));
      return recordings;
    });

    const late = after.keys.filter((key) => !before.keys.includes(key));
    const lateSessions = after.sessionIds.filter((id) => !before.sessionIds.includes(id));
    if (late.length || lateSessions.length) {
      // The account is already gone; a file that cannot be removed now is logged for an operator.
      await this.removeRecordings(late, lateSessions).catch((error: unknown) =>
        this.log.error({ err: error, keys: late }, 'could not remove recordings of a deleted account'),
      );
    }
    return { message: ACCOUNT_DELETED };
  }

  private async recordingsOf(db: Queryable, userId: number): Promise<{ keys: string[]; sessionIds: number[]; attemptIds: number[] }> {
    // Drills' answers (learning module): their rows go with the user, their files here.
    const drills = await db.select({ key: segmentDrills.userAudioPath }).from(segmentDrills).where(eq(segmentDrills.userId, userId));
    const drillKeys = drills.flatMap((d) => (d.key ? [d.key] : []));
    const sessions = await db.select({ id: practiceSessions.id }).from(practiceSessions).where(eq(practiceSessions.userId, userId));
    const sessionIds = sessions.map((s) => s.id);
    if (!sessionIds.length) return { keys: drillKeys, sessionIds, attemptIds: [] };
    const attempts = await db
      .select({ id: segmentAttempts.id, key: segmentAttempts.userAudioPath })
      .from(segmentAttempts)
      .where(inArray(segmentAttempts.sessionId, sessionIds));
    const keys = [...attempts.flatMap((a) => (a.key ? [a.key] : [])), ...drillKeys];
    return { keys, sessionIds, attemptIds: attempts.map((a) => a.id) };
  }

  /** Each recording by its key, then each session's recordings folder (anything else kept there). */
  private async removeRecordings(keys: string[], sessionIds: number[]): Promise<void> {
    for (const key of keys) await this.storage.delete(key);
    for (const id of sessionIds) await this.storage.deletePrefix(sessionRecordingsFolder(id));
  }
}
