import { apiClient } from '@ccl/shared';
import type { DisputeBody, DisputeJson } from './types';

/** POST /deductions/{id}/disputes: contests one deduction; a moderator decides. */
export async function disputeDeduction(deductionId: number, body: DisputeBody): Promise<DisputeJson> {
  return (await apiClient.post<DisputeJson>(`/deductions/${deductionId}/disputes`, body)).data;
}
