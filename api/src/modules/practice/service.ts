import { and, asc, count, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { deductions, dialogues, dialogueSegments, practiceSessions, segmentAttempts } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MediaUrls } from '../../storage/media.js';
import type { Storage } from '../../storage/storage.js';
import { enqueueDialogueSpeech } from '../speech/queue.js';
import type { SpeechService } from '../speech/service.js';
import type { User } from '../users/service.js';
import { normaliseAnswer, recordingKey } from './recordings.js';
import type { PracticeSegmentJson, SubmitResult } from './schemas.js';

export const MESSAGES = {
  dialogueNotFound: 'Dialogue not found.',
  sessionNotFound: 'Practice session not found.',
  noSegments: 'This dialogue has no segments to practise.',
  finished: 'This practice session is finished and takes no more answers.',
  notInterpreterSegment: "The segment id must be an interpreter segment of this session's dialogue.",
  answeredInTest: 'This segment has already been answered. In a test each segment is answered once.',
  speechUnavailable: "The speaker's audio for this segment could not be prepared. Please try again.",
  insufficientCredit: (needed: number) => `You need at least ${needed} credit${needed === 1 ? '' : 's'} to start a dialogue.`,
  outOfOrder: (segment: number) => `Answer the segments in order: segment ${segment} has no answer yet.`,
  badSegmentOrder: (last: number) => `The segment order must be an odd number from 1 to ${last}.`,
  notHeard: 'Hear the segment before answering it.',
  partOfMock: 'This dialogue is part of a mock exam: its segments are heard on the mock exam page, once each.',
} as const;

const TEST_MODE = 0;

export type StartResult = { ok: true; sessionId: number; segmentOrder: 1 } | { ok: false; needed: number };

interface OwnedSession {
  id: number;
  dialogueId: number;
  mode: number;
  status: string;
  language: string;
  mockExamId: number | null;
  heardThrough: number;
}

/** What serving a speaker turn needs of its session. */
export type SpeakerTurnSession = Pick<OwnedSession, 'dialogueId' | 'mode' | 'language'>;

export interface PracticeDependencies {
  db: Database;
  storage: Storage;
  media: MediaUrls;
  jobs: JobQueue;
  speech: SpeechService;
  creditCostPerDialogue: number;
  log: FastifyBaseLogger;
}

/** Speaker turns are the odd orders, each followed by its interpreter turn (DESIGN.md "Segments and turns"). */
const isSpeakerOrder = (order: number) => order % 2 === 1;

/**
 * Practice sessions: starting one, serving its speaker segments, taking the recorded answers.
 * Rules the server enforces whatever the client does: a session is its user's alone (anyone else
 * gets 404), a finished session takes no answers, and in test mode every segment is answered once
 * and in order. Scoring (and the credit it costs) happens at completion, elsewhere.
 */
export class PracticeService {
  constructor(private readonly deps: PracticeDependencies) {}

  async start(user: User, input: { dialogueId: number; mode: 0 | 1 }): Promise<StartResult> {
    const { db } = this.deps;
    const [dialogue] = await db
      .select({ id: dialogues.id })
      .from(dialogues)
      .where(and(eq(dialogues.id, input.dialogueId), or(eq(dialogues.source, 'bank'), eq(dialogues.ownerUserId, user.id))));
    if (!dialogue) throw new HttpError(404, MESSAGES.dialogueNotFound);
    const [segments] = await db.select({ n: count() }).from(dialogueSegments).where(eq(dialogueSegments.dialogueId, dialogue.id));
    if (Number(segments?.n ?? 0) < 2) throw new HttpError(422, MESSAGES.noSegments);

    // Checked, not spent: the credit is debited when the finished attempt is scored.
    const needed = this.deps.creditCostPerDialogue;
    if (user.availableCredits < needed) return { ok: false, needed };

    const [session] = await db
      .insert(practiceSessions)
      .values({ userId: user.id, dialogueId: dialogue.id, mode: input.mode })
      .returning({ id: practiceSessions.id });
    if (!session) throw new Error('INSERT … RETURNING returned no session');

    await this.prepareSpeech(dialogue.id);
    return { ok: true, sessionId: session.id, segmentOrder: 1 };
  }

  async segment(user: User, sessionId: number, segmentOrder: number): Promise<PracticeSegmentJson> {
    const session = await this.ownedSession(user, sessionId);
    // A mock exam serves each speaker turn once and counts the repeat (modules/mock-exams): not here.
    if (session.mockExamId !== null) throw new HttpError(409, MESSAGES.partOfMock);
    return this.speakerTurn(session, segmentOrder);
  }

  /** A speaker turn with its audio (synthesised now if the background job has not made it yet). */
  async speakerTurn(session: SpeakerTurnSession, segmentOrder: number): Promise<PracticeSegmentJson> {
    const segments = await this.deps.db
      .select({
        id: dialogueSegments.id,
        segmentOrder: dialogueSegments.segmentOrder,
        speakerLanguage: dialogueSegments.speakerLanguage,
        sourceText: dialogueSegments.sourceText,
        audioPath: dialogueSegments.audioPath,
        audioStatus: dialogueSegments.audioStatus,
      })
      .from(dialogueSegments)
      .where(eq(dialogueSegments.dialogueId, session.dialogueId))
      .orderBy(asc(dialogueSegments.segmentOrder));

    const speaker = isSpeakerOrder(segmentOrder) ? segments.find((s) => s.segmentOrder === segmentOrder) : undefined;
    if (!speaker) {
      const lastSpeaker = segments.filter((s) => isSpeakerOrder(s.segmentOrder)).at(-1)?.segmentOrder ?? 1;
      throw new HttpError(422, MESSAGES.badSegmentOrder(lastSpeaker), { segmentOrder: [MESSAGES.badSegmentOrder(lastSpeaker)] });
    }

    // The start enqueued the whole dialogue; a candidate who gets here first is not made to wait for it.
    let audioKey = this.deps.speech.isReady(speaker) ? speaker.audioPath : null;
    if (!audioKey) {
      try {
        audioKey = await this.deps.speech.ensureSegmentSpeech(speaker, 'interactive');
      } catch (error) {
        this.deps.log.error({ err: error, segmentId: speaker.id }, 'speaker audio could not be synthesised');
        throw new HttpError(503, MESSAGES.speechUnavailable);
      }
    }

    const interpreter = segments.find((s) => s.segmentOrder === segmentOrder + 1);
    return {
      dialogueId: session.dialogueId,
      // Sessions are started with 0 or 1 only (startPracticeBody), and dialogues hold LANGUAGES names.
      mode: session.mode as PracticeSegmentJson['mode'],
      segmentOrder,
      totalSegments: segments.length,
      targetLanguage: session.language as PracticeSegmentJson['targetLanguage'],
      speakerAudioPath: this.deps.media.public(audioKey),
      userInterpretationSegmentId: interpreter?.id ?? null,
      nextSegmentExists: segments.some((s) => s.segmentOrder === segmentOrder + 2),
    };
  }

  async submit(user: User, input: { sessionId: number; segmentId: number; recording: Buffer }): Promise<SubmitResult> {
    const session = await this.ownedSession(user, input.sessionId);
    if (session.status !== 'in_progress') throw new HttpError(409, MESSAGES.finished);
    const segments = await this.deps.db
      .select({ id: dialogueSegments.id, segmentOrder: dialogueSegments.segmentOrder })
      .from(dialogueSegments)
      .where(eq(dialogueSegments.dialogueId, session.dialogueId))
      .orderBy(asc(dialogueSegments.segmentOrder));
    const target = segments.find((s) => s.id === input.segmentId);
    if (!target || isSpeakerOrder(target.segmentOrder)) {
      throw new HttpError(422, MESSAGES.notInterpreterSegment, { segmentId: [MESSAGES.notInterpreterSegment] });
    }
    const interpreterTurns = segments.filter((s) => !isSpeakerOrder(s.segmentOrder));

    // Cheap checks before the audio work; repeated under the lock below, where they count.
    this.checkTestRules(session, target, interpreterTurns, await this.answeredSegmentIds(this.deps.db, session.id));
    const answer = await normaliseAnswer(input.recording);

    const key = recordingKey(session.id, target.id);
    const replacedPath = await this.deps.db.transaction(async (tx) => {
      // One answer at a time per session: a double-clicked Next cannot answer a test segment twice.
      const [locked] = await tx
        .select({ status: practiceSessions.status })
        .from(practiceSessions)
        .where(eq(practiceSessions.id, session.id))
        .for('update');
      if (locked?.status !== 'in_progress') throw new HttpError(409, MESSAGES.finished);
      this.checkTestRules(session, target, interpreterTurns, await this.answeredSegmentIds(tx, session.id));

      const [previous] = await tx
        .select({ id: segmentAttempts.id, userAudioPath: segmentAttempts.userAudioPath })
        .from(segmentAttempts)
        .where(and(eq(segmentAttempts.sessionId, session.id), eq(segmentAttempts.segmentId, target.id)));

      // Written while the session is locked, so the file and the row always describe the same answer.
      await this.deps.storage.put(key, answer.audio, 'audio/ogg');
      const recorded = { userAudioPath: key, audioDurationMs: answer.durationMs, audioFacts: answer.facts };
      if (previous) {
        // Practice mode: the new answer replaces the old one entirely, scoring included.
        await tx.delete(deductions).where(eq(deductions.attemptId, previous.id));
        await tx
          .update(segmentAttempts)
          .set({
            ...recorded,
            userTranscription: null,
            evaluationFeedback: null,
            scoreForSegment: null,
            maxScore: null,
            scoringStatus: 'pending',
          })
          .where(eq(segmentAttempts.id, previous.id));
      } else {
        await tx.insert(segmentAttempts).values({ sessionId: session.id, segmentId: target.id, ...recorded });
      }
      return previous?.userAudioPath ?? null;
    });

    if (replacedPath && replacedPath !== key) {
      await this.deps.storage
        .delete(replacedPath)
        .catch((error: unknown) => this.deps.log.warn({ err: error, key: replacedPath }, 'could not delete a replaced recording'));
    }

    const lastTurn = interpreterTurns.at(-1);
    const next = segments.find((s) => s.segmentOrder === target.segmentOrder + 1);
    return { completed: lastTurn?.id === target.id, nextSegmentOrder: next ? next.segmentOrder : null };
  }

  /** The session if it is the user's; the same 404 whether it is someone else's or does not exist. */
  private async ownedSession(user: User, sessionId: number): Promise<OwnedSession> {
    const [session] = await this.deps.db
      .select({
        id: practiceSessions.id,
        dialogueId: practiceSessions.dialogueId,
        mode: practiceSessions.mode,
        status: practiceSessions.status,
        language: dialogues.language,
        mockExamId: practiceSessions.mockExamId,
        heardThrough: practiceSessions.heardThrough,
      })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, user.id)));
    if (!session) throw new HttpError(404, MESSAGES.sessionNotFound);
    return session;
  }

  private async answeredSegmentIds(db: Pick<Database, 'select'>, sessionId: number): Promise<Set<number>> {
    const rows = await db
      .select({ segmentId: segmentAttempts.segmentId })
      .from(segmentAttempts)
      .where(eq(segmentAttempts.sessionId, sessionId));
    return new Set(rows.map((row) => row.segmentId));
  }

  /** Test mode (0), like the real exam: each segment once, in order. Practice mode has no such rule. */
  private checkTestRules(
    session: OwnedSession,
    target: { id: number; segmentOrder: number },
    interpreterTurns: Array<{ id: number; segmentOrder: number }>,
    answered: Set<number>,
  ): void {
    if (session.mode !== TEST_MODE) return;
    if (answered.has(target.id)) throw new HttpError(409, MESSAGES.answeredInTest);
    const skipped = interpreterTurns.find((turn) => turn.segmentOrder < target.segmentOrder && !answered.has(turn.id));
    // Interpreter turn 2k belongs to "Segment k" of the page.
    if (skipped) throw new HttpError(409, MESSAGES.outOfOrder(skipped.segmentOrder / 2));
    // A mock exam's answer follows the hearing of its speaker turn (the turn before it).
    if (session.mockExamId !== null && session.heardThrough < target.segmentOrder - 1) throw new HttpError(409, MESSAGES.notHeard);
  }

  /** Speech for the whole dialogue, ahead of the background catch-up; a failure to enqueue never stops a start. */
  async prepareSpeech(dialogueId: number): Promise<void> {
    try {
      if (await this.deps.speech.needsSpeech(dialogueId)) await enqueueDialogueSpeech(this.deps.jobs, this.deps.db, dialogueId, 'opened');
    } catch (error) {
      this.deps.log.error({ err: error, dialogueId }, 'could not enqueue the dialogue speech job');
    }
  }
}
