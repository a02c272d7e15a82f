import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isNoAnswer } from '../../ai/offline/analyser.js';
import type { AiProvider, FoundErrors, Transcription } from '../../ai/provider.js';
import { INTERPRETER_ROLE } from '../../content/segments.js';
import type { Database } from '../../db/database.js';
import { dialogueSegments, segmentDrills } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { MediaUrls } from '../../storage/media.js';
import type { Storage } from '../../storage/storage.js';
import { normaliseAnswer } from '../practice/recordings.js';
import { evaluationText } from '../scoring/evaluation-text.js';
import { priceErrors, turnWorths } from '../scoring/points.js';
import { transcriptionErrorText } from '../scoring/scorer.js';
import { markingUnits } from '../scoring/units.js';
import type { SpeechService } from '../speech/service.js';
import { scoredAnswers, scoredDrills, turnTexts, type TurnText } from './answers.js';
import { weakTurn, type ScoredDrill } from './weak-list.js';

export const DRILL_MESSAGES = {
  notYours: 'Segment not found among the turns you have answered.',
  drillNotFound: 'Drill not found.',
  answered: 'This drill has its answer already. Start a new drill to try the segment again.',
  scoring: 'This drill’s answer is being scored.',
  speechUnavailable: "The speaker's audio for this segment could not be prepared. Please try again.",
  scoringUnavailable: 'The answer could not be scored right now. Please send it again in a moment.',
} as const;

export interface DrillStart {
  drillId: number;
  segmentId: number;
  speakerRole: string;
  speakerLanguage: string;
  targetLanguage: string;
  speakerAudioPath: string;
}

export interface DrillOutcome {
  drillId: number;
  segmentId: number;
  score: number;
  maxScore: number;
  feedback: string;
  transcription: string | null;
  deductions: ScoredDrill['deductions'];
  /** The score of the answer that put the turn on the list (the old score beside the new one). */
  previousScore: number | null;
  /** Clean drills in a row now (the turn leaves the list at two). */
  cleanDrills: number;
  leftTheList: boolean;
}

interface Dependencies {
  db: Database;
  storage: Storage;
  media: MediaUrls;
  speech: SpeechService;
  ai: Pick<AiProvider, 'transcribe' | 'findErrors'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Where a drill's answer is stored: one file per drill. */
export function drillRecordingKey(drillId: number): string {
  return `recordings/drills/drill-${drillId}.ogg`;
}

/**
 * Drills: one speaker segment, one answer, scored like a turn of a dialogue — the same provider
 * calls, the same price table and the turn's same worth out of 45, so the new score stands beside
 * the old one. Drills are free (api/README.md "Learning" says why), so nothing here touches credits.
 * A drill is scored while its request waits (one turn: seconds), not by the scoring jobs: there is
 * no charge to keep in step with a job, and a failure just lets the candidate send the answer again.
 */
export class DrillService {
  constructor(private readonly deps: Dependencies) {}

  async start(userId: number, segmentId: number): Promise<DrillStart> {
    const { db } = this.deps;
    // Only a turn the user has a scored answer to: someone else's turn is answered as one that does not exist.
    if ((await scoredAnswers(db, userId, [segmentId])).length === 0) throw new HttpError(404, DRILL_MESSAGES.notYours);
    const turn = (await turnTexts(db, [segmentId])).get(segmentId);
    if (!turn) throw new HttpError(404, DRILL_MESSAGES.notYours);

    let audioKey: string;
    try {
      audioKey =
        this.deps.speech.isReady(turn.speaker) && turn.speaker.audioPath
          ? turn.speaker.audioPath
          : await this.deps.speech.ensureSegmentSpeech(turn.speaker, 'interactive');
    } catch (error) {
      this.deps.log.error({ err: error, segmentId: turn.speaker.id }, 'drill: speaker audio could not be synthesised');
      throw new HttpError(503, DRILL_MESSAGES.speechUnavailable);
    }
    const speakerAudioPath = this.deps.media.public(audioKey);
    if (!speakerAudioPath) throw new HttpError(503, DRILL_MESSAGES.speechUnavailable);
    const [drill] = await db.insert(segmentDrills).values({ userId, segmentId }).returning({ id: segmentDrills.id });
    return {
      drillId: drill!.id,
      segmentId,
      speakerRole: turn.speaker.speakerRole,
      speakerLanguage: turn.speaker.speakerLanguage,
      targetLanguage: turn.language,
      speakerAudioPath,
    };
  }

  async answer(userId: number, drillId: number, upload: Buffer): Promise<DrillOutcome> {
    const { db, storage } = this.deps;
    const [existing] = await db
      .select({ status: segmentDrills.status, segmentId: segmentDrills.segmentId })
      .from(segmentDrills)
      .where(and(eq(segmentDrills.id, drillId), eq(segmentDrills.userId, userId)));
    if (!existing) throw new HttpError(404, DRILL_MESSAGES.drillNotFound);
    if (existing.status !== 'open')
      throw new HttpError(409, existing.status === 'scoring' ? DRILL_MESSAGES.scoring : DRILL_MESSAGES.answered);
    const answer = await normaliseAnswer(upload);

    // One answer per drill: the claim is a conditional update, so two requests at once cannot both score.
    const claimed = await db
      .update(segmentDrills)
      .set({ status: 'scoring' })
      .where(and(eq(segmentDrills.id, drillId), eq(segmentDrills.userId, userId), eq(segmentDrills.status, 'open')))
      .returning({ id: segmentDrills.id });
    if (claimed.length === 0) throw new HttpError(409, DRILL_MESSAGES.answered);

    try {
      const key = drillRecordingKey(drillId);
      await storage.put(key, answer.audio, 'audio/ogg');
      const turn = (await turnTexts(db, [existing.segmentId])).get(existing.segmentId);
      if (!turn) throw new HttpError(404, DRILL_MESSAGES.notYours);
      const { transcription, found } = await this.assess(answer.audio, answer.facts, turn);
      const maxScore = await this.turnWorth(turn.dialogueId, turn.id);
      const priced = priceErrors(maxScore, found.errors);
      const lines = priced.deductions.map((d) => ({
        category: d.category,
        severity: d.severity,
        points: d.points,
        words: d.words,
        explanation: d.explanation,
      }));
      const feedback = evaluationText(priced.deductions, found.summary, found.accuracyAssessed ? 'assessed' : 'not_assessed');
      await db
        .update(segmentDrills)
        .set({
          status: 'scored',
          userAudioPath: key,
          audioDurationMs: answer.durationMs,
          userTranscription: transcription,
          evaluationFeedback: feedback,
          scoreForSegment: priced.score,
          maxScore,
          deductions: lines,
          scoredAt: this.deps.now(),
        })
        .where(eq(segmentDrills.id, drillId));

      const answers = await scoredAnswers(db, userId, [turn.id]);
      const standing = weakTurn(answers, await scoredDrills(db, userId, [turn.id]));
      const previous = standing?.answer ?? latestLosing(answers);
      return {
        drillId,
        segmentId: turn.id,
        score: priced.score,
        maxScore,
        feedback,
        transcription,
        deductions: lines,
        previousScore: previous?.score ?? null,
        cleanDrills: standing?.cleanDrills ?? 0,
        leftTheList: standing === null,
      };
    } catch (error) {
      // Not scored: the drill takes an answer again.
      await db.update(segmentDrills).set({ status: 'open' }).where(eq(segmentDrills.id, drillId));
      throw error;
    }
  }

  /** The provider's judgement, as the scoring job asks it (scoring/scorer.ts), without its retries. */
  private async assess(
    recording: Buffer,
    audio: Parameters<typeof isNoAnswer>[0],
    turn: TurnText,
  ): Promise<{ transcription: string | null; found: FoundErrors }> {
    const { ai, log } = this.deps;
    try {
      const transcript: Transcription = isNoAnswer(audio)
        ? { ok: false, reason: 'unavailable', detail: 'Nothing was said: there is nothing to transcribe.' }
        : await ai.transcribe(recording, 'audio/ogg', turn.language);
      if (!transcript.ok && transcript.reason === 'failed' && transcript.retryable)
        throw new Error(transcript.detail ?? 'Transcription failed.');
      const found = await ai.findErrors({
        expected: turn.expected,
        targetLanguage: turn.language,
        source: turn.speaker.sourceText,
        sourceLanguage: turn.speaker.speakerLanguage,
        transcript,
        audio,
        keyUnits: markingUnits(turn.keyUnits, turn.expected),
      });
      const transcription = transcript.ok
        ? transcript.text
        : transcript.reason === 'failed'
          ? transcriptionErrorText(transcript.detail)
          : null;
      return { transcription, found };
    } catch (error) {
      log.error({ err: error, segmentId: turn.id }, 'drill: the answer could not be scored');
      throw new HttpError(503, DRILL_MESSAGES.scoringUnavailable);
    }
  }

  /** The turn's worth out of 45 in its dialogue, exactly as scoring computes it. */
  private async turnWorth(dialogueId: number, segmentId: number): Promise<number> {
    const turns = await this.deps.db
      .select({ id: dialogueSegments.id, text: dialogueSegments.sourceText, language: dialogueSegments.speakerLanguage })
      .from(dialogueSegments)
      .where(and(eq(dialogueSegments.dialogueId, dialogueId), eq(dialogueSegments.speakerRole, INTERPRETER_ROLE)))
      .orderBy(asc(dialogueSegments.segmentOrder));
    return turnWorths(turns)[turns.findIndex((t) => t.id === segmentId)] ?? 0;
  }
}

function latestLosing<T extends { scoredAt: Date; deductions: unknown[] }>(answers: T[]): T | undefined {
  return answers.filter((a) => a.deductions.length > 0).sort((a, b) => b.scoredAt.getTime() - a.scoredAt.getTime())[0];
}
