import { useQuery } from '@tanstack/react-query';
import { completionQuery } from '../api/completion';

/** The answer of POST /practice/complete/{sessionId} for this visit (see completionQuery). */
export function useCompletion(sessionId: number) {
  return useQuery(completionQuery(sessionId));
}
