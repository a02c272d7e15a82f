/** What the dashboard says about the exam date: days left, or what to do without one. */
export function countdown(daysLeft: number | null, examDate: string | null): string {
  if (daysLeft === null || examDate === null) return 'No exam date yet: set it in Settings and the plan counts down to it.';
  if (daysLeft < 0) return 'Your exam date has passed: set your next one in Settings.';
  if (daysLeft === 0) return 'Your exam is today. Good luck!';
  return `${daysLeft} day${daysLeft === 1 ? '' : 's'} until your exam (${examDate}).`;
}
