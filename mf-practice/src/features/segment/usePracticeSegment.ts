import { errorMessage, httpStatus, practiceApi, type PracticeSegment } from '@ccl/shared';
import { useEffect, useState } from 'react';

export type SegmentLoad = { status: 'loading' } | { status: 'failed'; message: string; notFound: boolean } | { status: 'ready'; segment: PracticeSegment & { speakerAudioPath: string } };

/** How long to wait for speech that is still being synthesised before giving up (the job is usually seconds). */
export const AUDIO_WAIT = { intervalMs: 2000, attempts: 45 };

/**
 * GET /practice/segment. Speaker audio is made by a background job, so a segment may arrive before
 * its audio: then ask again every 2 s (still 'Loading segment audio...') until the audio is there.
 */
export function usePracticeSegment(sessionId: number, segmentOrder: number, attempt: number): SegmentLoad {
  const [load, setLoad] = useState<SegmentLoad>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setLoad({ status: 'loading' });

    const fetchSegment = (tries: number) => {
      practiceApi.getPracticeSegment(sessionId, segmentOrder).then(
        (segment) => {
          if (!active) return;
          if (segment.speakerAudioPath) {
            setLoad({ status: 'ready', segment: { ...segment, speakerAudioPath: segment.speakerAudioPath } });
          } else if (tries + 1 < AUDIO_WAIT.attempts) {
            timer = setTimeout(() => fetchSegment(tries + 1), AUDIO_WAIT.intervalMs);
          } else {
            setLoad({ status: 'failed', message: "The speaker audio for this segment isn't ready yet. Please try again in a moment.", notFound: false });
          }
        },
        (error: unknown) => {
          console.error('Failed to load the practice segment', error);
          if (!active) return;
          const status = httpStatus(error);
          const notFound = status === 403 || status === 404;
          setLoad({ status: 'failed', message: errorMessage(error, 'This practice segment could not be loaded.'), notFound });
        },
      );
    };
    fetchSegment(0);

    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sessionId, segmentOrder, attempt]);

  return load;
}
