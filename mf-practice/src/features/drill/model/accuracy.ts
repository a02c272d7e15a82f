import type { DrillOutcome } from '../api/types';

/**
 * What a drill's score rests on, in the words the results page puts beside a turn's score (issue #17):
 * nothing when its accuracy was assessed.
 */
const LABELS: Record<DrillOutcome['accuracy'], { label: string; hint: string } | null> = {
  assessed: null,
  not_assessed: {
    label: 'delivery only',
    hint: 'Only the delivery (answering, timing, pauses) was scored: accuracy was not assessed.',
  },
  uncertain: {
    label: 'uncertain transcript',
    hint: 'We are not sure what we heard, so nothing was deducted for accuracy, and this drill does not count as a clean one.',
  },
};

export function accuracyLabel(accuracy: DrillOutcome['accuracy']) {
  return LABELS[accuracy];
}

/** Where the segment stands on the list after this drill (the API's rules: learning/weak-list.ts). */
export function standingText(outcome: DrillOutcome): string {
  if (outcome.leftTheList) return 'Two clean drills in a row: this segment has left your weak segments.';
  if (outcome.deductions.length) return 'This drill lost marks, so the count of clean drills starts again.';
  if (outcome.accuracy === 'uncertain')
    return `We could not hear this answer clearly enough to count it as a clean drill: clean drills so far ${outcome.cleanDrills} of 2.`;
  return `Clean drill ${outcome.cleanDrills} of 2: one more clean drill takes this segment off your list.`;
}
