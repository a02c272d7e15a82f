import { z } from 'zod';
import { CATEGORIES, LANGUAGE_NAMES } from '@ccl/shared/domain';

/**
 * The content bank's file formats. One dialogue file and one vocabulary file per language:
 * content/dialogues/<language>.json and content/vocabulary/<language>.json (lowercase name).
 */

const text = z.string().trim().min(1, 'must not be empty');

export const speakerTurnSchema = z.strictObject({
  /** Who speaks: a professional ('Doctor', 'Tenancy officer') for English turns, 'Client', 'Patient'... otherwise. */
  role: text.max(40),
  /** 'English' or the file's language. Turns alternate, English first. */
  language: text,
  /** What the speaker says: the audio the candidate hears. */
  text,
  /** The expected interpretation into the other language: the interpreter turn that follows. */
  interpretation: text,
});

export const dialogueSchema = z.strictObject({
  /** Stable identity across edits, used to seed idempotently: '<language>-<category-slug>-<topic>'. */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  category: z.enum(CATEGORIES),
  title: text.max(90),
  description: text.max(320),
  turns: z.array(speakerTurnSchema),
});

export const dialogueFileSchema = z.strictObject({
  language: z.enum(LANGUAGE_NAMES as [string, ...string[]]),
  dialogues: z.array(dialogueSchema),
});

export const termSchema = z.strictObject({
  english: text.max(60),
  translated: text.max(80),
});

export const vocabularyFileSchema = z.strictObject({
  language: z.enum(LANGUAGE_NAMES as [string, ...string[]]),
  categories: z.array(
    z.strictObject({
      category: z.enum(CATEGORIES),
      terms: z.array(termSchema),
    }),
  ),
});

export type SpeakerTurn = z.infer<typeof speakerTurnSchema>;
export type BankDialogue = z.infer<typeof dialogueSchema>;
export type DialogueFile = z.infer<typeof dialogueFileSchema>;
export type VocabularyFile = z.infer<typeof vocabularyFileSchema>;
