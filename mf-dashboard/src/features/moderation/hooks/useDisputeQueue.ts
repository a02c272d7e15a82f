import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideDispute, fetchDisputeQueue, type DisputeDecision } from '../api/disputes';

const queueKey = (userId: number) => ['moderation-disputes', userId] as const;

/**
 * The moderators' queue. The server alone knows who moderates (MODERATOR_USER_IDS): anyone else is
 * answered 403, so the dashboard shows the Disputes tab only when this succeeds. Not retried: a 403
 * is an answer, not a failure.
 */
export function useDisputeQueue(userId: number) {
  return useQuery({ queryKey: queueKey(userId), queryFn: fetchDisputeQueue, retry: false });
}

export function useDecideDispute(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, decision }: { disputeId: number; decision: DisputeDecision }) => decideDispute(disputeId, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey(userId) }),
  });
}
