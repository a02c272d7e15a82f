import { englishSide } from './english-side.js';
import type { BankDialogue } from './schema.js';

/**
 * Formula openings and endings. "Good morning, I'm Karen Lee, an officer from …" and "Thank you so
 * much" are natural once; when most of a language's dialogues start and end that way, candidates
 * learn the formula instead of interpreting. The checker caps each at a share of a language's bank.
 */

const NAME = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Miss|Professor|Sergeant|Constable|Officer)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}`;
/** "My name is Tran", "I'm Karen Lee, an environmental health officer", "This is Sam from …". */
const SELF_INTRODUCTION = [
  new RegExp(String.raw`\b[Mm]y name(?: is|'s|’s)\s+${NAME}`, 'u'),
  new RegExp(String.raw`(?:^|[\s,.!?])(?:I am|I'm|I’m)\s+${NAME}(?:\s*[,.!;]|\s+(?:from|an?|the|with|your|here|and)\b)`, 'u'),
  new RegExp(String.raw`(?:^|[\s,.!?])[Tt]his is\s+${NAME}\s*,?\s+(?:from|with|at|calling|speaking)\b`, 'u'),
];
const THANKS = /\b(?:thank you|thanks|thank-you|many thanks|much appreciated|i appreciate (?:it|that|your|you))\b/iu;

/** Whether the first speaker turn (the professional's) introduces themselves by name. */
export function opensWithSelfIntroduction(dialogue: Pick<BankDialogue, 'turns'>): boolean {
  const first = englishSide(dialogue)[0];
  return first ? SELF_INTRODUCTION.some((pattern) => pattern.test(first.text)) : false;
}

/** Whether the last speaker turn thanks (on the English side, whoever says it). */
export function endsWithThanks(dialogue: Pick<BankDialogue, 'turns'>): boolean {
  const last = englishSide(dialogue).at(-1);
  return last ? THANKS.test(last.text) : false;
}
