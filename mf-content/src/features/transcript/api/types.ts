/** Wire types of POST /transcript (spec §3 "Transcript response"), from the API's contract. */
import type { BodyOf, ResponseOf, Schema } from '@ccl/contract';

export type DialogueSegment = Schema<'Segment'>;

export type TranscriptRequest = BodyOf<'/transcript', 'post'>;

export type TranscriptResponse = ResponseOf<'/transcript', 'post'>;
