import { registerRemoteLoader, useSession } from '@ccl/shared';
import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, server, TEST_USER, tooltipReady } from '@ccl/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { dialogue } from '../../test/fixtures';
import { givenMedia } from '../../test/http';
import { candidateInformation } from '../features/dialogue/components/CandidateInformation';
import EARLY_REQUESTS from '../early-requests.json';
import DialogueIntroPage from './DialogueIntroPage';
import { MODE_TOOLTIPS } from '../features/dialogue/components/StartButtons';

const PATH = '/dialogue/:languageName/:dialogueId?';

/** Stands in for mf-billing's exposed dialog: says what it was given, offers Close. */
function BillingDialog({ open, onClose, creditsNeeded }: { open: boolean; onClose: () => void; creditsNeeded: number }) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Insufficient Credits">
      <p>{`You need at least ${creditsNeeded} credits`}</p>
      <button onClick={onClose}>Close</button>
    </div>
  );
}

const billingLoads: string[] = [];

function renderIntro(route: string, state?: unknown) {
  return renderPage(
    <StrictMode>
      <DialogueIntroPage />
    </StrictMode>,
    { route, path: PATH, state },
  );
}

interface Calls {
  fetched: unknown[];
  generated: unknown[];
  started: unknown[];
  settings: unknown[];
}

function givenApi({
  fetchAnswer = () => HttpResponse.json({ data: dialogue(31) }),
  generateAnswer = () => HttpResponse.json({ data: dialogue(88, { title: 'A new dialogue' }) }),
  startAnswer = () => HttpResponse.json({ sessionId: 501, segmentOrder: 1 }),
  creditConfig = () => HttpResponse.json({ success: true, data: { free_credit_amount: 99, credit_cost_per_dialogue: 1 } }),
  settingsAnswer = () => HttpResponse.json({ message: 'Settings updated', data: TEST_USER }),
}: {
  fetchAnswer?: () => Response;
  generateAnswer?: () => Response;
  startAnswer?: () => Response;
  creditConfig?: () => Response;
  settingsAnswer?: () => Response;
} = {}): Calls {
  const calls: Calls = { fetched: [], generated: [], started: [], settings: [] };
  server.use(
    http.post('*/api/fetch-dialogue', async ({ request }) => {
      calls.fetched.push(await request.json());
      return fetchAnswer();
    }),
    http.post('*/api/generate-dialogue', async ({ request }) => {
      calls.generated.push(await request.json());
      return generateAnswer();
    }),
    http.post('*/api/start-practice', async ({ request }) => {
      calls.started.push(await request.json());
      return startAnswer();
    }),
    http.put('*/api/settings', async ({ request }) => {
      calls.settings.push(await request.json());
      return settingsAnswer();
    }),
    http.get('*/api/credit-config', () => creditConfig()),
  );
  return calls;
}

beforeEach(() => {
  givenSession(TEST_USER);
  givenMedia();
  billingLoads.length = 0;
  registerRemoteLoader(async (remote, module) => {
    billingLoads.push(`${remote}/${module}`);
    return BillingDialog;
  });
});

describe('DialogueIntroPage — the dialogue', () => {
  it('asks for the dialogue the server has the shell send early (early-requests.json)', async () => {
    const calls = recordApiCalls();
    givenApi({ fetchAnswer: () => HttpResponse.json({ data: dialogue(31, { title: 'At the GP clinic' }) }) });
    renderIntro('/dialogue/hindi/31');
    expect(await screen.findByRole('heading', { name: 'At the GP clinic' })).toBeInTheDocument();
    const early = declaredEarlyCalls(
      EARLY_REQUESTS,
      './DialogueIntroPage',
      { languageName: 'hindi', dialogueId: '31' },
      { signedIn: true },
    );
    expect(calls).toEqual(expect.arrayContaining(early));
  });

  it('fetches a dialogue by id and shows its title, description, candidate information and the two start buttons', async () => {
    const calls = givenApi({
      fetchAnswer: () => HttpResponse.json({ data: dialogue(31, { title: 'At the GP clinic', description: 'A patient sees a GP.' }) }),
    });
    renderIntro('/dialogue/hindi/31');
    expect(screen.getByText('Loading dialogue...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'At the GP clinic' })).toBeInTheDocument();
    expect(screen.getByText('A patient sees a GP.')).toBeInTheDocument();
    expect(screen.getByText('#31')).toBeInTheDocument();
    expect(calls.fetched).toEqual([{ id: 31 }]);
    for (const text of candidateInformation('Hindi')) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start Test' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Description audio' })).not.toBeInTheDocument();
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
  });

  it('shows how hard the dialogue is and its spoken variety', async () => {
    givenApi({
      fetchAnswer: () => HttpResponse.json({ data: dialogue(31, { language: 'Arabic', difficulty: 'easy', variety: 'Egyptian' }) }),
    });
    renderIntro('/dialogue/arabic/31');
    expect(await screen.findByTestId('dialogue-difficulty')).toHaveTextContent('Easy');
    expect(screen.getByTestId('dialogue-variety')).toHaveTextContent('Egyptian');
  });

  it('offers to continue an unfinished attempt at this dialogue where it was left', async () => {
    givenApi();
    server.use(
      http.get('*/api/attempts', () =>
        HttpResponse.json({
          unfinished: [
            {
              kind: 'test',
              sessionId: 12,
              mockExamId: null,
              dialogueId: 31,
              title: 'Dialogue 31 title',
              language: 'Hindi',
              answered: 2,
              turns: 6,
              nextSegmentOrder: 5,
              closesAt: '2026-11-26T10:00:00.000Z',
            },
          ],
          abandoned: [],
        }),
      ),
    );
    renderIntro('/dialogue/hindi/31');
    expect(await screen.findByText('You have an unfinished test of this dialogue: 2 of 6 segments answered.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', '/practice/12/5');
  });

  it('uses the dialogue handed over by the list without fetching it', async () => {
    const calls = givenApi();
    renderIntro('/dialogue/hindi/31', { dialogue: dialogue(31, { title: 'From the list' }) });
    expect(screen.getByRole('heading', { name: 'From the list' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.fetched).toEqual([]);
  });

  it('fetches when the handed-over dialogue is a different one', async () => {
    const calls = givenApi();
    renderIntro('/dialogue/hindi/31', { dialogue: dialogue(30, { title: 'Stale' }) });
    expect(await screen.findByRole('heading', { name: 'Dialogue 31 title' })).toBeInTheDocument();
    expect(calls.fetched).toEqual([{ id: 31 }]);
  });

  it('plays the description audio when the dialogue has one', async () => {
    givenApi({
      fetchAnswer: () => HttpResponse.json({ data: dialogue(31, { description_audio_file_path: '/api/media/speech/31/description.ogg' }) }),
    });
    renderIntro('/dialogue/hindi/31');
    const player = await screen.findByRole('group', { name: 'Description audio' });
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'ready'));
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    expect(await within(player).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('generates a new dialogue once per visit (even under StrictMode) and puts its id in the URL', async () => {
    const calls = givenApi();
    renderIntro('/dialogue/hindi');
    expect(screen.getByText('Preparing your dialogue...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'A new dialogue' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dialogue/hindi/88'));
    expect(calls.generated).toEqual([{ language: 'Hindi' }]);
    expect(calls.fetched).toEqual([]);
  });

  it('generates another dialogue on the next visit instead of showing the last one again', async () => {
    let nextId = 88;
    const calls = givenApi({
      generateAnswer: () => {
        const id = nextId++;
        return HttpResponse.json({ data: dialogue(id, { title: `New dialogue ${id}` }) });
      },
    });
    renderPage(
      <>
        <Link to="/dialogue/hindi">Generate Dialogue</Link>
        <Routes>
          <Route path={PATH} element={<DialogueIntroPage />} />
        </Routes>
      </>,
      { route: '/dialogue/hindi' },
    );
    expect(await screen.findByRole('heading', { name: 'New dialogue 88' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dialogue/hindi/88'));
    await userEvent.click(screen.getByRole('link', { name: 'Generate Dialogue' }));
    expect(await screen.findByRole('heading', { name: 'New dialogue 89' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dialogue/hindi/89'));
    expect(calls.generated).toEqual([{ language: 'Hindi' }, { language: 'Hindi' }]);
  });

  it('sends a guest who opens /dialogue/{language} to /login without generating', async () => {
    givenSession(null);
    const calls = givenApi();
    renderIntro('/dialogue/hindi');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.generated).toEqual([]);
  });

  it('explains the rate limit on a 429', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenApi({ generateAnswer: () => HttpResponse.json({ message: 'Slow down.' }, { status: 429 }) });
    renderIntro('/dialogue/hindi');
    expect(
      await screen.findByRole('heading', { name: 'Rate limiting has been enforced for dialogue generation to ensure fair usage.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to dialogues' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/language/hindi');
  });

  it("explains the rate limit on a message saying 'too many'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenApi({ generateAnswer: () => HttpResponse.json({ message: 'Too many dialogues generated today.' }, { status: 400 }) });
    renderIntro('/dialogue/hindi');
    expect(
      await screen.findByRole('heading', { name: 'Rate limiting has been enforced for dialogue generation to ensure fair usage.' }),
    ).toBeInTheDocument();
  });

  it('says Something went wrong. when the dialogue cannot be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenApi({ fetchAnswer: () => HttpResponse.json({ message: 'Dialogue not found.' }, { status: 404 }) });
    renderIntro('/dialogue/hindi/999');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Test' })).not.toBeInTheDocument();
  });

  it('says Language Not Found! for a language that is not one of the 12', () => {
    renderIntro('/dialogue/klingon/3');
    expect(screen.getByRole('heading', { name: 'Language Not Found!' })).toBeInTheDocument();
  });
});

describe('DialogueIntroPage — starting', () => {
  it('shows each mode in a tooltip', async () => {
    givenApi();
    renderIntro('/dialogue/hindi/31');
    await screen.findByRole('heading', { name: 'Dialogue 31 title' });
    // The tooltip wraps the button's box; its code comes after the page is drawn.
    await userEvent.hover(await tooltipReady(() => screen.getByRole('button', { name: 'Start Practice' }).parentElement!));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(MODE_TOOLTIPS.practice);
    await userEvent.unhover(screen.getByRole('button', { name: 'Start Practice' }));
    await userEvent.hover(screen.getByRole('button', { name: 'Start Test' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(MODE_TOOLTIPS.test));
  });

  it('starts a test (mode 0) and goes to its first segment', async () => {
    const calls = givenApi();
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/501/1'));
    expect(calls.started).toEqual([{ dialogueId: 31, mode: 0 }]);
    // Hindi is already the last used language.
    expect(calls.settings).toEqual([]);
  });

  it('starts a practice (mode 1), recording a new language as the last used one', async () => {
    givenSession({ ...TEST_USER, last_used_language: 'Tamil' });
    const calls = givenApi();
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Practice' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/501/1'));
    expect(calls.started).toEqual([{ dialogueId: 31, mode: 1 }]);
    expect(calls.settings).toEqual([{ last_used_language: 'Hindi' }]);
    expect(useSession.getState().user?.last_used_language).toBe('Hindi');
  });

  it('still starts when saving the last used language fails (only logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenSession({ ...TEST_USER, last_used_language: null });
    givenApi({ settingsAnswer: () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }) });
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/501/1'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update the last used language', expect.anything()));
  });

  it('sends a guest to /signup', async () => {
    givenSession(null);
    const calls = givenApi();
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(calls.started).toEqual([]);
  });

  it("opens billing's Insufficient Credits dialog with the cost when credits are short", async () => {
    givenSession({ ...TEST_USER, available_credits: 1 });
    const calls = givenApi({
      creditConfig: () => HttpResponse.json({ success: true, data: { free_credit_amount: 99, credit_cost_per_dialogue: 2 } }),
    });
    renderIntro('/dialogue/hindi/31');
    await screen.findByRole('heading', { name: 'Dialogue 31 title' });
    expect(billingLoads).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start Practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByText('You need at least 2 credits')).toBeInTheDocument();
    expect(billingLoads).toEqual(['billing/./InsufficientCreditsDialog']);
    expect(calls.started).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  });

  it('uses a cost of 1 when the credit config cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenSession({ ...TEST_USER, available_credits: 0 });
    givenApi({ creditConfig: () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }) });
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test' }));
    expect(await screen.findByText('You need at least 1 credits')).toBeInTheDocument();
  });

  it('opens the same dialog when the server answers 402 insufficient_credit', async () => {
    const calls = givenApi({
      startAnswer: () => HttpResponse.json({ status: 'insufficient_credit', message: 'Not enough credits.' }, { status: 402 }),
    });
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test' }));
    expect(await screen.findByRole('dialog', { name: 'Insufficient Credits' })).toBeInTheDocument();
    expect(calls.started).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/dialogue/hindi/31');
  });

  it('falls back to its own dialog when the billing remote cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerRemoteLoader(async () => {
      throw new Error('billing is down');
    });
    givenSession({ ...TEST_USER, available_credits: 0 });
    givenApi();
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByText('You need at least 1 credit to start this dialogue.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Credits' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
  });

  it('only logs a failed start and lets the candidate try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const calls = givenApi({
      startAnswer: () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json({ sessionId: 502, segmentOrder: 1 }),
    });
    renderIntro('/dialogue/hindi/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to start the practice', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Test' })).toBeEnabled());
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Start Test' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/502/1'));
    expect(calls.started).toHaveLength(2);
  });
});
