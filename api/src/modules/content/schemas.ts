import { z } from 'zod';
import { CATEGORIES, LANGUAGE_NAMES, LIMITS } from '@ccl/shared/domain';
import { DIFFICULTIES } from '../../db/schema.js';
import { named } from '../../http/contract.js';
import { MAX_INT, wholeNumber } from '../../http/fields.js';
import { SCORE_LABELS } from '../scoring/score-label.js';

/**
 * Request and answer shapes of the content routes, with the sentences a person reads when a request
 * is wrong (Laravel's wording, like the rest of the API).
 */

export { MAX_INT };
export const MAX_PER_PAGE = 50;

const absent = (value: unknown) => value === undefined || value === null || value === '';

export const languageParams = z.object({
  language: z.string().describe(`A language name, any case: ${LANGUAGE_NAMES.join(', ')}. Anything else is 404 Language not found.`),
});

export const dialogueListQuery = z.object({
  page: wholeNumber('page', { fallback: 1 }),
  per_page: wholeNumber('per page', {
    max: MAX_PER_PAGE,
    fallback: LIMITS.dialoguesPerPage,
    rangeMessage: `The per page field must be between 1 and ${MAX_PER_PAGE}.`,
  }),
  sort_order: z
    .preprocess(
      (value) => (absent(value) ? 'desc' : typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(['asc', 'desc'], { error: 'The selected sort order is invalid. Use asc or desc.' }),
    )
    .default('desc')
    .describe('desc: newest first.'),
  difficulty: z
    .preprocess(
      (value) => (absent(value) ? undefined : typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(DIFFICULTIES, { error: `The selected difficulty is invalid. Use ${DIFFICULTIES.join(', ')}.` }).optional(),
    )
    .describe('Only bank dialogues of this difficulty; absent: every dialogue.'),
});
export type DialogueListQuery = z.output<typeof dialogueListQuery>;

/**
 * An id that may or may not exist. Any whole number is accepted here (a missing one answers 404);
 * only a non-number is a 422.
 */
function dialogueId(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? `The ${label} field is required.` : `The ${label} field must be an integer.`,
      })
      .int(`The ${label} field must be an integer.`),
  );
}

export const fetchDialogueBody = z.object({ id: dialogueId('id') });
export const transcriptBody = z.object({ dialogueId: dialogueId('dialogue id') });

export const vocabularyQuery = z.object({
  language: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'The language field is required.' : 'The language field must be a string.',
      })
      .min(1, 'The language field is required.')
      .describe(`A language name, any case (${LANGUAGE_NAMES.join(', ')}).`),
  ),
});

export const languageName = z.enum(LANGUAGE_NAMES);
export const categoryName = z.enum(CATEGORIES);

export const dialogueJson = named(
  'Dialogue',
  'A dialogue of the library (spec §3 "Dialogue"): a bank dialogue, or one generated for the viewer.',
  z.strictObject({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    description_audio_file_path: z.string().nullable().describe('Public URL of the spoken description, once it is made.'),
    language: languageName,
    category: z.strictObject({ id: z.number().int(), name: categoryName }),
    created_at: z.iso.datetime(),
    variety: z
      .string()
      .nullable()
      .describe("The spoken variety of the other language's turns ('Levantine'); null when the dialogue names none."),
    difficulty: z
      .enum(DIFFICULTIES)
      .nullable()
      .describe('Computed from the bank dialogue (turn length, details to carry); null for a generated dialogue.'),
    practiced_session_for_current_user: z
      .strictObject({
        final_score: z.number(),
        score_label: z
          .enum(SCORE_LABELS)
          .describe("What the best score rests on (issue #17): 'delivery_only' and 'self_marked' are shown beside it."),
      })
      .nullable()
      .describe("The viewer's best final score (out of 45) on this dialogue; null for none or a guest."),
  }),
);
export type DialogueJson = z.infer<typeof dialogueJson>;

export const segmentJson = named(
  'Segment',
  'A turn of a dialogue (spec §3 "Dialogue segment"): odd orders are speakers, even ones the interpreter (DESIGN.md "Segments and turns").',
  z.strictObject({
    id: z.number().int(),
    segment_order: z.number().int(),
    speaker_role: z.string().describe("'Interpreter' on interpreter turns."),
    speaker_language: z.string(),
    source_text: z.string().describe('What is said; on an interpreter turn, the expected interpretation.'),
    expected_target_text: z.string().nullable().describe("A speaker turn's expected interpretation."),
    audio_url: z.string().nullable().describe('Public URL of the speech, once it is made.'),
  }),
);
export type SegmentJson = z.infer<typeof segmentJson>;

export const dialogueWithSegments = named(
  'DialogueWithSegments',
  'A dialogue with its segments in order.',
  z.strictObject({ ...dialogueJson.shape, segments: z.array(segmentJson) }),
);

export const dialoguePage = named(
  'DialoguePage',
  'A page of dialogues (spec §3 "Paged dialogue list"), paged like Laravel.',
  z.strictObject({
    dialogues: z.strictObject({
      data: z.array(dialogueJson),
      current_page: z.number().int(),
      last_page: z.number().int().describe('At least 1.'),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
    total: z.number().int(),
  }),
);

export const dialogueAnswer = z.strictObject({ data: dialogueWithSegments }).describe('The dialogue with its segments, in data.');

export const transcriptAnswer = named(
  'Transcript',
  'A dialogue with its segments, and whether the interpreter/audio switch is open (spec §3 "Transcript response").',
  z.strictObject({
    dialogue: dialogueWithSegments,
    giveFree: z.boolean().describe('True for a signed-in user who has the credits for a dialogue or has completed this one.'),
  }),
);

export const vocabularyCategory = named(
  'VocabularyCategory',
  'A topic category of a language’s vocabulary (spec §3 "Vocabulary category").',
  z.strictObject({
    category_name: categoryName,
    terms: z.array(z.strictObject({ id: z.number().int(), english_word: z.string(), translated_word: z.string() })),
  }),
);
export type VocabularyCategoryJson = z.infer<typeof vocabularyCategory>;
