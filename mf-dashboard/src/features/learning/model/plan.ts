/** What the dashboard says about the exam date: days left, or what to do without one. */
export function countdown(daysLeft: number | null, examDate: string | null): string {
  if (daysLeft === null || examDate === null) return 'No exam date yet: set it in Settings and the plan counts down to it.';
  if (daysLeft < 0) return 'Your exam date has passed: set your next one in Settings.';
  if (daysLeft === 0) return 'Your exam is today. Good luck!';
  return `${daysLeft} day${daysLeft === 1 ? '' : 's'} until your exam (${examDate}).`;
}

/** Progress spans every language practised, so the other direction is named generically. */
export function directionLabel(direction: 'into_english' | 'into_language'): string {
  return direction === 'into_english' ? 'Into English' : 'Into the other language';
}

/** The trend in words: the later half of the last attempts against the earlier half. */
export function trendText(change: number | null): string | null {
  if (change === null) return null;
  if (change > 0) return `Up ${change} marks: your recent dialogues average more than the ones before.`;
  if (change < 0) return `Down ${Math.abs(change)} marks: your recent dialogues average less than the ones before.`;
  return 'Level: your recent dialogues average the same as the ones before.';
}
