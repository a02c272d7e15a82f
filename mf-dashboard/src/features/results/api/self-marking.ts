import { apiClient } from '@ccl/shared';
import type { SelfMarkingBody, SelfMarkingResult } from './types';

/** POST /segment-attempts/{id}/self-marking: the turn's and the dialogue's scores after the marking. */
export async function saveSelfMarking(attemptId: number, body: SelfMarkingBody): Promise<SelfMarkingResult> {
  return (await apiClient.post<SelfMarkingResult>(`/segment-attempts/${attemptId}/self-marking`, body)).data;
}
