import { z } from 'zod';
import { CARD_ORIGINS, DEDUCTION_SEVERITIES, REVIEW_CARD_KINDS, TERM_DIRECTIONS } from '../../db/schema.js';
import { named } from '../../http/contract.js';
import { wholeNumber } from '../../http/fields.js';
import { LANGUAGE_NAMES } from '@ccl/shared/domain';
import { languageName } from '../content/schemas.js';
import { ERROR_CATEGORIES } from '../../ai/provider.js';
import { REVIEW_GRADES } from './review-grades.js';

/** A line of what an answer or a drill lost (a drill's ledger is kept with the drill, without ids). */
const lostMarkJson = named(
  'LostMark',
  'One deduction of an answer or a drill: what was lost and why.',
  z.strictObject({
    category: z.enum(ERROR_CATEGORIES),
    severity: z.enum(DEDUCTION_SEVERITIES),
    points: z.number().describe('Marks lost, from our fixed table.'),
    words: z.string().nullable().describe('The words involved.'),
    explanation: z.string().nullable(),
  }),
);

const score = z.number().describe('Marks of the turn, out of maxScore.');
const maxScore = z.number().describe("The turn's share of the 45 marks of its dialogue.");

export const weakSegmentJson = named(
  'WeakSegment',
  'An interpreter turn the candidate lost marks on, with what was lost and why (My weak segments).',
  z.strictObject({
    segmentId: z.number().int().describe('The interpreter turn: what POST /learning/drills takes.'),
    dialogueId: z.number().int(),
    dialogueTitle: z.string(),
    category: z.string(),
    language: z.string().describe("The dialogue's other language."),
    segmentNumber: z.number().int().describe('"Segment k" of the dialogue page.'),
    speakerRole: z.string(),
    speakerText: z.string(),
    expectedText: z.string().describe('The expected interpretation.'),
    targetLanguage: z.string().describe('The language the answer is in.'),
    score,
    maxScore,
    pointsLost: z.number(),
    deductions: z.array(lostMarkJson).describe('Why: the deduction ledger of that answer.'),
    answeredAt: z.iso.datetime(),
    cleanDrills: z.number().int().describe('Clean drills in a row since that answer; the turn leaves the list at 2.'),
    lastDrill: z.strictObject({ score, maxScore, scoredAt: z.iso.datetime() }).nullable(),
  }),
);
export type WeakSegmentJson = z.infer<typeof weakSegmentJson>;

export const weakSegmentsAnswer = z.strictObject({ data: z.array(weakSegmentJson) }).describe('Most marks lost first.');

export const startDrillBody = z.object({ segmentId: wholeNumber('segment id').describe('segmentId of a weak segment.') });

export const drillStartJson = named(
  'DrillStart',
  'A drill waiting for its one answer: the speaker segment to play.',
  z.strictObject({
    drillId: z.number().int(),
    segmentId: z.number().int(),
    speakerRole: z.string(),
    speakerLanguage: z.string(),
    targetLanguage: z.string(),
    speakerAudioPath: z.string().describe('Public URL of the speaker segment’s audio.'),
  }),
);

export const drillParams = z.object({ drillId: wholeNumber('drill id') });

export const drillAnswerForm = z.object({ user_audio: z.any().describe('The recorded answer (Ogg, WebM, MP4 or WAV, at most 4 MB).') });

export const drillOutcomeJson = named(
  'DrillOutcome',
  'A scored drill: the new score beside the old one.',
  z.strictObject({
    drillId: z.number().int(),
    segmentId: z.number().int(),
    score,
    maxScore,
    feedback: z.string(),
    transcription: z.string().nullable(),
    deductions: z.array(lostMarkJson),
    previousScore: z.number().nullable().describe('The score of the answer that put the turn on the list.'),
    cleanDrills: z.number().int(),
    leftTheList: z.boolean().describe('True after the second clean drill in a row.'),
  }),
);

const cardSide = z.strictObject({
  text: z.string(),
  language: z.string(),
  audioUrl: z.string().nullable().describe('Its speech: a vocabulary term’s speech route or a segment’s audio file; null when none.'),
});

export const reviewCardJson = named(
  'ReviewCard',
  'A due card of the review session: show the front, then the back, then grade it.',
  z.strictObject({
    id: z.number().int(),
    kind: z.enum(REVIEW_CARD_KINDS),
    direction: z.enum(TERM_DIRECTIONS).nullable().describe('Term cards: from English into the language, or into English.'),
    origin: z.enum(CARD_ORIGINS).describe('lost_marks: from a turn where marks were lost; added: from the vocabulary page.'),
    due: z.iso.datetime(),
    front: cardSide,
    back: cardSide,
    context: z.string().nullable().describe('Segment cards: the dialogue and segment.'),
  }),
);
export type ReviewCardJson = z.infer<typeof reviewCardJson>;

export const reviewSessionAnswer = z
  .strictObject({ dueToday: z.number().int(), cards: z.array(reviewCardJson) })
  .describe('Up to 20 due cards, lost marks first.');
export const dueCountAnswer = z.strictObject({ dueToday: z.number().int().describe('Cards due before the end of today (UTC).') });

export const gradeBody = z.object({
  grade: z.enum(REVIEW_GRADES, { error: 'The grade field must be again, hard, good or easy.' }),
});
export const cardParams = z.object({ cardId: wholeNumber('card id') });
export const gradeAnswer = z.strictObject({
  id: z.number().int(),
  due: z.iso.datetime().describe('The next review, from the scheduler.'),
  dueToday: z.number().int(),
});

export const addTermBody = z.object({ termId: wholeNumber('term id').describe('The term id of GET /vocabulary.') });
export const addTermAnswer = z.strictObject({
  added: z.number().int().describe('Cards added: 2 for a new term (both directions), 0 when it was in the deck already.'),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const examGoalJson = named(
  'ExamGoal',
  'The candidate’s exam date and language; either may be null (not set).',
  z.strictObject({
    examDate: z.string().nullable().describe('YYYY-MM-DD.'),
    language: languageName.nullable(),
  }),
);
export type ExamGoalJson = z.infer<typeof examGoalJson>;

export const examGoalBody = z.object({
  examDate: z
    .string({ error: 'The exam date must be a date (YYYY-MM-DD) or null.' })
    .refine(isCalendarDate, 'The exam date must be a real date written YYYY-MM-DD.')
    .nullable(),
  language: z.enum(LANGUAGE_NAMES, { error: 'The language must be one of the 12 CCL languages, or null.' }).nullable(),
});

export const planJson = named(
  'WeekPlan',
  'This week’s plan: days left, and what to do, most useful first.',
  z.strictObject({
    examDate: z.string().nullable(),
    language: languageName.nullable(),
    daysLeft: z.number().int().nullable().describe('Days to the exam date (UTC); negative once passed; null without a date.'),
    items: z.array(
      z.strictObject({
        kind: z.enum(['new_category', 'weak_category', 'reviews', 'weak_segments', 'mock_exam']),
        title: z.string(),
        detail: z.string(),
        category: z.string().nullable(),
      }),
    ),
  }),
);

export const progressJson = named(
  'Progress',
  'Am I ready? Averages per category and direction, the recent trend, key meaning units said.',
  z.strictObject({
    categories: z.array(z.strictObject({ category: z.string(), average: z.number().describe('Out of 45.'), attempts: z.number().int() })),
    directions: z.array(
      z.strictObject({
        direction: z.enum(['into_english', 'into_language']),
        percent: z.number().describe('Share of the marks of those turns.'),
        turns: z.number().int(),
      }),
    ),
    trend: z
      .array(z.strictObject({ sessionId: z.number().int(), title: z.string(), finalScore: z.number(), scoredAt: z.iso.datetime() }))
      .describe('The last 10 scored dialogues, oldest first.'),
    trendChange: z.number().nullable().describe('Average of the later half minus the earlier half; null under 4 attempts.'),
    keyUnits: z
      .strictObject({ conveyed: z.number().int(), total: z.number().int(), percent: z.number() })
      .nullable()
      .describe('Key meaning units found in transcripts; null when no answer has a transcript of a turn with units.'),
  }),
);
