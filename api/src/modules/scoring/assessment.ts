import type { FastifyBaseLogger } from 'fastify';
import { AiError } from '../../ai/errors.js';
import { analyseAnswerAudio, deliveryErrors, describeAudio, isNoAnswer } from '../../ai/offline/analyser.js';
import type { AiProvider, AudioFacts, FindErrorsInput, FoundErrors, Transcription } from '../../ai/provider.js';
import { transcriptDoubt } from '../../ai/transcript-confidence.js';
import type { AccuracyState } from '../../db/schema.js';
import { markingUnits } from './units.js';

/**
 * The judgement of one answer (a turn of a dialogue, or a drill of one): transcribe it, set a doubtful
 * transcript aside, ask the provider for the errors against the turn's key units. Both the scoring
 * jobs (scorer.ts) and drills (learning/drills.ts) call this, so a drill follows exactly a turn's rules.
 */

/** What a failed transcription leaves in user_transcription (spec §4: the dashboard flags it). */
export const TRANSCRIPTION_ERROR_MARKER = 'Transcription error';

/** One answer and the turn it answers. */
export interface AnswerToAssess {
  /** The recording; null when it could not be found (its audio facts were stored with it). */
  recording: Buffer | null;
  audio: AudioFacts;
  /** The turn's expected interpretation, in the answer's language. */
  expected: string;
  targetLanguage: string;
  /** The speaker turn being interpreted. */
  source: string;
  sourceLanguage: string;
  /** The content bank's key units of the turn (none for a model-written dialogue: units.ts derives them). */
  keyUnits: ReadonlyArray<{ kind: string; text: string }> | null;
}

export interface Assessment {
  /** The transcript, a 'Transcription error — …' line, or null when nothing was transcribed. */
  transcription: string | null;
  found: FoundErrors;
  /** 'self_marked' is never the outcome here: only the candidate's own marking sets it. */
  accuracy: Exclude<AccuracyState, 'self_marked'>;
}

export interface AssessOptions {
  /**
   * false: a failure that may pass (the endpoint down, a timeout) throws, for the caller to try again;
   * true: the answer is scored on what its audio shows and the feedback says what was not assessed.
   */
  lastTry: boolean;
  log: FastifyBaseLogger;
  /** Names the answer in the log: { attemptId } or { drillId }. */
  logContext: Record<string, unknown>;
}

export async function assessAnswer(
  ai: Pick<AiProvider, 'transcribe' | 'findErrors'>,
  answer: AnswerToAssess,
  { lastTry, log, logContext }: AssessOptions,
): Promise<Assessment> {
  const { audio, recording } = answer;
  let transcript: Transcription;
  if (isNoAnswer(audio)) transcript = { ok: false, reason: 'unavailable', detail: 'Nothing was said: there is nothing to transcribe.' };
  else if (!recording) transcript = { ok: false, reason: 'failed', detail: 'The recording could not be found.', retryable: false };
  else transcript = await ai.transcribe(recording, 'audio/ogg', answer.targetLanguage);
  if (!transcript.ok && transcript.reason === 'failed' && transcript.retryable && !lastTry)
    throw new AiError(transcript.detail ?? 'Transcription failed.', true);

  const input: FindErrorsInput = {
    expected: answer.expected,
    targetLanguage: answer.targetLanguage,
    source: answer.source,
    sourceLanguage: answer.sourceLanguage,
    transcript,
    audio,
    keyUnits: markingUnits(answer.keyUnits, answer.expected),
  };
  const doubt = transcript.ok ? transcriptDoubt(transcript, audio, answer.targetLanguage) : null;
  if (transcript.ok && doubt) {
    // Nothing is asked of the model: a doubtful transcript would cost marks for words never said.
    return {
      transcription: transcript.text,
      found: {
        errors: deliveryErrors(audio),
        accuracyAssessed: false,
        summary: `${describeAudio(audio, input.expected, input.targetLanguage)} ${uncertainSummary(doubt)}`,
      },
      accuracy: 'uncertain',
    };
  }
  let found: FoundErrors;
  try {
    found = await ai.findErrors(input);
  } catch (error) {
    if (!lastTry) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ err: error, ...logContext }, 'scoring: the provider failed on the last try; scoring this answer on its audio alone');
    found = {
      ...analyseAnswerAudio(input),
      summary: `${describeAudio(audio, input.expected, input.targetLanguage)} The AI scoring service failed (${reason}), so accuracy and language quality were not assessed. Please try this dialogue again.`,
    };
  }
  if (found.dropped?.length) {
    // Recorded: the operator sees how often the model claims what the transcript does not show.
    log.warn(
      { ...logContext, dropped: found.dropped.map((d) => ({ category: d.error.category, words: d.error.words, reason: d.reason })) },
      'scoring: deductions without evidence in the transcript were dropped',
    );
    found = { ...found, summary: `${found.summary} ${droppedNote(found.dropped.length)}` };
  }
  const transcription = transcript.ok ? transcript.text : transcript.reason === 'failed' ? transcriptionErrorText(transcript.detail) : null;
  // No answer is a complete verdict on accuracy; otherwise only a provider's judgement of a transcript is.
  const assessed = found.accuracyAssessed || found.errors.some((e) => e.category === 'no_answer');
  return { transcription, found, accuracy: assessed ? 'assessed' : 'not_assessed' };
}

export function uncertainSummary(doubt: string): string {
  return `We are not sure what we heard (${doubt}), so accuracy was not assessed and nothing was deducted for it. Listen back and mark this turn yourself.`;
}

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
