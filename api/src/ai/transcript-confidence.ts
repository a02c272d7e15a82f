import { checkWriting, words } from '../content/script.js';
import { isNoAnswer } from './offline/analyser.js';
import type { AudioFacts, Transcription } from './provider.js';

/**
 * Whether a transcript can be trusted enough to deduct accuracy errors from it (issue #17). A wrong
 * transcript would cost the candidate marks for words they never said, so a doubtful one makes the
 * turn "uncertain": delivery is still judged, accuracy is not, and the candidate may mark it.
 */

/**
 * Below this mean log-probability per token (or per segment, as Whisper reports it) the recogniser
 * was guessing. Whisper itself treats a segment under −1 as failed and decodes it again.
 */
export const LOWEST_MEAN_LOGPROB = -1;

/** The commonest English words: a transcript of English speech is full of them, any other language's is not. */
const ENGLISH_WORDS = new Set(
  'the a an and or is are was were be to of in on for with that this it you your i we they he she not do does have has will can my me our at from as by'.split(
    ' ',
  ),
);

function englishShare(text: string): { share: number; count: number } {
  const list = words(text, 'English').map((w) => w.toLowerCase());
  if (list.length === 0) return { share: 0, count: 0 };
  return { share: list.filter((w) => ENGLISH_WORDS.has(w)).length / list.length, count: list.length };
}

/** Why the transcript is doubtful, in words for the candidate; null when it can be used. */
export function transcriptDoubt(transcript: Extract<Transcription, { ok: true }>, audio: AudioFacts, language: string): string | null {
  const text = transcript.text.trim();
  if (!/\p{L}|\p{N}/u.test(text)) return isNoAnswer(audio) ? null : 'you spoke, but nothing was transcribed';
  if (transcript.meanLogprob !== undefined && transcript.meanLogprob < LOWEST_MEAN_LOGPROB)
    return 'the speech recogniser was unsure of what it heard';
  const script = checkWriting(text, language).find((problem) => problem.startsWith('is not written in'));
  if (script) return `the transcript is not in ${language} (it ${script})`;
  // Filipino and Vietnamese share English's Latin script: tell them apart by English's commonest words.
  const { share, count } = englishShare(text);
  if (language !== 'English' && share >= 0.3 && count >= 4) return `the transcript reads as English, not ${language}`;
  if (language === 'English' && share === 0 && count >= 6) return 'the transcript does not read as English';
  return null;
}
