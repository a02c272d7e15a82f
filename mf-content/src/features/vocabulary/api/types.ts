/** Wire types of GET /vocabulary (spec §3 "Vocabulary category"), moved verbatim from the core's legacy types.ts. */

export interface VocabularyTerm {
  id: number;
  english_word: string;
  translated_word: string;
}

export interface VocabularyCategory {
  category_name: string;
  terms: VocabularyTerm[];
}
