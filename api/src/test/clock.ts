import type { Clock } from '../clock.js';

/** A clock tests move by hand: "16 minutes later" without waiting 16 minutes. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}
