/** Wire types of the practice-segment calls (spec §3, §7), from the API's contract. */
import type { QueryOf, ResponseOf } from '@ccl/contract';

export type PracticeSegmentQuery = QueryOf<'/practice/segment', 'get'>;

export type PracticeSegment = ResponseOf<'/practice/segment', 'get'>;

export type SubmitAnswer = ResponseOf<'/practice/submit', 'post'>;
