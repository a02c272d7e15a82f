/** Where services read the time, so tests can move it (code expiry, resend limits) without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
