import { normaliseForMatch } from '../../content/english-side.js';
import type { CardOrigin } from '../../db/schema.js';

/**
 * Which vocabulary terms a candidate's practice brings into their deck: the terms said in the turns
 * of the dialogues they practised, matched as the content bank's check matches them
 * (content/vocabulary-usage.ts) — the translated form inside a text in the language, the English
 * word as whole words on the English side. Terms said in a turn where the candidate lost marks (the
 * interpreter turn or the speaker turn it interprets) come first: origin 'lost_marks'.
 */

export interface PractisedTurn {
  /** The dialogue's other language ('Hindi'): terms of that language only. */
  dialogueLanguage: string;
  /** The language this turn is in: 'English' or the other language. */
  language: string;
  text: string;
  lostMarks: boolean;
}

export interface Term {
  id: number;
  language: string;
  englishWord: string;
  translatedWord: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function englishPattern(english: string): RegExp | null {
  const words = normaliseForMatch(english).split(' ').filter(Boolean).map(escapeRegExp).join('\\s+');
  return words ? new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'u') : null;
}

/** Term id → its origin, for every term said in the turns; lost marks win over plain practice. */
export function termsFromPractice(turns: PractisedTurn[], terms: Term[]): Map<number, CardOrigin> {
  const found = new Map<number, CardOrigin>();
  const normalised = turns.map((t) => ({ ...t, text: normaliseForMatch(t.text) }));
  for (const term of terms) {
    const english = englishPattern(term.englishWord);
    const translated = normaliseForMatch(term.translatedWord);
    for (const turn of normalised) {
      if (turn.dialogueLanguage !== term.language) continue;
      const said =
        turn.language === 'English' ? english !== null && english.test(turn.text) : translated.length > 0 && turn.text.includes(translated);
      if (!said) continue;
      found.set(term.id, turn.lostMarks ? 'lost_marks' : (found.get(term.id) ?? 'practised'));
      if (turn.lostMarks) break;
    }
  }
  return found;
}
