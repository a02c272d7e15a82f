import type { BodyOf, ResponseOf } from '@ccl/contract';
import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';

export type ExamGoal = ResponseOf<'/learning/exam-goal', 'get'>;
export type ExamGoalUpdate = BodyOf<'/learning/exam-goal', 'put'>;

/** GET /learning/exam-goal. */
export async function fetchExamGoal(): Promise<ExamGoal> {
  return (await apiClient.get<ExamGoal>('/learning/exam-goal')).data;
}

/** PUT /learning/exam-goal: null clears a field. */
export async function saveExamGoal(goal: ExamGoalUpdate): Promise<ExamGoal> {
  return (await apiClient.put<ExamGoal>('/learning/exam-goal', goal)).data;
}

export const examGoalQuery = (userId: number) => queryOptions({ queryKey: ['learning', 'exam-goal', userId], queryFn: fetchExamGoal });
