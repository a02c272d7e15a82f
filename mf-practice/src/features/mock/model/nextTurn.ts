import type { MockExam } from '../api/types';

/** The speaker turn to take next: dialogue 1 first, each in order; null once every turn is answered. */
export interface NextTurn {
  part: 1 | 2;
  sessionId: number;
  segmentOrder: number;
  /** The interpreter turn the answer is for. */
  segmentId: number;
  /** "Segment k of n" of this dialogue. */
  segment: number;
  segments: number;
  /** Already served once (a reload after hearing it): only the repeat can play it again. */
  heard: boolean;
  repeatUsed: boolean;
}

export function nextTurn(mock: MockExam): NextTurn | null {
  const dialogue = mock.dialogues.find((d) => d.nextSegmentOrder !== null);
  if (!dialogue || dialogue.nextSegmentOrder === null || dialogue.nextSegmentId === null) return null;
  return {
    part: dialogue.part,
    sessionId: dialogue.sessionId,
    segmentOrder: dialogue.nextSegmentOrder,
    segmentId: dialogue.nextSegmentId,
    segment: (dialogue.nextSegmentOrder + 1) / 2,
    segments: dialogue.turns,
    heard: dialogue.heardThrough >= dialogue.nextSegmentOrder,
    repeatUsed: dialogue.repeatUsed,
  };
}
