import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true. What waits on it is
 * fetched only after the first screen is on the glass: its code does not compete with the first screen's
 * on a slow phone connection, and the first screen does not wait for it (issue #14).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it. As a transition, what
    // waits on it is rendered in slices, not in one task (an update from an effect or a timer is not sliced).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
