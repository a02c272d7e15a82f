import type { BodyOf, ResponseOf } from '@ccl/contract';
import { apiClient } from '@ccl/shared';

export type QueuedDispute = ResponseOf<'/moderation/disputes', 'get'>['data'][number];
export type DisputeDecision = BodyOf<'/moderation/disputes/{disputeId}', 'post'>['decision'];
export type DisputeOutcome = ResponseOf<'/moderation/disputes/{disputeId}', 'post'>;

/** GET /moderation/disputes: the open disputes, oldest first; 403 for anyone not a moderator. */
export async function fetchDisputeQueue(): Promise<QueuedDispute[]> {
  return (await apiClient.get<ResponseOf<'/moderation/disputes', 'get'>>('/moderation/disputes')).data.data;
}

/** POST /moderation/disputes/{id}: uphold keeps the deduction, remove takes it out and recomputes the score. */
export async function decideDispute(disputeId: number, decision: DisputeDecision): Promise<DisputeOutcome> {
  return (await apiClient.post<DisputeOutcome>(`/moderation/disputes/${disputeId}`, { decision })).data;
}
