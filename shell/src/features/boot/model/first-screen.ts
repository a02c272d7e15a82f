/**
 * Whether the page on screen is the one the server drew (@ccl/shared/first-screen) and React is taking it over:
 * always on the server, and in the browser from the takeover (src/bootstrap.tsx) until its first commit. Meanwhile a
 * deferred value must start as what the server drew, or the browser's first render would differ from it.
 */
let takingOver = typeof document === 'undefined';

export function isTakingOverFirstScreen(): boolean {
  return takingOver;
}

export function setTakingOverFirstScreen(value: boolean): void {
  takingOver = value;
}
