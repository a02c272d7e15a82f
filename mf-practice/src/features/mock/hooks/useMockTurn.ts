import { serverMessage } from '@ccl/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Recorder } from '../../recording/hooks/useRecorder';
import { chimeUrl } from '../../segment/hooks/useSegmentFlow';
import { hearTurn, repeatTurn, submitMockAnswer } from '../api/mockExams';
import type { NextTurn } from '../model/nextTurn';

/**
 * One speaker turn of a mock, as the exam runs it: the speaker is heard once (no pause, no replay),
 * the chime sounds the moment it ends and recording starts by itself; Stop uploads the answer. The
 * repeat (once per dialogue, counted by the server) plays the turn again and starts a fresh take.
 */
export type MockPhase = 'ready' | 'heard' | 'loading' | 'playing' | 'chime' | 'recording' | 'uploading' | 'failed';

export function useMockTurn(mockExamId: number, turn: NextTurn, recorder: Recorder, onAnswered: () => void) {
  const [phase, setPhase] = useState<MockPhase>(turn.heard ? 'heard' : 'ready');
  const [repeatUsed, setRepeatUsed] = useState(turn.repeatUsed);
  const [message, setMessage] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const startRecording = useRef(recorder.start);
  startRecording.current = recorder.start;

  const stopAudio = () => {
    audio.current?.pause();
    audio.current = null;
  };

  /** Plays `url`, then the chime at once, then records. */
  const play = useCallback((url: string) => {
    stopAudio();
    const speaker = new Audio(url);
    audio.current = speaker;
    speaker.addEventListener(
      'ended',
      () => {
        if (audio.current !== speaker) return;
        setPhase('chime');
        const chime = new Audio(chimeUrl);
        audio.current = chime;
        const record = () => {
          if (audio.current !== chime) return;
          audio.current = null;
          setPhase('recording');
          startRecording.current();
        };
        chime.addEventListener('ended', record, { once: true });
        // A blocked chime must not hold the candidate up: record anyway.
        chime.play().catch(record);
      },
      { once: true },
    );
    setPhase('playing');
    speaker.play().catch((error: unknown) => {
      console.error('The speaker audio could not play', error);
      setPhase('failed');
      setMessage('The speaker audio could not play. Use your repeat to hear it again, or record your answer.');
    });
  }, []);

  const serve = async (request: () => ReturnType<typeof hearTurn>, fallback: MockPhase) => {
    setMessage(null);
    setPhase('loading');
    try {
      const served = await request();
      setRepeatUsed(served.repeatUsed);
      if (!served.speakerAudioPath) throw new Error('The turn came without audio');
      play(served.speakerAudioPath);
    } catch (error) {
      setMessage(serverMessage(error) ?? 'The segment could not be loaded. Please try again.');
      setPhase(fallback);
    }
  };

  const hear = () => serve(() => hearTurn(mockExamId, turn.part, turn.segmentOrder), 'ready');
  const repeat = () => {
    // The take under way (if any) is dropped: the answer follows the repeat.
    if (recorder.status === 'recording') recorder.stop();
    void serve(() => repeatTurn(mockExamId, turn.part, turn.segmentOrder), 'heard');
  };
  const recordNow = () => {
    setPhase('recording');
    recorder.start();
  };

  const upload = useCallback(
    (recording: Blob) => {
      setMessage(null);
      setPhase('uploading');
      submitMockAnswer({ recording, segmentId: turn.segmentId, sessionId: turn.sessionId }).then(onAnswered, (error: unknown) => {
        setMessage(serverMessage(error) ?? 'Your answer could not be uploaded. Check your connection and press Upload again.');
        setPhase('failed');
      });
    },
    [turn.segmentId, turn.sessionId, onAnswered],
  );

  // A take that ends while recording (Stop, or the 20-second cap) is the answer: upload it.
  const { status, recording } = recorder;
  useEffect(() => {
    if (phase === 'recording' && status === 'finished' && recording) upload(recording);
  }, [phase, status, recording, upload]);

  /** After a failed upload, the same take again. */
  const retryUpload = recording && phase === 'failed' ? () => upload(recording) : null;

  useEffect(() => () => stopAudio(), []);

  return { phase, repeatUsed, message, hear, repeat, recordNow, retryUpload };
}
