/** The API takes a turn off the weak list after this many clean drills in a row (api/README.md "Learning"). */
export const CLEAN_DRILLS_TO_LEAVE = 2;

/** '6 / 10' with at most one decimal. */
export function marks(score: number, maxScore: number): string {
  const show = (n: number) => String(Math.round(n * 10) / 10);
  return `${show(score)} / ${show(maxScore)}`;
}
