/** Wire types of GET /generate-result (spec §3 "Test result", "Segment attempt"), from the API's contract. */
import type { BodyOf, ResponseOf, Schema } from '@ccl/contract';

export type DialogueSegment = Schema<'Segment'>;

export type Deduction = Schema<'Deduction'>;

export type KeyUnit = Schema<'KeyUnit'>;

export type SelfMarkingBody = BodyOf<'/segment-attempts/{attemptId}/self-marking', 'post'>;

export type SelfMarkingResult = ResponseOf<'/segment-attempts/{attemptId}/self-marking', 'post'>;

export type SegmentAttempt = Schema<'SegmentAttempt'>;

export type TestResult = Schema<'TestResult'>;

export type ResultsResponse = ResponseOf<'/generate-result', 'get'>;

export type DisputeJson = Schema<'Dispute'>;

export type DisputeBody = BodyOf<'/deductions/{deductionId}/disputes', 'post'>;
