import { createHash } from 'node:crypto';
import { difficultyOf } from './difficulty.js';
import type { BankDialogue, KeyUnit } from './schema.js';

/**
 * How a content-bank dialogue becomes database rows: its segments, and the hash that tells a
 * reseed whether the entry changed.
 */

export const INTERPRETER_ROLE = 'Interpreter';

export interface SegmentText {
  segmentOrder: number;
  speakerRole: string;
  speakerLanguage: string;
  sourceText: string;
  expectedTargetText: string | null;
  /** The key meaning units of an interpreter turn; null on speaker turns and when the turn has none. */
  keyUnits: KeyUnit[] | null;
}

/**
 * Speaker turn k (from 0) is segment 2k+1, the audio the candidate hears, carrying its expected
 * interpretation; segment 2k+2 is the interpreter turn that follows, in the other language, whose
 * text is that interpretation (DESIGN.md "Segments and turns").
 */
export function segmentsOf(dialogue: Pick<BankDialogue, 'turns'>, language: string): SegmentText[] {
  return dialogue.turns.flatMap((turn, k) => [
    {
      segmentOrder: 2 * k + 1,
      speakerRole: turn.role,
      speakerLanguage: turn.language,
      sourceText: turn.text,
      expectedTargetText: turn.interpretation,
      keyUnits: null,
    },
    {
      segmentOrder: 2 * k + 2,
      speakerRole: INTERPRETER_ROLE,
      speakerLanguage: turn.language === 'English' ? language : 'English',
      sourceText: turn.interpretation,
      expectedTargetText: null,
      // The units are what the interpreter turn must carry: they belong to segment 2k+2.
      keyUnits: turn.units?.length ? turn.units.map((u) => ({ kind: u.kind, text: u.text })) : null,
    },
  ]);
}

/**
 * Bumped when the mapping from a bank entry to rows changes, so that every dialogue is rewritten
 * once by the next start even though its file entry did not change. 2: variety, difficulty and the
 * interpreter turns' key units.
 */
const SEED_FORMAT = 2;

/** SHA-256 of everything a bank entry puts into the database. */
export function dialogueHash(dialogue: BankDialogue, language: string): string {
  const canonical = JSON.stringify([
    SEED_FORMAT,
    language,
    dialogue.key,
    dialogue.category,
    dialogue.title,
    dialogue.description,
    dialogue.variety ?? null,
    difficultyOf(dialogue),
    dialogue.turns.map((t) => [t.role, t.language, t.text, t.interpretation, t.units ?? null]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
