import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { result } from '../../../../test/builders';
import { givenDashboardServer } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';
import { RESULTS_POLL_MS } from './useResults';

// The page polls every RESULTS_POLL_MS: fake clocks let these tests wait for polls without waiting seconds
// (Testing Library's findBy… advances them while it waits).
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderResults = () => renderPage(<DashboardPage />, { route: '/dashboard?tab=results', path: '/dashboard' });
const AFTER_TWO_POLLS = { timeout: 3 * RESULTS_POLL_MS };
const waitPolls = (polls: number) => act(() => jest.advanceTimersByTimeAsync(polls * RESULTS_POLL_MS));

describe('Dashboard: polling while scoring', () => {
  it('refreshes results by itself while one is scoring, then stops, and rereads the user once scored', async () => {
    givenSession(TEST_USER);
    let served = 0;
    const calls = givenDashboardServer({
      user: { ...TEST_USER, scoring_used: 3 },
      results: () => {
        served += 1;
        return [served < 3 ? result({ id: 1, final_score: null, status: 'scoring' }) : result({ id: 1, final_score: 27 })];
      },
    });
    renderResults();
    expect(await screen.findByText('Scoring...')).toBeInTheDocument();
    expect(await screen.findByText('27/45', {}, AFTER_TWO_POLLS)).toBeInTheDocument();
    expect(calls.results).toBe(3);
    // Once on opening the dashboard, once when the result was scored.
    await waitFor(() => expect(calls.user).toBe(2));

    // Nothing is scoring any more: no more requests.
    await waitPolls(3);
    expect(calls.results).toBe(3);
  });

  it('does not poll when nothing is scoring (a zero, an unscored attempt)', async () => {
    givenSession(TEST_USER);
    const calls = givenDashboardServer({
      results: [result({ id: 1, final_score: 0 }), result({ id: 2, final_score: null, status: 'completed' })],
    });
    renderResults();
    expect(await screen.findByText('Scoring in progress')).toBeInTheDocument();
    expect(screen.getByText('Not scored')).toBeInTheDocument();
    await waitPolls(3);
    expect(calls.results).toBe(1);
  });

  it('keeps the results on screen when a poll fails, and polls on', async () => {
    givenSession(TEST_USER);
    let served = 0;
    givenDashboardServer({
      results: () => {
        served += 1;
        if (served === 2) return HttpResponse.json({ message: 'Temporary failure.' }, { status: 500 });
        return [served < 3 ? result({ id: 1, final_score: null, status: 'scoring' }) : result({ id: 1, final_score: 12 })];
      },
    });
    renderResults();
    expect(await screen.findByText('Scoring...')).toBeInTheDocument();
    expect(await screen.findByText('12/45', {}, AFTER_TWO_POLLS)).toBeInTheDocument();
    expect(screen.queryByText('Temporary failure.')).not.toBeInTheDocument();
  });
});
