import { useEffect, useState } from 'react';

/** Whole seconds since `since` (an ISO time), ticking every second: the mock's overall clock. */
export function useElapsed(since: string): number {
  const start = Date.parse(since);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return Math.max(0, Math.floor((now - start) / 1000));
}
