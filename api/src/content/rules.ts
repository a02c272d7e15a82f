/**
 * The numbers of the content rules (content-format.md's table, kept in api/content/README.md).
 * DIALOGUE_RULES hold for every dialogue, bank or model-written; BANK_RULES only for the bank.
 */

/** The real test's shape, as the content bank and generated dialogues must follow it. */
export const DIALOGUE_RULES = {
  minWords: 250,
  maxWords: 380,
  minTurns: 10,
  maxTurns: 16,
  maxWordsPerTurn: 35,
  /** Share of the spoken words in English: "about half". */
  minEnglishShare: 0.3,
  maxEnglishShare: 0.7,
  /** An interpretation much shorter or longer than its source is a truncated or padded one. */
  minInterpretationRatio: 0.35,
  maxInterpretationRatio: 3,
  minTermsPerCategory: 20,
} as const;

export interface BankRules {
  dialoguesPerLanguage: number;
  dialoguesPerCategory: number;
  /** Different speaker-turn counts a language's dialogues use, at least. */
  distinctTurnCounts: number;
  /** Every dialogue has a speaker turn shorter than this many words. */
  shortTurnWords: number;
  unitsPerTurn: { min: number; max: number };
  /** Share of a language's dialogues that may open with the professional introducing themselves. */
  maxSelfIntroductionShare: number;
  /** Share of a language's dialogues that may end with thanks. */
  maxThanksEndingShare: number;
  termsPerLanguage: number;
  termsPerCategory: number;
  /** Plot similarity (TF-IDF cosine of the English sides) at or above which two dialogues share a plot. */
  plotSimilarity: number;
  /** A plot may be used by this many languages, no more. */
  languagesPerPlot: number;
  /** Every one of the 12 languages must have dialogues and vocabulary. */
  everyLanguage: boolean;
}

export const BANK_RULES: BankRules = {
  dialoguesPerLanguage: 36,
  dialoguesPerCategory: 3,
  distinctTurnCounts: 4,
  shortTurnWords: 12,
  unitsPerTurn: { min: 1, max: 6 },
  maxSelfIntroductionShare: 1 / 3,
  maxThanksEndingShare: 1 / 3,
  termsPerLanguage: 400,
  termsPerCategory: 20,
  plotSimilarity: 0.25,
  languagesPerPlot: 2,
  everyLanguage: true,
};
