// The async boundary Module Federation needs: shared singletons are negotiated before the app runs.

/** Chromium's scheduler.yield() (https://wicg.github.io/scheduling-apis/): not in TypeScript's DOM types yet. */
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };

/** Ends the current task: the browser may paint and take input before the next step. */
const nextTask = (): Promise<void> => scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The largest shared libraries are evaluated one per task, then the app. Evaluated together as the app's
 * imports they made one task of ~250 ms on a phone's CPU (Lighthouse mobile), during which the page could
 * not answer a tap (Total Blocking Time, issue #14).
 */
async function start() {
  for (const evaluate of [() => import('react-dom/client'), () => import('@mui/material'), () => import('@ccl/shared')]) {
    await evaluate();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();
