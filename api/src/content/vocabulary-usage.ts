import { englishSide, languageSide, normaliseForMatch } from './english-side.js';
import type { BankDialogue, VocabularyFile } from './schema.js';

/**
 * Whether a vocabulary term is used by the language's dialogues: its translated form in a text or
 * interpretation written in the language (NFC, any case; inflected forms that contain it count, as
 * Indic case endings attach to the word), or its English word on an English side (whole words, any
 * case). A term no dialogue uses is a word list, not vocabulary for these dialogues — unless the
 * writer marks it `"domain": true`, a term of the category interpreters need anyway.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface UnusedTerm {
  category: string;
  index: number;
  english: string;
  translated: string;
}

export class DialogueTexts {
  private readonly language: string;
  private readonly english: string;

  constructor(dialogues: ReadonlyArray<Pick<BankDialogue, 'turns'>>) {
    // One string per side, dialogues separated by a line break: a term never spans two texts.
    this.language = dialogues.flatMap((d) => languageSide(d).map((p) => normaliseForMatch(p.text))).join('\n');
    this.english = dialogues.flatMap((d) => englishSide(d).map((p) => normaliseForMatch(p.text))).join('\n');
  }

  usesTranslated(translated: string): boolean {
    const needle = normaliseForMatch(translated);
    return needle.length > 0 && this.language.includes(needle);
  }

  usesEnglish(english: string): boolean {
    const words = normaliseForMatch(english).split(' ').map(escapeRegExp).join('\\s+');
    return words.length > 0 && new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'u').test(this.english);
  }

  uses(term: { english: string; translated: string }): boolean {
    return this.usesTranslated(term.translated) || this.usesEnglish(term.english);
  }
}

/** Terms of `vocabulary` that no dialogue uses and that are not marked as domain terms. */
export function unusedTerms(vocabulary: VocabularyFile, dialogues: ReadonlyArray<Pick<BankDialogue, 'turns'>>): UnusedTerm[] {
  const texts = new DialogueTexts(dialogues);
  return vocabulary.categories.flatMap((group) =>
    group.terms.flatMap((term, index) =>
      term.domain || texts.uses(term) ? [] : [{ category: group.category, index, english: term.english, translated: term.translated }],
    ),
  );
}
