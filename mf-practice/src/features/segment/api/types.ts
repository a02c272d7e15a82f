/**
 * Wire types of the practice-segment calls (spec §3), moved verbatim from @ccl/shared's legacy types.ts.
 * When the API's generated contract (@ccl/contract) is in the worktree, these become aliases of its ResponseOf<…>.
 */

export interface PracticeSegment {
  dialogueId: number;
  mode: number;
  segmentOrder: number;
  totalSegments: number;
  targetLanguage: string;
  speakerAudioPath: string | null;
  userInterpretationSegmentId: number | null;
  nextSegmentExists: boolean;
}

export interface SubmitAnswer {
  completed: boolean;
  nextSegmentOrder: number | null;
}
