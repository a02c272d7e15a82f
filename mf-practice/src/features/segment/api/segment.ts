import { apiClient, RECORDING } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PracticeSegment, PracticeSegmentQuery, SubmitAnswer } from './types';

/** GET /practice/segment. */
export async function getPracticeSegment(sessionId: number, segmentOrder: number, signal?: AbortSignal): Promise<PracticeSegment> {
  const params: PracticeSegmentQuery = { sessionId, segmentOrder };
  return (await apiClient.get<PracticeSegment>('/practice/segment', { params, signal })).data;
}

/** POST /practice/submit: the take as multipart form data, named recording.ogg (spec §3, §7). */
export async function submitAnswer(payload: { recording: Blob; segmentId: number; sessionId: number }): Promise<SubmitAnswer> {
  const form = new FormData();
  form.append('user_audio', payload.recording, RECORDING.fileName);
  form.append('segmentId', String(payload.segmentId));
  form.append('sessionId', String(payload.sessionId));
  form.append('user_transcription', '');
  return (await apiClient.post<SubmitAnswer>('/practice/submit', form)).data;
}

/** How long to wait for speech that is still being synthesised before giving up (the job is usually seconds). */
export const AUDIO_WAIT = { intervalMs: 2000, attempts: 45 };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Speaker audio is made by a background job, so a segment may arrive before its audio: ask again every 2 s
 * until it is there, or until AUDIO_WAIT runs out (then the segment comes back without it). Leaving the
 * page aborts the waiting.
 */
async function segmentWithAudio(sessionId: number, segmentOrder: number, signal: AbortSignal): Promise<PracticeSegment> {
  for (let attempt = 1; ; attempt += 1) {
    const segment = await getPracticeSegment(sessionId, segmentOrder, signal);
    if (segment.speakerAudioPath || attempt >= AUDIO_WAIT.attempts) return segment;
    await pause(AUDIO_WAIT.intervalMs, signal);
  }
}

export function practiceSegmentQuery(sessionId: number, segmentOrder: number) {
  return queryOptions({
    queryKey: ['practice', 'segment', sessionId, segmentOrder],
    queryFn: ({ signal }) =>
      segmentWithAudio(sessionId, segmentOrder, signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to load the practice segment', error);
        throw error;
      }),
  });
}
