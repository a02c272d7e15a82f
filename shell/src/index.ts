// The async boundary Module Federation needs: shared singletons are negotiated before the app runs.
import type { EarlyRequest } from '@ccl/shared/early-requests';
import { syncSessionCookie } from '@ccl/shared/token';
import { sendEarlyRequests } from './features/boot/api/early-requests';
import { pageData } from './features/boot/api/page-data';

/** Chromium's scheduler.yield() (https://wicg.github.io/scheduling-apis/): not in TypeScript's DOM types yet. */
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };

/** Ends the current task: the browser may paint and take input before the next step. */
const nextTask = (): Promise<void> => scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/** After the browser's next paint; a hidden tab does not paint, so a timer stands in after 100 ms. */
const nextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

/**
 * The shared libraries are evaluated one per task, then the app. Evaluated together as the app's imports
 * they made one task of ~250 ms on a phone's CPU (Lighthouse mobile), during which the page could not answer
 * a tap (Total Blocking Time, issue #14); three at a time, tasks of 150–360 ms at 4× slowdown on a slow
 * machine. Each is a shared singleton: importing it here evaluates the one copy every app uses.
 */
async function start() {
  // The server draws a signed-in visitor's page with their own reads: it goes by this cookie, the token's copy.
  syncSessionCookie();
  // The page's first API reads go out now, while the libraries download, not once they have run (issue #14).
  sendEarlyRequests(pageData<EarlyRequest[]>('ccl-early-requests'));
  // The page's first screen (index.html) is painted before any of this work: a browser that has the scripts
  // at once (a fast connection, the cache) would otherwise run them first and show nothing meanwhile.
  await nextPaint();
  for (const evaluate of [
    () => import('react-dom/client'),
    () => import('@emotion/styled'),
    () => import('@mui/material'),
    () => import('react-router-dom'),
    () => import('@tanstack/react-query'),
    () => import('axios'),
    () => import('@ccl/shared'),
  ]) {
    await evaluate();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();
