import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type {
  DueCountResponse,
  PlanResponse,
  GradeBody,
  GradeResponse,
  ReviewSessionResponse,
  WeakSegment,
  WeakSegmentsResponse,
  ProgressResponse,
} from './types';

/** GET /learning/weak-segments: most marks lost first. */
export async function fetchWeakSegments(): Promise<WeakSegment[]> {
  return (await apiClient.get<WeakSegmentsResponse>('/learning/weak-segments')).data.data;
}

/** GET /learning/review: up to 20 due cards (the deck is brought up to date with practice first). */
export async function fetchReviewSession(): Promise<ReviewSessionResponse> {
  return (await apiClient.get<ReviewSessionResponse>('/learning/review')).data;
}

/** GET /learning/due-count. */
export async function fetchDueCount(): Promise<number> {
  return (await apiClient.get<DueCountResponse>('/learning/due-count')).data.dueToday;
}

/** POST /learning/review/{cardId}: the scheduler sets the card's next date. */
export async function gradeCard(cardId: number, grade: GradeBody['grade']): Promise<GradeResponse> {
  return (await apiClient.post<GradeResponse>(`/learning/review/${cardId}`, { grade } satisfies GradeBody)).data;
}

// Keyed by user: the cache outlives a session.
export const weakSegmentsQuery = (userId: number) =>
  queryOptions({ queryKey: ['learning', 'weak-segments', userId], queryFn: fetchWeakSegments });
export const dueCountQuery = (userId: number) => queryOptions({ queryKey: ['learning', 'due-count', userId], queryFn: fetchDueCount });
/** A session is read once when the page opens: grading moves through it without refetching. */
export const reviewSessionQuery = (userId: number) =>
  queryOptions({ queryKey: ['learning', 'review', userId], queryFn: fetchReviewSession, staleTime: Infinity, gcTime: 0 });

/** GET /learning/plan: days left and this week's plan. */
export async function fetchPlan(): Promise<PlanResponse> {
  return (await apiClient.get<PlanResponse>('/learning/plan')).data;
}

export const planQuery = (userId: number) => queryOptions({ queryKey: ['learning', 'plan', userId], queryFn: fetchPlan });

/** GET /learning/progress: averages per category and direction, the trend, key meaning units. */
export async function fetchProgress(): Promise<ProgressResponse> {
  return (await apiClient.get<ProgressResponse>('/learning/progress')).data;
}

export const progressQuery = (userId: number) => queryOptions({ queryKey: ['learning', 'progress', userId], queryFn: fetchProgress });
