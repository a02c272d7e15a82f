import { LIMITS } from '@ccl/shared/domain';
import type { AudioFacts, FindErrorsInput, FoundError, FoundErrors, Severity } from '../provider.js';
import { expectedSpeechMs } from '../speaking-rate.js';

/**
 * What the audio of an answer shows on its own, without knowing what was said (DESIGN.md "Scoring
 * model"): no answer, an answer far too short for the turn, a late start, long pauses. The offline
 * provider's whole ledger; the openai provider adds the delivery part of it to what the model finds
 * in the transcript. Severities only — points come from the scoring table.
 */
export const DELIVERY_RULES = {
  /** The test: interpreting must begin within 5 seconds of the chime. */
  lateStartMs: 5_000,
  lateStartMajorMs: 8_000,
  lateStartCriticalMs: 12_000,
  longPauseMs: 2_000,
  longPauseMajorMs: 4_000,
  /** Less speech than this is no answer (a cough, a click). */
  minimumSpeechMs: 300,
  /**
   * Speech time ÷ the time the turn needs: below these, part of the message must be missing. Generous
   * on purpose: voice activity leaves out the breaths between phrases, and a fast speaker needs only
   * about half the time (4 words a second against the 2.3 assumed) — only "far too short" counts.
   */
  shortMinorRatio: 0.45,
  shortMajorRatio: 0.3,
  shortCriticalRatio: 0.18,
} as const;

/** Nobody can say more than the recording holds: the expected time is capped just under its limit. */
const LONGEST_EXPECTED_MS = (LIMITS.recordingMaxSeconds - 2) * 1000;

export const OFFLINE_NOT_ASSESSED =
  'Accuracy and language quality were not assessed: the offline scorer has no speech recognition, so it only judges what the audio shows ' +
  '(whether you answered, when you started, how long you spoke and how long you paused). ' +
  "To have them assessed, the site's operator sets AI_PROVIDER=openai with AI_BASE_URL and AI_API_KEY.";

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function isNoAnswer(audio: AudioFacts): boolean {
  return audio.silent || audio.onsetMs === null || audio.speechMs < DELIVERY_RULES.minimumSpeechMs;
}

export function noAnswerError(audio: AudioFacts): FoundError {
  return {
    category: 'no_answer',
    severity: 'critical',
    words: null,
    explanation:
      audio.speechMs > 0 && !audio.silent
        ? `Almost nothing was said (${seconds(audio.speechMs)} of speech), so this turn was not interpreted.`
        : 'No answer was heard: the recording is silent, so this turn was not interpreted.',
  };
}

/** Late start and long pauses: what timing shows, with or without a transcript. */
export function deliveryErrors(audio: AudioFacts): FoundError[] {
  const errors: FoundError[] = [];
  const rules = DELIVERY_RULES;
  if (audio.onsetMs !== null && audio.onsetMs > rules.lateStartMs) {
    const severity: Severity =
      audio.onsetMs > rules.lateStartCriticalMs ? 'critical' : audio.onsetMs > rules.lateStartMajorMs ? 'major' : 'minor';
    errors.push({
      category: 'late_start',
      severity,
      words: null,
      explanation: `You began interpreting ${seconds(audio.onsetMs)} into the recording; the test expects you to begin within 5 seconds of the chime.`,
    });
  }
  for (const pause of audio.longPausesMs) {
    if (pause <= rules.longPauseMs) continue;
    errors.push({
      category: 'long_pause',
      severity: pause > rules.longPauseMajorMs ? 'major' : 'minor',
      words: null,
      explanation: `You paused for ${seconds(pause)} in the middle of your answer; pauses over 2 seconds break the delivery.`,
    });
  }
  return errors;
}

/** An answer far shorter than the turn needs: the offline stand-in for omissions. */
export function lengthOmission(audio: AudioFacts, expected: string, language: string): FoundError | null {
  const neededMs = Math.min(expectedSpeechMs(expected, language), LONGEST_EXPECTED_MS);
  if (neededMs <= 0) return null;
  const ratio = audio.speechMs / neededMs;
  const rules = DELIVERY_RULES;
  if (ratio >= rules.shortMinorRatio) return null;
  const [severity, what]: [Severity, string] =
    ratio < rules.shortCriticalRatio
      ? ['critical', 'most of the message is missing']
      : ratio < rules.shortMajorRatio
        ? ['major', 'much of the message seems to be missing']
        : ['minor', 'some of the message may be missing'];
  return {
    category: 'omission',
    severity,
    words: null,
    explanation: `You spoke for ${seconds(audio.speechMs)}, where this turn needs about ${seconds(neededMs)}: ${what}.`,
  };
}

/** One sentence on what the audio shows, for the turn's feedback. */
export function describeAudio(audio: AudioFacts, expected: string, language: string): string {
  if (isNoAnswer(audio)) return 'No answer was recorded for this turn.';
  const neededMs = Math.min(expectedSpeechMs(expected, language), LONGEST_EXPECTED_MS);
  return `You began after ${seconds(audio.onsetMs ?? 0)} and spoke for ${seconds(audio.speechMs)}; this turn needs about ${seconds(neededMs)}.`;
}

/** The offline provider's findErrors: everything audio alone can show, and a plain note of what it cannot. */
export function analyseAnswerAudio(input: Pick<FindErrorsInput, 'audio' | 'expected' | 'targetLanguage'>): FoundErrors {
  const { audio, expected, targetLanguage } = input;
  const summary = `${describeAudio(audio, expected, targetLanguage)} ${OFFLINE_NOT_ASSESSED}`;
  if (isNoAnswer(audio)) return { errors: [noAnswerError(audio)], accuracyAssessed: false, summary };
  const omission = lengthOmission(audio, expected, targetLanguage);
  return { errors: [...(omission ? [omission] : []), ...deliveryErrors(audio)], accuracyAssessed: false, summary };
}
