import { z } from 'zod';
import { ERROR_CATEGORIES } from '../../ai/provider.js';
import { DEDUCTION_SEVERITIES, SESSION_STATUSES } from '../../db/schema.js';
import { named } from '../../http/contract.js';
import { categoryName, languageName, segmentJson } from '../content/schemas.js';

export const deductionJson = named(
  'Deduction',
  'One line of a turn’s deduction ledger (DESIGN.md "Scoring model").',
  z.strictObject({
    category: z.enum(ERROR_CATEGORIES),
    severity: z.enum(DEDUCTION_SEVERITIES),
    points: z.number().describe('Marks lost, from our fixed table.'),
    words: z.string().nullable().describe('The words involved.'),
    explanation: z.string().nullable(),
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
