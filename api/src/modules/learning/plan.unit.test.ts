import { CATEGORIES } from '@ccl/shared/domain';
import { daysUntil, mockExamAdvice, weekPlan, type PlanInput } from './plan.js';

const today = new Date(Date.UTC(2026, 10, 25, 22, 0));

function input(overrides: Partial<PlanInput> = {}): PlanInput {
  return { today, examDate: null, scoresByCategory: new Map(), dueReviews: 0, weakSegments: 0, ...overrides };
}

/** Every category practised once with a passing score, except those given. */
function allPractised(scores: Record<string, number[]> = {}): Map<string, number[]> {
  return new Map(CATEGORIES.map((c) => [c, scores[c] ?? [35]]));
}

describe('the week’s plan', () => {
  it('counts whole days to the exam date in UTC, negative once it has passed', () => {
    expect(daysUntil('2026-11-25', today)).toBe(0);
    expect(daysUntil('2026-12-25', today)).toBe(30);
    expect(daysUntil('2026-11-20', today)).toBe(-5);
  });

  it('starts a new candidate on categories not yet practised, without a date', () => {
    const plan = weekPlan(input());
    expect(plan.daysLeft).toBeNull();
    expect(plan.items.map((i) => i.title)).toEqual([`Practise a ${CATEGORIES[0]} dialogue`, `Practise a ${CATEGORIES[1]} dialogue`]);
  });

  it('lists the weakest categories under the pass mark, lowest average first', () => {
    const [a, b, c] = CATEGORIES as unknown as [string, string, string];
    const plan = weekPlan(input({ scoresByCategory: allPractised({ [a]: [20, 24], [b]: [12], [c]: [30] }) }));
    expect(plan.items.map((i) => [i.kind, i.category])).toEqual([
      ['weak_category', b],
      ['weak_category', a],
      ['mock_exam', null],
    ]);
    expect(plan.items[1]?.detail).toBe('Your average is 22 / 45 over 2 dialogues; a dialogue passes at 29.');
  });

  it('adds due reviews and weak segments when there are some', () => {
    const plan = weekPlan(input({ scoresByCategory: allPractised(), dueReviews: 1, weakSegments: 3 }));
    expect(plan.items.map((i) => i.title)).toEqual(['Review 1 due card', 'Drill your weak segments (3)', 'Take a mock exam']);
  });

  it('changes as the candidate practises: a practised category leaves, the next one comes in', () => {
    const [first, second, third] = CATEGORIES as unknown as [string, string, string];
    const before = weekPlan(input()).items.map((i) => i.category);
    const after = weekPlan(input({ scoresByCategory: new Map([[first, [33]]]) })).items.map((i) => i.category);
    expect(before).toEqual([first, second]);
    expect(after).toEqual([second, third]);
  });

  it('paces mock exams to the exam date', () => {
    expect(mockExamAdvice(null, 0)).toBeNull();
    expect(mockExamAdvice(null, 5)).toMatch(/repeat every two weeks/);
    expect(mockExamAdvice(60, 1)).toBeNull();
    expect(mockExamAdvice(20, 0)).toBe('This week: two dialogues in test mode, one after the other, as on the day.');
    expect(mockExamAdvice(1, 9)).toMatch(/rest, and review/);
    expect(mockExamAdvice(-3, 9)).toBeNull();
    const plan = weekPlan(input({ examDate: '2026-12-09', scoresByCategory: allPractised() }));
    expect(plan).toEqual({ daysLeft: 14, items: [expect.objectContaining({ kind: 'mock_exam', title: 'Take a mock exam' })] });
  });
});
