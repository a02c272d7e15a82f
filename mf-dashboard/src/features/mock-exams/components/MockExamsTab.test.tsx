import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import { givenDashboardServer } from '../../../../test/handlers';
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
