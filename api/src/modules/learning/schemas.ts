import { z } from 'zod';
import { named } from '../../http/contract.js';
import { wholeNumber } from '../../http/fields.js';
import { deductionJson } from '../results/schemas.js';

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
    deductions: z.array(deductionJson).describe('Why: the deduction ledger of that answer.'),
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
    deductions: z.array(deductionJson),
    previousScore: z.number().nullable().describe('The score of the answer that put the turn on the list.'),
    cleanDrills: z.number().int(),
    leftTheList: z.boolean().describe('True after the second clean drill in a row.'),
  }),
);
