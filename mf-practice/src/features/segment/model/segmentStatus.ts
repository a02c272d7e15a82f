import { PRACTICE_MODE } from '@ccl/shared';
import type { PlayerState } from '../../audio/components/WaveformPlayer';
import type { SegmentPhase } from '../hooks/useSegmentFlow';
import type { RecordingStatus } from '../../recording/hooks/useRecorder';

/** The one line telling the candidate what is happening and what to do next. */
export function segmentStatus({
  mode,
  phase,
  player,
  countdown,
  chimeBlocked,
  recording,
  submitting,
  lastSegment,
}: {
  mode: number;
  phase: SegmentPhase;
  player: PlayerState;
  countdown: number;
  chimeBlocked: boolean;
  recording: RecordingStatus;
  submitting: boolean;
  lastSegment: boolean;
}): string {
  if (submitting) return 'Uploading your recording...';
  if (phase === 'listen') {
    if (player === 'loading') return 'Loading segment audio...';
    if (player === 'failed') return 'The speaker audio could not be loaded.';
    if (player === 'playing') return 'Listen to the speaker...';
    if (player === 'paused') return 'Paused. Press Play to continue listening.';
    return mode === PRACTICE_MODE.practice
      ? 'Press Play to hear the speaker.'
      : 'Press Play to hear the speaker. Recording starts after the chime.';
  }
  if (phase === 'countdown') return `Get ready: the chime sounds in ${countdown} s.`;
  if (phase === 'chime') return 'Chime! Start interpreting now.';
  if (recording === 'starting') return 'Starting the microphone...';
  if (recording === 'recording') return 'Recording... Speak your interpretation, then press Stop.';
  if (recording === 'finished')
    return lastSegment
      ? 'Recording finished. Press Finish to submit your last answer.'
      : 'Recording finished. Press Next to submit it and continue.';
  if (chimeBlocked) return 'The chime could not play. Press Record to start interpreting.';
  return 'Press Record when you are ready to interpret.';
}
