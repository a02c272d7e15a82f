import { wordCount } from '../content/script.js';

/**
 * How long a text takes to say. Words are counted with the ICU segmenter (content/script.ts), and
 * one "word" means different amounts of speech in different languages: Vietnamese words are single
 * syllables, Tamil and Telugu words are long agglutinated ones, the segmenter splits Chinese into
 * short words. Languages carry roughly the same information per second, so a text's speaking time is
 * its word count divided by a per-language rate derived from English.
 *
 * The ratios are measured over the content bank (144 dialogues, each turn paired with its
 * interpretation): words of the language per English word saying the same thing.
 */
const WORDS_PER_ENGLISH_WORD: Record<string, number> = {
  English: 1,
  Arabic: 0.79,
  Bangla: 0.87,
  Filipino: 1.16,
  Gujarati: 0.92,
  Hindi: 1.12,
  Mandarin: 0.91,
  Nepali: 0.81,
  Punjabi: 1.11,
  Tamil: 0.74,
  Telugu: 0.77,
  Urdu: 1.22,
  Vietnamese: 1.26,
};

/**
 * English words per second at a calm interpreting pace (conversation runs at 2.5–3; an interpreter
 * rendering a turn they have just heard is a little slower).
 */
export const ENGLISH_WORDS_PER_SECOND = 2.3;

export function wordsPerSecond(language: string): number {
  return ENGLISH_WORDS_PER_SECOND * (WORDS_PER_ENGLISH_WORD[language] ?? 1);
}

/** Milliseconds of speech a fluent interpreter needs to say `text` in `language`. */
export function expectedSpeechMs(text: string, language: string): number {
  return Math.round((wordCount(text, language) / wordsPerSecond(language)) * 1000);
}
