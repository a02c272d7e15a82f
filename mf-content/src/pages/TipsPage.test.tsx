import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import TipsPage from './TipsPage';

describe('/how-to-excel', () => {
  it('lists the 8 tips in the order of the spec, under one h1', () => {
    givenSession(null);
    renderPage(<TipsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to Excel in the CCL Test');
    const tips = within(screen.getByRole('list', { name: 'Preparation tips' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(tips).toEqual([
      'Understand the test format',
      'Build vocabulary in common domains',
      'Master note-taking',
      'Focus on meaning, not literal translation',
      'Improve your listening skills',
      'Manage your time',
      'Take mock tests',
      'Test-day essentials',
    ]);
  });

  it('shows the 5 extra PR points badge and names accuracy, fluency and completeness', () => {
    givenSession(null);
    renderPage(<TipsPage />);
    expect(screen.getByText('5 extra PR points')).toBeInTheDocument();
    expect(screen.getByText(/Markers listen for three things/)).toHaveTextContent('accuracy, fluency and completeness');
  });

  it('gives every tip real advice', () => {
    givenSession(null);
    renderPage(<TipsPage />);
    for (const heading of screen.getAllByRole('heading', { level: 2 }).slice(0, 8)) {
      const card = heading.closest('li') as HTMLElement;
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    expect(screen.getByText(/start interpreting within 5 seconds/)).toBeInTheDocument();
  });

  it('links a signed-in user to /get-started and /dashboard', () => {
    givenSession(TEST_USER);
    renderPage(<TipsPage />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers a guest sign-up instead of the dashboard', () => {
    givenSession(null);
    renderPage(<TipsPage />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up to Track Your Progress' })).toHaveAttribute('href', '/signup');
  });
});
