import { z } from 'zod';
import { CATEGORIES, LANGUAGE_NAMES } from '@ccl/shared/domain';

/**
 * The content bank's file formats, version 2 (api/content/README.md):
 * content/dialogues/<language>/<key>.json holds ONE dialogue, content/vocabulary/<language>.json a
 * language's terms. The same dialogue schema parses model-written dialogues, which carry no units
 * and no variety: the bank's checker, not the schema, requires those of bank dialogues.
 */

const text = z.string().trim().min(1, 'must not be empty');

/** What an examiner checks in an interpreter turn. */
export const UNIT_KINDS = ['number', 'date', 'name', 'negation', 'modal', 'condition', 'term'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** The spoken varieties an Arabic dialogue may be written in (never Modern Standard Arabic). */
export const ARABIC_VARIETIES = ['Levantine', 'Egyptian', 'Iraqi'] as const;

export const keyUnitSchema = z.strictObject({
  kind: z.enum(UNIT_KINDS, { error: `must be one of ${UNIT_KINDS.join(', ')}` }),
  /** Copied exactly from the turn's interpretation: what the candidate must say. */
  text,
});

export const speakerTurnSchema = z.strictObject({
  /** Who speaks: a professional ('Doctor', 'Tenancy officer') for English turns, 'Client', 'Patient'... otherwise. */
  role: text.max(40),
  /** 'English' or the dialogue's language. Turns alternate, English first. */
  language: text,
  /** What the speaker says: the audio the candidate hears. */
  text,
  /** The expected interpretation into the other language: the interpreter turn that follows. */
  interpretation: text,
  /** The key meaning units of that interpreter turn (bank dialogues: 1–6 each). */
  units: z.array(keyUnitSchema).optional(),
});

export const dialogueSchema = z.strictObject({
  /** Stable identity across edits, used to seed idempotently: '<language>-<category-slug>-<topic>'. */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  category: z.enum(CATEGORIES),
  title: text.max(90),
  description: text.max(320),
  /** The spoken variety of the non-English turns ('Levantine', 'Spoken Tamil (Sri Lankan)'). */
  variety: text.max(40).optional(),
  turns: z.array(speakerTurnSchema),
});

export const termSchema = z.strictObject({
  english: text.max(60),
  translated: text.max(80),
  /** A domain term no dialogue uses yet: exempt from the "used in a dialogue" rule. */
  domain: z.boolean().optional(),
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

export type KeyUnit = z.infer<typeof keyUnitSchema>;
export type SpeakerTurn = z.infer<typeof speakerTurnSchema>;
export type BankDialogue = z.infer<typeof dialogueSchema>;
export type VocabularyFile = z.infer<typeof vocabularyFileSchema>;

/** A language's dialogues as loaded from its folder (dialogues/<language>/), in key order. */
export interface LanguageDialogues {
  language: string;
  dialogues: BankDialogue[];
}

/** The category's part of a key: 'Immigration/Settlement' → 'immigration', 'Social Services' → 'social-services'. */
export function categorySlug(category: string): string {
  return category
    .split('/')[0]!
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');
}

/** Where a bank dialogue lives, relative to the content folder. */
export function dialogueFilePath(language: string, key: string): string {
  return `dialogues/${language.toLowerCase()}/${key}.json`;
}
