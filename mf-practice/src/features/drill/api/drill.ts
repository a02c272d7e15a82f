import { apiClient, RECORDING } from '@ccl/shared';
import type { DrillOutcome, DrillStart, StartDrillBody } from './types';

/** POST /learning/drills: a drill of one weak segment, free; answers the speaker segment to play. */
export async function startDrill(segmentId: number): Promise<DrillStart> {
  return (await apiClient.post<DrillStart>('/learning/drills', { segmentId } satisfies StartDrillBody)).data;
}

/** POST /learning/drills/{drillId}/answer: the one take, as the practice page sends its answers; scored at once. */
export async function answerDrill(drillId: number, recording: Blob): Promise<DrillOutcome> {
  const form = new FormData();
  form.append('user_audio', recording, RECORDING.fileName);
  return (await apiClient.post<DrillOutcome>(`/learning/drills/${drillId}/answer`, form)).data;
}
