import { LIMITS } from '@ccl/shared';

/**
 * Facts about the real CCL test (spec §1 and §9), in one place so the home page, the tips page and
 * the getting-started guide never disagree.
 */
export const EXAM = {
  dialogues: 2,
  wordsPerDialogue: 300,
  minutes: 20,
  marksPerDialogue: LIMITS.maxScore,
  totalMarks: LIMITS.maxScore * 2,
  passOverall: LIMITS.passOverall,
  passPerDialogue: LIMITS.passPerDialogue,
  // The real test's rule, not the practice page's delay before its chime (which happens to be 5 too).
  secondsToStartAfterChime: 5,
  repetitionsPerDialogue: 1,
  resultsWeeks: '4–6',
  validityChangeDate: '9 August 2022',
  validityYears: 5,
  earlierValidityYears: 3,
  extraPrPoints: LIMITS.extraPrPoints,
} as const;
