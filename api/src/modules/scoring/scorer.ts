import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { AiError } from '../../ai/errors.js';
import { analyseAnswerAudio, deliveryErrors, describeAudio, isNoAnswer } from '../../ai/offline/analyser.js';
import { transcriptDoubt } from '../../ai/transcript-confidence.js';
import type { AiProvider, AudioFacts, FindErrorsInput, FoundErrors, Transcription } from '../../ai/provider.js';
import type { Database, Queryable } from '../../db/database.js';
import {
  type AccuracyState,
  deductions,
  dialogueSegments,
  practiceSessions,
  segmentAttempts,
  siteCounters,
  users,
} from '../../db/schema.js';
import { withClientTransaction } from '../../db/transaction.js';
import type { CreditLedger } from '../credits/ledger.js';
import type { JobContext, JobQueue } from '../../jobs/queue.js';
import type { Storage } from '../../storage/storage.js';
import { evaluationText } from './evaluation-text.js';
import { finalScore, priceErrors, turnWorths } from './points.js';
import type { ScoreSessionJob, ScoreTurnJob, ScoringQueues } from './queues.js';
import { interpreterTurns } from './turns.js';
import { markingUnits } from './units.js';

/**
 * The scoring jobs' work (queues.ts). Every step can run twice — a retry, a job pg-boss took for
 * lost, two worker processes — and give the same result: a turn's scoring replaces its ledger, and
 * the session is finished (final score, counters) exactly once, by whichever turn's transaction
 * finds no turn pending while it holds the session's row lock.
 */

/** What a failed transcription leaves in user_transcription (spec §4: the dashboard flags it). */
export const TRANSCRIPTION_ERROR_MARKER = 'Transcription error';
export const TOTAL_AI_SCORING_COUNTER = 'total_ai_scoring';
export const MISSING_RECORDING_FEEDBACK =
  'Your recording of this turn could not be found, so it could not be scored. Please try this dialogue again.';

const audioFactsSchema = z.object({
  durationMs: z.number(),
  onsetMs: z.number().nullable(),
  speechMs: z.number(),
  longPausesMs: z.array(z.number()),
  silent: z.boolean(),
});

/** Measures an answer's audio when its facts were not stored with it (audio/worker: the audio thread). */
export type MeasureAudio = (recording: Buffer) => Promise<AudioFacts>;

export interface ScorerDependencies {
  db: Database;
  pool: pg.Pool;
  storage: Storage;
  jobs: JobQueue;
  queues: ScoringQueues;
  /** Scoring needs only these two of the provider's abilities. */
  ai: Pick<AiProvider, 'transcribe' | 'findErrors'>;
  /** Gives the credits back when most of an attempt could not be heard clearly. */
  ledger: CreditLedger;
  measureAudio: MeasureAudio;
  log: FastifyBaseLogger;
  now?: () => Date;
}

interface TurnContext {
  attemptId: number;
  sessionId: number;
  sessionStatus: string;
  dialogueId: number;
  segmentId: number;
  segmentOrder: number;
  expected: string;
  targetLanguage: string;
  userAudioPath: string | null;
  audioFacts: unknown;
  keyUnits: Array<{ kind: string; text: string }> | null;
}

/** What one turn's scoring decided, before it is written. */
interface TurnOutcome {
  transcription: string | null;
  found: FoundErrors;
  status: 'scored' | 'failed';
  /** The transcript came back but could not be trusted: no accuracy deduction (transcript-confidence.ts). */
  uncertain?: boolean;
}

export class Scorer {
  private readonly now: () => Date;

  constructor(private readonly deps: ScorerDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** 'score-session': sends one 'score-turn' job per turn still pending, all in one transaction. */
  async dispatchSession({ sessionId }: ScoreSessionJob): Promise<void> {
    const { db, pool, jobs, queues } = this.deps;
    const [session] = await db
      .select({ status: practiceSessions.status, dialogueId: practiceSessions.dialogueId })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId));
    if (session?.status !== 'scoring') return;
    const pending = (await interpreterTurns(db, sessionId, session.dialogueId)).filter(
      (t) => t.attemptId !== null && t.scoringStatus === 'pending',
    );
    await jobs.define(queues.turn);
    if (pending.length === 0) {
      // Every turn was scored before this job ran to its end (it is a retry): just finish.
      await db.transaction(async (tx) => {
        if (await this.lockScoringSession(tx, sessionId)) await this.finishIfDone(tx, sessionId, session.dialogueId);
      });
      return;
    }
    await withClientTransaction(pool, async (_tx, client) => {
      for (const turn of pending) await jobs.send<ScoreTurnJob>(queues.turn, { sessionId, attemptId: turn.attemptId! }, { client });
    });
  }

  /** 'score-turn': transcript, ledger, points and feedback of one answer; finishes the session if it was the last. */
  async scoreTurn({ attemptId }: ScoreTurnJob, job: JobContext): Promise<void> {
    const context = await this.loadTurn(attemptId);
    if (!context || context.sessionStatus !== 'scoring') return;
    const lastTry = job.retryCount >= this.deps.queues.turn.retryLimit;

    const outcome = await this.assess(context, lastTry);
    const turns = await interpreterTurns(this.deps.db, context.sessionId, context.dialogueId);
    const index = turns.findIndex((t) => t.segmentId === context.segmentId);
    const maxScore = turnWorths(turns.map((t) => ({ text: t.text, language: t.language })))[index] ?? 0;
    const priced = outcome.status === 'failed' ? { deductions: [], score: 0, maxScore } : priceErrors(maxScore, outcome.found.errors);
    const accuracy = accuracyOf(outcome);
    const evaluation =
      outcome.status === 'failed' ? outcome.found.summary : evaluationText(priced.deductions, outcome.found.summary, accuracy);

    await this.deps.db.transaction(async (tx) => {
      // The lock orders this turn's write after any other turn's of the same session, so exactly
      // one of them sees no turn pending and finishes the session.
      if (!(await this.lockScoringSession(tx, context.sessionId))) return;
      await tx.delete(deductions).where(eq(deductions.attemptId, attemptId));
      if (priced.deductions.length) {
        await tx.insert(deductions).values(
          priced.deductions.map((d) => ({
            attemptId,
            category: d.category,
            severity: d.severity,
            points: d.points,
            words: d.words,
            explanation: d.explanation,
          })),
        );
      }
      await tx
        .update(segmentAttempts)
        .set({
          userTranscription: outcome.transcription,
          evaluationFeedback: evaluation,
          scoreForSegment: priced.score,
          maxScore,
          scoringStatus: outcome.status,
          accuracy,
        })
        .where(eq(segmentAttempts.id, attemptId));
      await this.finishIfDone(tx, context.sessionId, context.dialogueId);
    });
  }

  /**
   * The provider's judgement of one answer. A failure that may pass (the endpoint down, a timeout)
   * throws while the job has tries left, so pg-boss tries again later; on the last try the turn is
   * scored on what the audio shows, and the feedback says what could not be assessed — a score is
   * never lost to an outage.
   */
  private async assess(context: TurnContext, lastTry: boolean): Promise<TurnOutcome> {
    const { ai, storage, log } = this.deps;
    const recording = context.userAudioPath ? await storage.get(context.userAudioPath) : null;
    const stored = audioFactsSchema.safeParse(context.audioFacts);
    let audio: AudioFacts;
    if (stored.success) audio = stored.data;
    else if (recording) audio = await this.deps.measureAudio(recording);
    else
      return { transcription: null, found: { errors: [], accuracyAssessed: false, summary: MISSING_RECORDING_FEEDBACK }, status: 'failed' };

    const source = await this.speakerTurn(context);
    let transcript: Transcription;
    if (isNoAnswer(audio)) transcript = { ok: false, reason: 'unavailable', detail: 'Nothing was said: there is nothing to transcribe.' };
    else if (!recording) transcript = { ok: false, reason: 'failed', detail: 'The recording could not be found.', retryable: false };
    else transcript = await ai.transcribe(recording, 'audio/ogg', context.targetLanguage);
    if (!transcript.ok && transcript.reason === 'failed' && transcript.retryable && !lastTry)
      throw new AiError(transcript.detail ?? 'Transcription failed.', true);

    const input: FindErrorsInput = {
      expected: context.expected,
      targetLanguage: context.targetLanguage,
      source: source?.text ?? '',
      sourceLanguage: source?.language ?? (context.targetLanguage === 'English' ? 'the other language' : 'English'),
      transcript,
      audio,
      keyUnits: markingUnits(context.keyUnits, context.expected),
    };
    const doubt = transcript.ok ? transcriptDoubt(transcript, audio, context.targetLanguage) : null;
    if (transcript.ok && doubt) {
      // Nothing is asked of the model: a doubtful transcript would cost marks for words never said.
      return {
        transcription: transcript.text,
        found: {
          errors: deliveryErrors(audio),
          accuracyAssessed: false,
          summary: `${describeAudio(audio, input.expected, input.targetLanguage)} ${uncertainSummary(doubt)}`,
        },
        status: 'scored',
        uncertain: true,
      };
    }
    let found: FoundErrors;
    try {
      found = await ai.findErrors(input);
    } catch (error) {
      if (!lastTry) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      log.error(
        { err: error, attemptId: context.attemptId },
        'scoring: the provider failed on the last try; scoring this turn on its audio alone',
      );
      const fromAudio = analyseAnswerAudio(input);
      found = {
        ...fromAudio,
        summary: `${describeAudio(audio, input.expected, input.targetLanguage)} The AI scoring service failed (${reason}), so accuracy and language quality were not assessed. Please try this dialogue again.`,
      };
    }
    if (found.dropped?.length) {
      // Recorded: the operator sees how often the model claims what the transcript does not show.
      log.warn(
        {
          attemptId: context.attemptId,
          dropped: found.dropped.map((d) => ({ category: d.error.category, words: d.error.words, reason: d.reason })),
        },
        'scoring: deductions without evidence in the transcript were dropped',
      );
      found = { ...found, summary: `${found.summary} ${droppedNote(found.dropped.length)}` };
    }
    const transcription = transcript.ok
      ? transcript.text
      : transcript.reason === 'failed'
        ? transcriptionErrorText(transcript.detail)
        : null;
    return { transcription, found, status: 'scored' };
  }

  private async loadTurn(attemptId: number): Promise<TurnContext | undefined> {
    const [row] = await this.deps.db
      .select({
        attemptId: segmentAttempts.id,
        sessionId: segmentAttempts.sessionId,
        sessionStatus: practiceSessions.status,
        dialogueId: practiceSessions.dialogueId,
        segmentId: dialogueSegments.id,
        segmentOrder: dialogueSegments.segmentOrder,
        expected: dialogueSegments.sourceText,
        targetLanguage: dialogueSegments.speakerLanguage,
        userAudioPath: segmentAttempts.userAudioPath,
        audioFacts: segmentAttempts.audioFacts,
        keyUnits: dialogueSegments.keyUnits,
      })
      .from(segmentAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, segmentAttempts.sessionId))
      .innerJoin(dialogueSegments, eq(dialogueSegments.id, segmentAttempts.segmentId))
      .where(eq(segmentAttempts.id, attemptId));
    return row;
  }

  /** The speaker turn the interpreter turn answers: the segment just before it. */
  private async speakerTurn(context: TurnContext): Promise<{ text: string; language: string } | undefined> {
    const [row] = await this.deps.db
      .select({ text: dialogueSegments.sourceText, language: dialogueSegments.speakerLanguage })
      .from(dialogueSegments)
      .where(and(eq(dialogueSegments.dialogueId, context.dialogueId), eq(dialogueSegments.segmentOrder, context.segmentOrder - 1)));
    return row;
  }

  /** Locks the session row; false when it is no longer being scored (nothing may be written then). */
  private async lockScoringSession(tx: Queryable, sessionId: number): Promise<boolean> {
    const [session] = await tx
      .select({ status: practiceSessions.status })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId))
      .for('update');
    return session?.status === 'scoring';
  }

  /**
   * Inside a transaction holding the session's lock: when no turn is pending, the final score is
   * the sum of the turns, and the user's scoring_used and the site's total_ai_scoring go up by one.
   * The status check makes this happen once whatever runs it again.
   */
  private async finishIfDone(tx: Queryable, sessionId: number, dialogueId: number): Promise<void> {
    const turns = await interpreterTurns(tx, sessionId, dialogueId);
    if (turns.length === 0 || turns.some((t) => t.scoringStatus !== 'scored' && t.scoringStatus !== 'failed')) return;
    // Mostly uncertain: the scoring could not do what it was paid for, so the charge is given back.
    const refund = turns.filter((t) => t.accuracy === 'uncertain').length * 2 > turns.length;
    const [finished] = await tx
      .update(practiceSessions)
      .set({
        finalScore: finalScore(turns.map((t) => t.scoreForSegment ?? 0)),
        status: 'scored',
        scoredAt: this.now(),
        ...(refund ? { scoreNote: REFUND_NOTE } : {}),
      })
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.status, 'scoring')))
      .returning({ userId: practiceSessions.userId, creditsCharged: practiceSessions.creditsCharged });
    if (!finished) return;
    if (refund && finished.userId !== null && finished.creditsCharged > 0)
      await this.deps.ledger.record(tx, {
        userId: finished.userId,
        type: 'refund',
        description: refundDescription(dialogueId),
        credits: finished.creditsCharged,
      });
    if (finished.userId !== null)
      await tx
        .update(users)
        .set({ scoringUsed: sql`${users.scoringUsed} + 1` })
        .where(eq(users.id, finished.userId));
    await tx
      .insert(siteCounters)
      .values({ name: TOTAL_AI_SCORING_COUNTER, value: 1 })
      .onConflictDoUpdate({ target: siteCounters.name, set: { value: sql`${siteCounters.value} + 1` } });
  }
}

/**
 * Whether the turn's accuracy was judged: by the provider from a transcript, or because nothing was
 * said (no answer is a complete verdict). Otherwise only delivery was scored and the candidate may
 * mark the turn themselves.
 */
function accuracyOf(outcome: TurnOutcome): AccuracyState {
  if (outcome.uncertain) return 'uncertain';
  if (outcome.status === 'scored' && (outcome.found.accuracyAssessed || outcome.found.errors.some((e) => e.category === 'no_answer')))
    return 'assessed';
  return 'not_assessed';
}

export function uncertainSummary(doubt: string): string {
  return `We are not sure what we heard (${doubt}), so accuracy was not assessed and nothing was deducted for it. Listen back and mark this turn yourself.`;
}

/** A refund's line in the credit history. */
export function refundDescription(dialogueId: number): string {
  return `Refund: AI scoring of dialogue #${dialogueId} could not hear most answers clearly`;
}

export const REFUND_NOTE =
  'We could not hear most of your answers clearly enough to judge their accuracy, so the credits for this scoring were refunded. The score shows your delivery only: mark the turns yourself to complete it.';

/** Told to the candidate, so a shorter ledger is not a mystery. */
export function droppedNote(count: number): string {
  return count === 1
    ? 'One error the AI reported was left out: it could not be matched to your words or to a key unit.'
    : `${count} errors the AI reported were left out: they could not be matched to your words or to a key unit.`;
}

/** 'Transcription error — the AI service did not answer in time.' */
export function transcriptionErrorText(detail: string | undefined): string {
  const reason = detail?.replace(/^Transcription:\s*/, '').trim();
  return reason ? `${TRANSCRIPTION_ERROR_MARKER} — ${reason}` : TRANSCRIPTION_ERROR_MARKER;
}
