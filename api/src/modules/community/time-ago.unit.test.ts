import { timeAgo } from './time-ago.js';

describe('created_at_human', () => {
  const now = new Date('2025-07-12T10:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600 + 3599, '23 hours ago'],
    [86_400, '1 day ago'],
    [6 * 86_400, '6 days ago'],
    [7 * 86_400, '1 week ago'],
    [29 * 86_400, '4 weeks ago'],
    [30 * 86_400, '1 month ago'],
    [200 * 86_400, '6 months ago'],
    [365 * 86_400, '1 year ago'],
    [3 * 365 * 86_400, '3 years ago'],
  ])('%i seconds before now reads %p', (seconds, expected) => {
    expect(timeAgo(before(seconds), now)).toBe(expected);
  });

  it('reads a time slightly in the future (clock skew) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
  });
});
