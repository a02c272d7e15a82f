import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { attempt, result } from '../../../../test/builders';
import { givenDashboardServer } from '../../../../test/handlers';
import type { SelfMarkingResult, TestResult } from '../../results/api/types';
import type { MockExam } from '../api/mockExams';
import { MockExamsTab } from './MockExamsTab';

function mock(id: number, fields: Partial<MockExam> = {}): MockExam {
  return {
    id,
    language: 'Hindi',
    status: 'scored',
    startedAt: '2026-11-20T09:00:00.000Z',
    completedAt: '2026-11-20T09:25:00.000Z',
    creditsCharged: 2,
    dialogues: [1, 2].map((part) => ({
      part: part as 1 | 2,
      sessionId: id * 10 + part,
      dialogueId: part,
      title: `Dialogue ${part}`,
      category: 'Health' as const,
      status: 'scored' as const,
      turns: 6,
      answered: 6,
      nextSegmentOrder: null,
      nextSegmentId: null,
      heardThrough: 11,
      repeatUsed: false,
      finalScore: 30,
    })),
    result: null,
    ...fields,
  };
}

const verdict = (passed: boolean, reasons: string[] = []) => ({
  passed,
  basis: 'full' as const,
  label: passed ? 'PASS' : 'FAIL',
  reasons,
  note: null,
});

describe('MockExamsTab', () => {
  it('lists each mock with its scores, verdict badge and reasons, and charts the totals', async () => {
    const user = { ...TEST_USER, last_used_language: 'Tamil' };
    givenSession(user);
    givenDashboardServer({
      mocks: [
        mock(2, { result: { dialogue1: 33, dialogue2: 30, total: 63, outOf: 90, verdict: verdict(true) } }),
        mock(1, {
          result: {
            dialogue1: 30,
            dialogue2: 26,
            total: 56,
            outOf: 90,
            verdict: verdict(false, ['7 marks short of 63', 'dialogue 2 below 29 by 3']),
          },
        }),
        mock(3, {
          status: 'in_progress',
          dialogues: mock(3).dialogues.map((d) => ({ ...d, answered: d.part === 1 ? 2 : 0, finalScore: null })),
        }),
      ],
    });
    renderPage(<MockExamsTab user={user} />);

    const passed = await screen.findByTestId('mock-exam-2');
    expect(within(passed).getByTestId('mock-verdict-2')).toHaveTextContent('PASS');
    expect(within(passed).getByText('Dialogue 1: 33 / 45 · Dialogue 2: 30 / 45 · Total: 63 / 90')).toBeInTheDocument();
    const failed = screen.getByTestId('mock-exam-1');
    expect(within(failed).getByTestId('mock-verdict-1')).toHaveTextContent('FAIL');
    expect(within(failed).getByText('7 marks short of 63')).toBeInTheDocument();
    expect(within(failed).getByText('dialogue 2 below 29 by 3')).toBeInTheDocument();
    const unfinished = screen.getByTestId('mock-exam-3');
    expect(within(unfinished).getByTestId('mock-verdict-3')).toHaveTextContent('In progress');
    expect(within(unfinished).getByText('Dialogue 1: 2 of 6 answered · Dialogue 2: 0 of 6 answered')).toBeInTheDocument();
    expect(within(unfinished).getByRole('link', { name: 'Hindi mock exam' })).toHaveAttribute('href', '/mock-exam/3');

    expect(await screen.findByTestId('mock-totals-chart')).toHaveAttribute(
      'aria-label',
      'Mock exam totals over time against the pass mark of 63',
    );
    expect(screen.getByRole('link', { name: 'Take a mock exam' })).toHaveAttribute('href', '/mock/tamil');
  });
});

describe("MockExamsTab — a mock's dialogues, segment by segment", () => {
  /** Dialogue `part` of mock 2 (its session 2·10+part) as GET /mock-exams/2/review answers it: one offline-scored turn. */
  function mockDialogueResult(part: 1 | 2, marked = false): TestResult {
    const base = result(
      { id: 20 + part, dialogue_id: part, final_score: marked ? 29.5 : 32, score_label: marked ? 'self_marked' : 'delivery_only' },
      1,
    );
    base.dialogue.title = `Mock dialogue ${part}`;
    base.segment_attempts = [
      attempt({ dialogueId: part }, 1, {
        accuracy: marked ? 'self_marked' : 'not_assessed',
        key_units: [{ kind: 'number', text: 'three days' }],
        self_marking: marked ? { conveyed: [], added: false, marked_at: '2026-11-20T10:00:00.000Z', times_marked: 1 } : null,
      }),
    ];
    return base;
  }

  const scoredMock = (marked: boolean) =>
    mock(2, {
      result: {
        dialogue1: marked ? 29.5 : 32,
        dialogue2: 32,
        total: marked ? 61.5 : 64,
        outOf: 90,
        verdict: marked
          ? { passed: false, basis: 'self_marked', label: 'FAIL (self-marked)', reasons: ['1.5 marks short of 63'], note: null }
          : { passed: true, basis: 'delivery_only', label: 'PASS on delivery only', reasons: [], note: null },
      },
    });

  it('opens a scored mock to its two dialogues; marking a turn there reads the review and the verdict again', async () => {
    givenSession(TEST_USER);
    let marked = false;
    givenDashboardServer({ mocks: () => [scoredMock(marked)] });
    const reviews: string[] = [];
    const markings: unknown[] = [];
    server.use(
      http.get('*/api/mock-exams/:id/review', ({ params }) => {
        reviews.push(String(params.id));
        return HttpResponse.json({ data: [mockDialogueResult(1, marked), mockDialogueResult(2)] });
      }),
      http.post('*/api/segment-attempts/:id/self-marking', async ({ request, params }) => {
        markings.push({ id: params.id, body: await request.json() });
        marked = true;
        return HttpResponse.json<SelfMarkingResult>({
          attempt_id: Number(params.id),
          score_for_segment: 7.5,
          final_score: 29.5,
          score_label: 'self_marked',
        });
      }),
    );
    renderPage(<MockExamsTab user={TEST_USER} />);

    const card = await screen.findByTestId('mock-exam-2');
    expect(reviews).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Review the segments' }));
    const first = await within(card).findByRole('region', { name: 'Dialogue 1: Mock dialogue 1' });
    const second = within(card).getByRole('region', { name: 'Dialogue 2: Mock dialogue 2' });
    expect(reviews).toEqual(['2']);
    expect(first).toHaveTextContent('32/45delivery only');
    expect(within(second).getByRole('table', { name: 'Segments of dialogue #2' })).toBeInTheDocument();

    // The same model-answer review as a test result, with its self-marking.
    await userEvent.click(within(first).getByRole('row', { name: 'Segment 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialogue #1 · Segment 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my marking' }));
    expect(await within(dialog).findByText('Marking saved: the scores are recomputed.')).toBeInTheDocument();
    expect(markings).toEqual([{ id: '1001', body: { conveyed: [], added: false } }]);
    await waitFor(() => expect(within(card).getByTestId('mock-verdict-2')).toHaveTextContent('FAIL (self-marked)'));
    expect(within(card).getByText('1.5 marks short of 63')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Dialogue 1: Mock dialogue 1', hidden: true })).toHaveTextContent('29.5/45self-marked');

    await userEvent.click(within(card).getByRole('button', { name: 'Hide the segments', hidden: true }));
    expect(within(card).queryByRole('region', { name: /Dialogue 1/, hidden: true })).not.toBeInTheDocument();
  });

  it('offers no review before the mock is scored', async () => {
    givenSession(TEST_USER);
    givenDashboardServer({
      mocks: [mock(3, { status: 'in_progress' }), mock(4, { status: 'scoring' }), mock(5, { status: 'abandoned' })],
    });
    renderPage(<MockExamsTab user={TEST_USER} />);
    await screen.findByTestId('mock-exam-3');
    expect(screen.queryByRole('button', { name: 'Review the segments' })).not.toBeInTheDocument();
  });

  it("says so when a mock's segments cannot be loaded", async () => {
    givenSession(TEST_USER);
    givenDashboardServer({ mocks: [scoredMock(false)] });
    server.use(http.get('*/api/mock-exams/:id/review', () => HttpResponse.json({ message: 'Mock exam not found.' }, { status: 404 })));
    renderPage(<MockExamsTab user={TEST_USER} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review the segments' }));
    expect(await screen.findByText('Mock exam not found.')).toBeInTheDocument();
  });
});
