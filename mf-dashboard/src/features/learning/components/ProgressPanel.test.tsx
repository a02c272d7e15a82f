import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import { givenDashboardServer } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';
import type { ProgressResponse } from '../api/types';

beforeEach(() => givenSession(TEST_USER));

const renderDashboard = () => renderPage(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });

describe('dashboard: Am I ready?', () => {
  it('shows averages per category and direction, the trend and the key meaning units said', async () => {
    const progress: ProgressResponse = {
      categories: [
        { category: 'Housing', average: 24.5, attempts: 2 },
        { category: 'Health', average: 33, attempts: 1 },
      ],
      directions: [
        { direction: 'into_english', percent: 71.2, turns: 12 },
        { direction: 'into_language', percent: 64, turns: 12 },
      ],
      trend: [],
      trendChange: 3.5,
      keyUnits: { conveyed: 14, total: 20, percent: 70 },
    };
    givenDashboardServer({ progress });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Am I ready?' });
    const items = (name: string) =>
      within(within(panel).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Average by category')).toEqual(['Housing: 24.5 / 45 (2)', 'Health: 33 / 45 (1)']);
    expect(items('Average by direction')).toEqual([
      'Into English: 71.2% of the marks (12 turns)',
      'Into the other language: 64% of the marks (12 turns)',
    ]);
    expect(within(panel).getByText('Up 3.5 marks: your recent dialogues average more than the ones before.')).toBeInTheDocument();
    expect(within(panel).getByText('Key meaning units said: 14 of 20 (70%).')).toBeInTheDocument();
  });

  it('is left out until a dialogue is scored', async () => {
    givenDashboardServer();
    renderDashboard();
    await screen.findByRole('region', { name: 'This week’s plan' });
    expect(screen.queryByRole('region', { name: 'Am I ready?' })).not.toBeInTheDocument();
  });
});
