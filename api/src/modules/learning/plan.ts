import { CATEGORIES, LIMITS } from '@ccl/shared/domain';

/**
 * The week's plan on the dashboard, as a pure function of what the candidate has done: categories not
 * yet practised first (the exam can draw any of them), then the weakest categories by average, the
 * reviews due, the weak segments to drill, and a mock exam when it is time for one. Without an exam
 * date the same rules say what to practise next; with one, the plan also counts the days and paces
 * the mock exams to them.
 */

export type PlanItemKind = 'new_category' | 'weak_category' | 'reviews' | 'weak_segments' | 'mock_exam';

export interface PlanItem {
  kind: PlanItemKind;
  title: string;
  detail: string;
  /** The category it is about, when it is about one. */
  category: string | null;
}

export interface PlanInput {
  today: Date;
  /** YYYY-MM-DD, or null. */
  examDate: string | null;
  /** Final scores out of 45 of the candidate's scored dialogues (in the exam's language when one is set), by category. */
  scoresByCategory: Map<string, number[]>;
  dueReviews: number;
  weakSegments: number;
}

export interface Plan {
  daysLeft: number | null;
  items: PlanItem[];
}

/** Categories not yet practised shown at once: a week's worth. */
export const NEW_CATEGORIES_PER_WEEK = 2;
export const WEAK_CATEGORIES_SHOWN = 2;
/** From this many days before the exam, a mock exam every week. */
export const MOCK_EXAM_WEEKLY_FROM_DAYS = 28;
/** Scored dialogues after which a first mock exam is worth taking without a date. */
export const MOCK_EXAM_AFTER_DIALOGUES = 5;

const DAY_MS = 86_400_000;

/** Whole days from today (UTC) to the exam date; negative once it has passed. */
export function daysUntil(examDate: string, today: Date): number {
  const [y, m, d] = examDate.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.UTC(y, m - 1, d) - start) / DAY_MS);
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function weekPlan(input: PlanInput): Plan {
  const daysLeft = input.examDate ? daysUntil(input.examDate, input.today) : null;
  const items: PlanItem[] = [];

  const practised = [...input.scoresByCategory.entries()].filter(([, scores]) => scores.length > 0);
  const notPractised = CATEGORIES.filter((c) => !input.scoresByCategory.get(c)?.length);
  for (const category of notPractised.slice(0, NEW_CATEGORIES_PER_WEEK)) {
    items.push({
      kind: 'new_category',
      title: `Practise a ${category} dialogue`,
      detail: `You have not practised ${category} yet.`,
      category,
    });
  }

  const weakest = practised
    .map(([category, scores]) => ({ category, average: average(scores), count: scores.length }))
    .filter((c) => c.average < LIMITS.passPerDialogue)
    .sort((a, b) => a.average - b.average || a.category.localeCompare(b.category))
    .slice(0, WEAK_CATEGORIES_SHOWN);
  for (const { category, average: mean, count } of weakest) {
    items.push({
      kind: 'weak_category',
      title: `Strengthen ${category}`,
      detail: `Your average is ${oneDecimal(mean)} / ${LIMITS.maxScore} over ${count} dialogue${count === 1 ? '' : 's'}; a dialogue passes at ${LIMITS.passPerDialogue}.`,
      category,
    });
  }

  if (input.dueReviews > 0) {
    items.push({
      kind: 'reviews',
      title: `Review ${input.dueReviews} due card${input.dueReviews === 1 ? '' : 's'}`,
      detail: 'Weak segments and vocabulary from your own practice, on the schedule your answers set.',
      category: null,
    });
  }
  if (input.weakSegments > 0) {
    items.push({
      kind: 'weak_segments',
      title: `Drill your weak segments (${input.weakSegments})`,
      detail: 'Each leaves the list after two clean drills in a row.',
      category: null,
    });
  }

  const scored = practised.reduce((n, [, scores]) => n + scores.length, 0);
  const mock = mockExamAdvice(daysLeft, scored);
  if (mock) items.push({ kind: 'mock_exam', title: 'Take a mock exam', detail: mock, category: null });

  return { daysLeft, items };
}

/** When to take the next mock exam (two dialogues in test mode, as on the day), or null when not yet. */
export function mockExamAdvice(daysLeft: number | null, scoredDialogues: number): string | null {
  if (daysLeft !== null && daysLeft < 0) return null;
  if (daysLeft !== null && daysLeft <= 2) return 'Your exam is close: rest, and review rather than take a full mock exam now.';
  if (daysLeft !== null && daysLeft <= MOCK_EXAM_WEEKLY_FROM_DAYS)
    return 'This week: two dialogues in test mode, one after the other, as on the day.';
  if (scoredDialogues >= MOCK_EXAM_AFTER_DIALOGUES)
    return 'Two dialogues in test mode, one after the other, show where you stand; repeat every two weeks.';
  return null;
}
