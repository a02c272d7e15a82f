import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dialogue, dialoguePage, mockExam } from '../../test/fixtures';
import MockStartPage, { MOCK_RULES } from './MockStartPage';

const PATH = '/mock/:languageName';

function givenStart(answer: () => Response = () => HttpResponse.json({ data: mockExam({ id: 77 }) })): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/mock-exams', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    http.get('*/api/dialogues/:language', () =>
      HttpResponse.json(
        dialoguePage([
          dialogue(31, { title: 'At the GP clinic' }),
          dialogue(30, { title: 'Renting a flat', category: { id: 10, name: 'Housing' } }),
        ]),
      ),
    ),
  );
  return bodies;
}

beforeEach(() => givenSession(TEST_USER));

describe('MockStartPage', () => {
  it('states the exam rules and starts a mock of two dialogues the server picks', async () => {
    const bodies = givenStart();
    renderPage(<MockStartPage />, { route: '/mock/hindi', path: PATH });
    expect(screen.getByRole('heading', { name: 'Hindi mock exam' })).toBeInTheDocument();
    for (const rule of MOCK_RULES) expect(screen.getByText(rule)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start mock exam' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mock-exam/77'));
    expect(bodies).toEqual([{ language: 'Hindi' }]);
  });

  it('starts with the two dialogues the candidate chose, in their order', async () => {
    const bodies = givenStart();
    renderPage(<MockStartPage />, { route: '/mock/hindi', path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Choose the dialogues' }));
    expect(screen.getByRole('button', { name: 'Start with these two' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Dialogue 1' }));
    await userEvent.click(await screen.findByRole('option', { name: '#30 Renting a flat (Housing)' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Dialogue 2' }));
    await userEvent.click(await screen.findByRole('option', { name: '#31 At the GP clinic (Health)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start with these two' }));
    await waitFor(() => expect(bodies).toEqual([{ language: 'Hindi', dialogueIds: [30, 31] }]));
  });

  it('shows why a mock cannot start', async () => {
    givenStart(() =>
      HttpResponse.json(
        { status: 'insufficient_credit', message: 'You need at least 2 credits to take a mock exam (two dialogues).' },
        { status: 402 },
      ),
    );
    renderPage(<MockStartPage />, { route: '/mock/hindi', path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Start mock exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You need at least 2 credits to take a mock exam (two dialogues).');
  });

  it('sends a guest to log in', async () => {
    givenSession(null);
    const bodies = givenStart();
    renderPage(<MockStartPage />, { route: '/mock/hindi', path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Start mock exam' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(bodies).toEqual([]);
  });
});
