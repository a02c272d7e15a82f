import { timeAgo } from './human-time.js';

describe('timeAgo (end_time_human)', () => {
  const now = new Date('2025-07-20T12:00:00Z');
  const ago = (seconds: number) => timeAgo(new Date(now.getTime() - seconds * 1000), now);

  it('names the largest whole unit, singular or plural', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(1)).toBe('1 second ago');
    expect(ago(59)).toBe('59 seconds ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(3 * 60 + 20)).toBe('3 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(5 * 3600)).toBe('5 hours ago');
    expect(ago(24 * 3600)).toBe('1 day ago');
    expect(ago(8 * 24 * 3600)).toBe('1 week ago');
    expect(ago(45 * 24 * 3600)).toBe('1 month ago');
    expect(ago(800 * 24 * 3600)).toBe('2 years ago');
  });

  it('says "just now" for a time slightly in the future', () => {
    expect(ago(-5)).toBe('just now');
  });
});
