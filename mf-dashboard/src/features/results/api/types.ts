/** Wire types of GET /generate-result (spec §3 "Test result", "Segment attempt"), from the API's contract. */
import type { ResponseOf, Schema } from '@ccl/contract';

export type DialogueSegment = Schema<'Segment'>;

export type Deduction = Schema<'Deduction'>;

export type SegmentAttempt = Schema<'SegmentAttempt'>;

export type TestResult = Schema<'TestResult'>;

export type ResultsResponse = ResponseOf<'/generate-result', 'get'>;
