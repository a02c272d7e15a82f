/**
 * "3 minutes ago": how long ago something happened, in the words the dashboard shows beside a
 * result (spec §3 end_time_human). The largest whole unit, as Laravel's diffForHumans says it.
 */
const UNITS: ReadonlyArray<readonly [name: string, seconds: number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  // A clock a little ahead of the database's (another server) must not say "in 2 seconds".
  if (seconds < 1) return 'just now';
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
