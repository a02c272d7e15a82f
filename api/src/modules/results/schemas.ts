import { z } from 'zod';
import { ERROR_CATEGORIES } from '../../ai/provider.js';
import { ACCURACY_STATES, DEDUCTION_SEVERITIES, DEDUCTION_SOURCES, DISPUTE_STATUSES, SESSION_STATUSES } from '../../db/schema.js';
import { named } from '../../http/contract.js';
import { categoryName, languageName, segmentJson } from '../content/schemas.js';
import { SCORE_LABELS } from '../scoring/score-label.js';
import { MARKING_UNIT_KINDS } from '../scoring/units.js';

export const disputeJson = named(
  'Dispute',
  'A contested deduction and its outcome, as its candidate sees it.',
  z.strictObject({
    id: z.number().int(),
    deduction_id: z
      .number()
      .int()
      .nullable()
      .describe('The deduction disputed; null once it left the ledger (removed, or the turn was marked again).'),
    category: z.enum(ERROR_CATEGORIES),
    words: z.string().nullable(),
    points: z.number().describe('What the deduction cost when it was disputed.'),
    status: z.enum(DISPUTE_STATUSES).describe("'open' until a moderator decides; 'upheld' (kept) or 'removed' (score recomputed)."),
    note: z.string(),
    created_at: z.iso.datetime(),
    resolved_at: z.iso.datetime().nullable(),
  }),
);
export type DisputeJson = z.infer<typeof disputeJson>;

export const deductionJson = named(
  'Deduction',
  'One line of a turn’s deduction ledger (DESIGN.md "Scoring model").',
  z.strictObject({
    id: z.number().int(),
    category: z.enum(ERROR_CATEGORIES),
    severity: z.enum(DEDUCTION_SEVERITIES),
    points: z.number().describe('Marks lost, from our fixed table.'),
    words: z.string().nullable().describe('The words involved.'),
    explanation: z.string().nullable(),
    source: z.enum(DEDUCTION_SOURCES).describe("'scoring': found by the scorer; 'self_marking': from the candidate's own marking."),
  }),
);

export const keyUnitJson = named(
  'KeyUnit',
  'A key meaning unit of an interpreter turn: a detail the interpretation must carry, copied from the expected text.',
  z.strictObject({
    kind: z.enum(MARKING_UNIT_KINDS),
    text: z.string(),
  }),
);

export const selfMarkingJson = named(
  'SelfMarking',
  "The candidate's latest marking of a turn.",
  z.strictObject({
    conveyed: z.array(z.number().int()).describe('Indexes in key_units of the units ticked as conveyed.'),
    added: z.boolean().describe('Whether they said they added something.'),
    marked_at: z.iso.datetime(),
    times_marked: z.number().int().describe('How many times this turn was marked (the history).'),
  }),
);

export const segmentAttemptJson = named(
  'SegmentAttempt',
  'The answer to one interpreter turn and its scoring (spec §3 "Segment attempt").',
  z.strictObject({
    id: z.number().int(),
    segment_id: z.number().int(),
    user_audio_file_path: z.string().nullable().describe('The storage key of the recording.'),
    audio_url: z.string().nullable().describe('A signed URL of the recording: only its owner receives it, and it expires.'),
    user_transcription: z.string().nullable().describe("Contains 'Transcription error' when transcription failed."),
    evaluation_feedback: z.string().nullable().describe('One line per deduction, then a summary.'),
    score_for_segment: z.number().nullable().describe('null until scored.'),
    max_score: z.number().nullable().describe("The turn's share of the 45 marks."),
    deductions: z.array(deductionJson),
    accuracy: z
      .enum(ACCURACY_STATES)
      .describe(
        "'assessed' from a transcript (or nothing was said); 'not_assessed': delivery only, to be marked; 'self_marked'; 'uncertain': the transcript was too doubtful to judge (no accuracy deduction), to be marked.",
      ),
    key_units: z.array(keyUnitJson).describe('What the turn is marked against.'),
    self_marking: selfMarkingJson.nullable(),
    disputes: z.array(disputeJson).describe("The candidate's disputes of this turn's deductions, with their outcomes."),
  }),
);

export const testResultJson = named(
  'TestResult',
  'A finished practice session with its dialogue and answers (spec §3 "Test result").',
  z.strictObject({
    id: z.number().int(),
    dialogue_id: z.number().int(),
    mode: z.union([z.literal(0), z.literal(1)]),
    final_score: z.number().nullable().describe('Out of 45; null while scoring, or when the attempt was not scored.'),
    score_label: z
      .enum(SCORE_LABELS)
      .describe("What the score rests on: 'assessed', 'delivery_only' (a turn's accuracy not judged yet) or 'self_marked'."),
    score_note: z.string().nullable().describe('A note on the score, e.g. that its credits were refunded and why.'),
    status: z
      .enum(SESSION_STATUSES)
      .describe("'scoring' until scored; 'completed' when finished without credit; 'failed' when scoring could not finish."),
    end_time: z.iso.datetime().nullable(),
    end_time_human: z.string().nullable().describe("'3 minutes ago'."),
    dialogue: z.strictObject({
      id: z.number().int(),
      title: z.string(),
      category: z.strictObject({ name: categoryName }).nullable(),
      segments: z.array(segmentJson),
      target_language: languageName,
    }),
    segment_attempts: z.array(segmentAttemptJson),
  }),
);
export type TestResultJson = z.infer<typeof testResultJson>;

export const resultsAnswer = z.strictObject({ data: z.array(testResultJson) }).describe('The results, newest first, in data.');

export const mockReviewAnswer = z
  .strictObject({ data: z.array(testResultJson) })
  .describe("The mock exam's finished dialogues, dialogue 1 first, in data: each shaped as a test result.");
