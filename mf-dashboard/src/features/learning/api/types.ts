/** Wire types of the learning routes (weak segments, spaced review), from the API's contract. */
import type { BodyOf, ResponseOf, Schema } from '@ccl/contract';

export type WeakSegment = Schema<'WeakSegment'>;
export type WeakSegmentsResponse = ResponseOf<'/learning/weak-segments', 'get'>;
export type ReviewCard = Schema<'ReviewCard'>;
export type ReviewSessionResponse = ResponseOf<'/learning/review', 'get'>;
export type DueCountResponse = ResponseOf<'/learning/due-count', 'get'>;
export type GradeBody = BodyOf<'/learning/review/{cardId}', 'post'>;
export type ReviewGrade = GradeBody['grade'];
export type GradeResponse = ResponseOf<'/learning/review/{cardId}', 'post'>;
export type PlanResponse = ResponseOf<'/learning/plan', 'get'>;
export type PlanItem = PlanResponse['items'][number];
export type ProgressResponse = ResponseOf<'/learning/progress', 'get'>;
