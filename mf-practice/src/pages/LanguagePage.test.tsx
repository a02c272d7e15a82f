import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, server, TEST_USER, tooltipReady } from '@ccl/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dialogue, dialoguePage } from '../../test/fixtures';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import EARLY_REQUESTS from '../early-requests.json';
import LanguagePage from './LanguagePage';

function StateProbe() {
  const state = useLocation().state as { dialogue?: { title: string } } | null;
  return <div data-testid="state">{state?.dialogue?.title ?? 'no state'}</div>;
}

const PATH = '/language/:languageName';

type Query = { page: string | null; per_page: string | null; sort_order: string | null; language: string; difficulty?: string };

/** Answers GET /dialogues/{language} from `pages` (by page number) and records every query. */
function givenDialogues(pages: Record<number, ReturnType<typeof dialoguePage>>): Query[] {
  const queries: Query[] = [];
  server.use(
    http.get('*/api/dialogues/:language', ({ request, params }) => {
      const url = new URL(request.url);
      const query = {
        page: url.searchParams.get('page'),
        per_page: url.searchParams.get('per_page'),
        sort_order: url.searchParams.get('sort_order'),
        language: String(params.language),
        ...(url.searchParams.has('difficulty') ? { difficulty: url.searchParams.get('difficulty')! } : {}),
      };
      queries.push(query);
      const page = pages[Number(query.page)];
      return page ? HttpResponse.json(page) : HttpResponse.json({ message: 'No such page' }, { status: 404 });
    }),
  );
  return queries;
}

beforeEach(() => givenSession(TEST_USER));

describe('LanguagePage', () => {
  it('asks first for the list the server has the shell send early (early-requests.json)', async () => {
    const calls = recordApiCalls();
    givenDialogues({ 1: dialoguePage([dialogue(31, { title: 'At the GP clinic' })]) });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });
    expect(await screen.findByText('At the GP clinic')).toBeInTheDocument();
    expect(calls).toEqual(declaredEarlyCalls(EARLY_REQUESTS, './LanguagePage', { languageName: 'hindi' }, { signedIn: true }));
  });

  it('shows the title with its flag, the total and one card per dialogue', async () => {
    const queries = givenDialogues({
      1: dialoguePage(
        [
          dialogue(31, {
            title: 'At the GP clinic',
            description: 'A patient sees a GP about chest pain.',
            practiced_session_for_current_user: { final_score: 38.5, score_label: 'assessed' },
          }),
          dialogue(30, {
            title: 'Renting a flat',
            category: { id: 10, name: 'Housing' },
            practiced_session_for_current_user: null,
          }),
        ],
        { total: 2 },
      ),
    });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });

    expect(screen.getByText('Loading dialogues...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Available Dialogues - 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hindi Dialogues' })).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', per_page: '10', sort_order: 'desc', language: 'Hindi' }]);

    const first = screen.getByTestId('dialogue-card-31');
    expect(within(first).getByText('#31')).toBeInTheDocument();
    expect(within(first).getByText('Done 38.5 / 45')).toBeInTheDocument();
    expect(within(first).queryByText('delivery only')).not.toBeInTheDocument();
    expect(within(first).queryByText('self-marked')).not.toBeInTheDocument();
    expect(within(first).getByText('Health')).toBeInTheDocument();
    expect(within(first).getByTestId('category-icon-Health')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'At the GP clinic' })).toBeInTheDocument();
    expect(within(first).getByText('A patient sees a GP about chest pain.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Transcript' })).toHaveAttribute('href', '/transcript/hindi/31');

    const second = screen.getByTestId('dialogue-card-30');
    expect(within(second).queryByText(/^Done/)).not.toBeInTheDocument();
    expect(within(second).getByTestId('category-icon-Housing')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a mock exam' })).toHaveAttribute('href', '/mock/hindi');
  });

  it("says 'delivery only' or 'self-marked' beside a Done score that rests on it (issue #17)", async () => {
    givenDialogues({
      1: dialoguePage(
        [
          dialogue(41, { practiced_session_for_current_user: { final_score: 30, score_label: 'delivery_only' } }),
          dialogue(40, { practiced_session_for_current_user: { final_score: 28, score_label: 'self_marked' } }),
        ],
        { total: 2 },
      ),
    });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });

    const deliveryOnly = await screen.findByTestId('dialogue-card-41');
    expect(within(deliveryOnly).getByText('Done 30 / 45')).toBeInTheDocument();
    expect(within(deliveryOnly).getByText('delivery only')).toBeInTheDocument();
    const selfMarked = screen.getByTestId('dialogue-card-40');
    expect(within(selfMarked).getByText('Done 28 / 45')).toBeInTheDocument();
    expect(within(selfMarked).getByText('self-marked')).toBeInTheDocument();
    expect(within(selfMarked).queryByText('delivery only')).not.toBeInTheDocument();
    // Its hint comes as a tooltip, fetched for such a card only.
    await userEvent.hover(await tooltipReady(() => within(selfMarked).getByText('self-marked')));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Accuracy comes from your own marking of the key units.');
  });

  it('opens a dialogue from a card click, carrying the dialogue in navigation state', async () => {
    givenDialogues({ 1: dialoguePage([dialogue(31)]) });
    renderPage(
      <Routes>
        <Route path={PATH} element={<LanguagePage />} />
        <Route path="/dialogue/:languageName/:dialogueId" element={<StateProbe />} />
      </Routes>,
      { route: '/language/hindi' },
    );
    const card = await screen.findByTestId('dialogue-card-31');
    await userEvent.click(within(card).getByText('What happens in dialogue 31.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dialogue/hindi/31');
    expect(screen.getByTestId('state')).toHaveTextContent('Dialogue 31 title');
  });

  it('opens a dialogue with the keyboard: Tab to its title, Enter', async () => {
    givenDialogues({ 1: dialoguePage([dialogue(31)]) });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });
    const link = await screen.findByRole('link', { name: 'Dialogue 31 title' });
    while (document.activeElement !== link) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dialogue/hindi/31');
  });

  it('goes to the transcript from View Transcript without opening the dialogue', async () => {
    givenDialogues({ 1: dialoguePage([dialogue(31)]) });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });
    await userEvent.click(await screen.findByRole('link', { name: 'View Transcript' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/transcript/hindi/31');
  });

  it('pages forward and back within 1..last_page, the buttons disabled at the ends', async () => {
    const queries = givenDialogues({
      1: dialoguePage([dialogue(50)], { page: 1, lastPage: 2, total: 11 }),
      2: dialoguePage([dialogue(40)], { page: 2, lastPage: 2, total: 11 }),
    });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('dialogue-card-40')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/language/hindi?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByTestId('dialogue-card-50')).toBeInTheDocument();
    expect(queries.map((q) => q.page)).toEqual(['1', '2', '1']);
  });

  /** Pages to page 2 and back to page 1, which shows at once from the cache; the queries the list made. */
  async function pageForwardAndBack(): Promise<Query[]> {
    const queries = givenDialogues({
      1: dialoguePage([dialogue(50)], { page: 1, lastPage: 2, total: 11 }),
      2: dialoguePage([dialogue(40)], { page: 2, lastPage: 2, total: 11 }),
    });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('dialogue-card-40')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByTestId('dialogue-card-50')).toBeInTheDocument();
    expect(screen.queryByText('Loading dialogues...')).not.toBeInTheDocument();
    return queries;
  }

  it('shows a page seen before at once, and refreshes it behind the scenes', async () => {
    const queries = await pageForwardAndBack();
    await waitFor(() => expect(queries.map((q) => q.page)).toEqual(['1', '2', '1']));
  });

  it("does not ask again at once for a guest's page seen before: the same for every guest, it has no scores to refresh", async () => {
    window.localStorage.removeItem('token');
    givenSession(null);
    const queries = await pageForwardAndBack();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queries.map((q) => q.page)).toEqual(['1', '2']);
  });

  it('shows the last page for a page number past the end', async () => {
    const queries = givenDialogues({
      2: dialoguePage([dialogue(40)], { page: 2, lastPage: 2, total: 11 }),
      9: dialoguePage([], { page: 9, lastPage: 2, total: 11 }),
    });
    renderPage(<LanguagePage />, { route: '/language/hindi?page=9', path: PATH });
    expect(await screen.findByTestId('dialogue-card-40')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(queries.map((q) => q.page)).toEqual(['9', '2']);
  });

  it('sorts Oldest first (asc) and back to Newest (desc)', async () => {
    const queries = givenDialogues({ 1: dialoguePage([dialogue(1)]) });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });
    await screen.findByTestId('dialogue-card-1');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oldest' }));
    await waitFor(() => expect(queries.at(-1)?.sort_order).toBe('asc'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Oldest');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Newest' }));
    await waitFor(() => expect(queries.at(-1)?.sort_order).toBe('desc'));
  });

  it("shows each card's difficulty and spoken variety, nothing for a generated dialogue", async () => {
    givenDialogues({
      1: dialoguePage([
        dialogue(31, { language: 'Arabic', difficulty: 'hard', variety: 'Levantine' }),
        dialogue(30, { language: 'Arabic', difficulty: null, variety: null }),
      ]),
    });
    renderPage(<LanguagePage />, { route: '/language/arabic', path: PATH });
    const bank = await screen.findByTestId('dialogue-card-31');
    expect(within(bank).getByTestId('dialogue-difficulty')).toHaveTextContent('Hard');
    expect(within(bank).getByTestId('dialogue-variety')).toHaveTextContent('Levantine');
    const generated = screen.getByTestId('dialogue-card-30');
    expect(within(generated).queryByTestId('dialogue-difficulty')).not.toBeInTheDocument();
    expect(within(generated).queryByTestId('dialogue-variety')).not.toBeInTheDocument();
  });

  it('filters by difficulty from page 1, keeps it in the address, and shows all levels again', async () => {
    const queries = givenDialogues({
      1: dialoguePage([dialogue(7, { difficulty: 'easy' })], { page: 1, lastPage: 1, total: 1 }),
    });
    renderPage(<LanguagePage />, { route: '/language/hindi?page=1', path: PATH });
    await screen.findByTestId('dialogue-card-7');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('All levels');
    expect(queries[0]).not.toHaveProperty('difficulty');

    await userEvent.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Easy' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '1', difficulty: 'easy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/language/hindi?difficulty=easy');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Easy');

    await userEvent.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All levels' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/language\/hindi$/));
  });

  it('says so when the language has no dialogues', async () => {
    givenDialogues({ 1: dialoguePage([], { total: 0 }) });
    renderPage(<LanguagePage />, { route: '/language/tamil', path: PATH });
    expect(await screen.findByText('No completed dialogues available for this language.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available Dialogues - 0' })).toBeInTheDocument();
  });

  it('shows the error page when the list fails, and Try Again goes back one page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/dialogues/:language', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderPage(
      <Routes>
        <Route path="/" element={<Link to="/language/hindi">Hindi</Link>} />
        <Route path={PATH} element={<LanguagePage />} />
      </Routes>,
      { route: '/' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Hindi' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please try again in a little while.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('says Language Not Found! for a language that is not one of the 12', async () => {
    renderPage(<LanguagePage />, { route: '/language/klingon', path: PATH });
    expect(screen.getByRole('heading', { name: 'Language Not Found!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a language' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a guest who wants to generate a dialogue to /login', async () => {
    givenSession(null);
    givenDialogues({ 1: dialoguePage([dialogue(1)]) });
    renderPage(<LanguagePage />, { route: '/language/hindi', path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Dialogue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends a signed-in user who generates a dialogue to /dialogue/{language}, and Vocabulary to /vocabulary/{language}', async () => {
    givenDialogues({ 1: dialoguePage([dialogue(1)]) });
    renderPage(<LanguagePage />, { route: '/language/Punjabi', path: PATH });
    expect(screen.getByRole('link', { name: 'Vocabulary' })).toHaveAttribute('href', '/vocabulary/punjabi');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Dialogue' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dialogue\/punjabi$/);
  });
});
