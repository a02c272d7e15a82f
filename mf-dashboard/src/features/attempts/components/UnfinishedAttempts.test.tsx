import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import { unfinishedAttempt } from '../../../../test/builders';
import { givenDashboardServer } from '../../../../test/handlers';
import { UnfinishedAttempts } from './UnfinishedAttempts';

describe('UnfinishedAttempts', () => {
  it('offers to continue each unfinished attempt where it was left, and says which were closed unscored', async () => {
    givenSession(TEST_USER);
    givenDashboardServer({
      attempts: {
        unfinished: [
          unfinishedAttempt({ kind: 'test' }),
          {
            kind: 'mock',
            sessionId: null,
            mockExamId: 7,
            dialogueId: null,
            title: 'Hindi mock exam',
            language: 'Hindi',
            answered: null,
            turns: null,
            nextSegmentOrder: null,
            closesAt: '2026-11-26T10:00:00.000Z',
          },
        ],
        abandoned: [
          {
            kind: 'practice',
            sessionId: 3,
            mockExamId: null,
            title: 'Renting a flat',
            language: 'Hindi',
            abandonedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    });
    renderPage(<UnfinishedAttempts userId={TEST_USER.id} />);
    const region = await screen.findByRole('region', { name: 'Unfinished attempts' });
    const links = within(region).getAllByRole('link', { name: 'Continue where you left off' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/practice/12/5', '/mock-exam/7']);
    expect(within(region).getByText('Test: At the GP clinic — 2 of 6 segments answered')).toBeInTheDocument();
    expect(within(region).getByText('Mock exam: Hindi mock exam')).toBeInTheDocument();
    expect(
      within(region).getByText('Practice: Renting a flat was closed after 24 hours without an answer. It was not scored and cost nothing.'),
    ).toBeInTheDocument();
  });

  it('shows nothing when nothing is unfinished', async () => {
    givenSession(TEST_USER);
    const calls = givenDashboardServer();
    const { container } = renderPage(<UnfinishedAttempts userId={TEST_USER.id} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBeDefined();
    expect(container.querySelector('section')).toBeNull();
  });
});
