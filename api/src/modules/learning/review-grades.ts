/** How a candidate grades their own recall of a card (the scheduler's four ratings). */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];
