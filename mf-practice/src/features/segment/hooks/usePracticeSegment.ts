import { useQuery } from '@tanstack/react-query';
import { practiceSegmentQuery } from '../api/segment';

/** The segment at /practice/{sessionId}/{segmentOrder}, once its speaker audio exists (see practiceSegmentQuery). */
export function usePracticeSegment(sessionId: number, segmentOrder: number) {
  return useQuery(practiceSegmentQuery(sessionId, segmentOrder));
}
