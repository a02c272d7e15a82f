import type { ResponseOf } from '@ccl/contract';
import { server, TEST_USER } from '@ccl/shared/test';
import type { User } from '@ccl/shared';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CreditTransaction, CreditTransactionsResponse } from '../src/features/credit-history/api/types';
import type { DueCountResponse, PlanResponse, ProgressResponse } from '../src/features/learning/api/types';
import type { ExamGoal } from '../src/features/settings/api/examGoal';
import type { ResultsResponse, TestResult } from '../src/features/results/api/types';
import type { SettingsResponse } from '../src/features/settings/api/types';
import type { MockExam } from '../src/features/mock-exams/api/mockExams';

/** What the server answers: the data itself, or per request (a changing list, or an error Response). */
type Answer<T> = T | (() => T | Response);

function reply<T>(answer: Answer<T>, wrap: (data: T) => JsonBodyType): Response {
  const value = typeof answer === 'function' ? (answer as () => T | Response)() : answer;
  return value instanceof Response ? value : HttpResponse.json(wrap(value));
}

/**
 * The API as the dashboard reads it (GET /user, /generate-result, /user/credit-transactions); each test
 * says what the server holds. Returns how often each was called.
 */
export function givenDashboardServer({
  user = TEST_USER,
  results = [],
  transactions = [],
  dueToday = 0,
  plan = NO_DATE_PLAN,
  progress = NO_PROGRESS,
  mocks = [],
  attempts = { unfinished: [], abandoned: [] },
}: {
  user?: Answer<User>;
  results?: Answer<TestResult[]>;
  transactions?: Answer<CreditTransaction[]>;
  dueToday?: number;
  plan?: PlanResponse;
  progress?: ProgressResponse;
  mocks?: Answer<MockExam[]>;
  attempts?: Answer<ResponseOf<'/attempts', 'get'>>;
} = {}) {
  const calls = { user: 0, results: 0, history: 0 };
  server.use(
    // Not a moderator unless a test says so (givenModeratorQueue).
    http.get('*/api/moderation/disputes', () => HttpResponse.json({ message: 'Only moderators can review disputes.' }, { status: 403 })),
    http.get('*/api/user', () => {
      calls.user += 1;
      return reply(user, (data): ResponseOf<'/user', 'get'> => ({ data }));
    }),
    http.get('*/api/generate-result', () => {
      calls.results += 1;
      return reply(results, (data): ResultsResponse => ({ data }));
    }),
    http.get('*/api/user/credit-transactions', () => {
      calls.history += 1;
      return reply(transactions, (data): CreditTransactionsResponse => ({ success: true, data }));
    }),
    http.get('*/api/learning/due-count', () => HttpResponse.json<DueCountResponse>({ dueToday })),
    http.get('*/api/learning/plan', () => HttpResponse.json<PlanResponse>(plan)),
    http.get('*/api/learning/progress', () => HttpResponse.json<ProgressResponse>(progress)),
    http.get('*/api/mock-exams', () => reply(mocks, (data): ResponseOf<'/mock-exams', 'get'> => ({ data }))),
    http.get('*/api/attempts', () => reply(attempts, (data): ResponseOf<'/attempts', 'get'> => data)),
  );
  return calls;
}

/** Records every PUT /settings body and answers with `answer`. */
export function givenSettingsEndpoint(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.put('*/api/settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** The API's answer to a saved profile: its message and the updated user. */
export const settingsSaved = (body: Record<string, unknown>) =>
  HttpResponse.json<SettingsResponse>({ message: 'Settings updated successfully!', data: { ...TEST_USER, name: body.name as string } });

/** The signed-in user moderates: the queue holds `disputes`; records every decision. */
export function givenModeratorQueue(disputes: () => ResponseOf<'/moderation/disputes', 'get'>['data']) {
  const decisions: Array<{ id: string; decision: unknown }> = [];
  server.use(
    http.get('*/api/moderation/disputes', () => HttpResponse.json({ data: disputes() })),
    http.post('*/api/moderation/disputes/:id', async ({ request, params }) => {
      const { decision } = (await request.json()) as { decision: unknown };
      decisions.push({ id: String(params.id), decision });
      return HttpResponse.json({
        dispute: {
          id: Number(params.id),
          deduction_id: null,
          category: 'omission',
          words: null,
          points: 1,
          status: decision === 'remove' ? 'removed' : 'upheld',
          note: 'n',
          created_at: '2025-07-20T10:00:00.000Z',
          resolved_at: '2025-07-20T11:00:00.000Z',
        },
        final_score: 30,
      });
    }),
  );
  return decisions;
}
/** A new user's plan: no exam date, two categories to start with. */
export const NO_DATE_PLAN: PlanResponse = {
  examDate: null,
  language: null,
  daysLeft: null,
  items: [
    { kind: 'new_category', title: 'Practise a Business dialogue', detail: 'You have not practised Business yet.', category: 'Business' },
    {
      kind: 'new_category',
      title: 'Practise a Community dialogue',
      detail: 'You have not practised Community yet.',
      category: 'Community',
    },
  ],
};

/** GET and PUT /learning/exam-goal over one stored goal; returns every PUT body. */
export function givenExamGoal(initial: ExamGoal = { examDate: null, language: null }) {
  let goal = initial;
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/learning/exam-goal', () => HttpResponse.json<ExamGoal>(goal)),
    http.put('*/api/learning/exam-goal', async ({ request }) => {
      const body = (await request.json()) as ExamGoal;
      bodies.push(body);
      goal = body;
      return HttpResponse.json<ExamGoal>(goal);
    }),
  );
  return bodies;
}

/** A user with no scored dialogue yet. */
export const NO_PROGRESS: ProgressResponse = { categories: [], directions: [], trend: [], trendChange: null, keyUnits: null };
