import type { BankDialogue } from './schema.js';

/**
 * The "English side" of a dialogue (content-format.md): its English speaker turns plus the English
 * interpretations of the client turns — the one text every dialogue of the bank has in common, so
 * plots and figures are compared there whatever the dialogue's language.
 */
export interface EnglishPassage {
  /** The field it comes from: 'turns[2].text' or 'turns[3].interpretation'. */
  field: string;
  turn: number;
  text: string;
}

export function englishSide(dialogue: Pick<BankDialogue, 'turns'>): EnglishPassage[] {
  return dialogue.turns.map((turn, i) =>
    turn.language === 'English'
      ? { field: `turns[${i}].text`, turn: i, text: turn.text }
      : { field: `turns[${i}].interpretation`, turn: i, text: turn.interpretation },
  );
}

/** The dialogue's texts in its own language: client turns' texts and English turns' interpretations. */
export function languageSide(dialogue: Pick<BankDialogue, 'turns'>): EnglishPassage[] {
  return dialogue.turns.map((turn, i) =>
    turn.language === 'English'
      ? { field: `turns[${i}].interpretation`, turn: i, text: turn.interpretation }
      : { field: `turns[${i}].text`, turn: i, text: turn.text },
  );
}

/** Lowercase, NFC, one space between words: how texts are compared for units and vocabulary. */
export function normaliseForMatch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
