import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import { givenDashboardServer, NO_DATE_PLAN } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';
import type { PlanResponse } from '../api/types';

beforeEach(() => givenSession(TEST_USER));

const renderDashboard = () => renderPage(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });

describe('dashboard: this week’s plan', () => {
  it('without an exam date, asks for one and still says what to practise next', async () => {
    givenDashboardServer({ plan: NO_DATE_PLAN, dueToday: 0 });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'This week’s plan' });
    expect(await within(panel).findByText('No exam date yet: set it in Settings and the plan counts down to it.')).toBeInTheDocument();
    const plan = within(panel).getByRole('list', { name: 'Plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Practise a Business dialogue — You have not practised Business yet.',
      'Practise a Community dialogue — You have not practised Community yet.',
    ]);
    expect(await within(panel).findByText('Due today: 0')).toBeInTheDocument();
  });

  it('counts down to the exam and links each step to where it is done', async () => {
    const plan: PlanResponse = {
      examDate: '2026-12-15',
      language: 'Hindi',
      daysLeft: 20,
      items: [
        {
          kind: 'weak_category',
          title: 'Strengthen Health',
          detail: 'Your average is 22 / 45 over 2 dialogues; a dialogue passes at 29.',
          category: 'Health',
        },
        { kind: 'reviews', title: 'Review 4 due cards', detail: 'From your practice.', category: null },
        { kind: 'weak_segments', title: 'Drill your weak segments (2)', detail: 'Two clean drills each.', category: null },
        {
          kind: 'mock_exam',
          title: 'Take a mock exam',
          detail: 'This week: two dialogues in test mode, one after the other, as on the day.',
          category: null,
        },
      ],
    };
    givenDashboardServer({ plan, dueToday: 4 });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'This week’s plan' });
    expect(await within(panel).findByText('20 days until your exam (2026-12-15).')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Strengthen Health' })).toHaveAttribute('href', '/language/hindi');
    expect(within(panel).getByRole('link', { name: 'Review 4 due cards' })).toHaveAttribute('href', '/review');
    expect(within(panel).getByRole('link', { name: 'Drill your weak segments (2)' })).toHaveAttribute('href', '/weak-segments');
    expect(within(panel).queryByRole('link', { name: 'Take a mock exam' })).not.toBeInTheDocument();
    expect(await within(panel).findByText('Due today: 4')).toBeInTheDocument();
  });
});
