import { startTransition, useEffect, useState } from 'react';

/** Safari has no requestIdleCallback: a short timer stands in for it. */
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
};

/**
 * False until the browser is first idle after mounting: for what the first screen does not show, so its
 * rendering does not lengthen the page's start on a slow phone (Total Blocking Time, issue #14).
 */
export function useAfterFirstIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
