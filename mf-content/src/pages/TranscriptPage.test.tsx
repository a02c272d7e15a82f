import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, TEST_USER, tooltipReady } from '@ccl/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transcript } from '../../test/fixtures';
import { transcriptAnswer } from '../../test/http';
import { INSUFFICIENT_CREDIT_TOOLTIP } from '../features/transcript/components/InterpreterSwitch';
import EARLY_REQUESTS from '../early-requests.json';
import TranscriptPage from './TranscriptPage';

function renderTranscript(route = '/transcript/hindi/42') {
  return renderPage(<TranscriptPage />, { route, path: '/transcript/:languageName/:dialogueId?' });
}

function shownSegments() {
  return screen.getAllByTestId('transcript-segment');
}

beforeEach(() => givenSession(null));

describe('/transcript/{languageName}/{dialogueId}', () => {
  it('asks first for the transcript the server has the shell send early (early-requests.json)', async () => {
    const calls = recordApiCalls();
    transcriptAnswer(transcript(false));
    renderTranscript('/transcript/hindi/42');
    await screen.findByRole('heading', { level: 1 });
    expect(calls).toEqual(
      declaredEarlyCalls(EARLY_REQUESTS, './TranscriptPage', { languageName: 'hindi', dialogueId: '42' }, { signedIn: false }),
    );
  });

  it("shows 'Generating transcripts...' while loading, then the header with #id, title and description", async () => {
    const asked = transcriptAnswer(transcript(false), { wait: 100 });
    renderTranscript();
    expect(screen.getByText('Generating transcripts...')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('#42 Fever at the GP clinic');
    expect(screen.getByText('A patient sees a GP about a fever that has lasted three days.')).toBeInTheDocument();
    expect(screen.getByText('Health')).toBeInTheDocument();
    expect(asked).toEqual([42]);
    expect(document.title).toBe('Transcript #42: Fever at the GP clinic — CCL Practice');
  });

  it("shows a dialogue opened under another language's address, and moves it to its own", async () => {
    transcriptAnswer(transcript(false));
    renderTranscript('/transcript/tamil/42');
    expect(await screen.findByText('Fever at the GP clinic')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transcript/hindi/42'));
    expect(screen.getByText('Fever at the GP clinic')).toBeInTheDocument();
  });

  it('lists the speaker turns with role, language, source text and Expected Translation, without interpreter turns or audio', async () => {
    transcriptAnswer(transcript(true));
    renderTranscript();
    await screen.findByRole('heading', { level: 1 });
    const [doctor, patient, ...rest] = shownSegments();
    expect(rest).toHaveLength(0);
    expect(within(doctor!).getByText('Doctor')).toBeInTheDocument();
    expect(within(doctor!).getByText('English')).toBeInTheDocument();
    expect(within(doctor!).getByText('Good morning, Mr Sharma. What brings you in today?')).toHaveAttribute('lang', 'en');
    expect(within(doctor!).getByText('Expected Translation')).toBeInTheDocument();
    expect(within(doctor!).getByText('नमस्ते शर्मा जी। आज आप किस वजह से आए हैं?')).toHaveAttribute('lang', 'hi');
    expect(within(patient!).getByText('Patient')).toBeInTheDocument();
    expect(within(patient!).getByText('I have had a fever for three days.')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Interpreter')).not.toBeInTheDocument();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Show Interpreter & Audio' })).not.toBeChecked();
  });

  it('shows interpreter turns and audio players when a user with giveFree turns the switch on, and hides them again', async () => {
    givenSession(TEST_USER);
    transcriptAnswer(transcript(true));
    renderTranscript();
    const toggle = await screen.findByRole('switch', { name: 'Show Interpreter & Audio' });
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    const segments = shownSegments();
    expect(segments).toHaveLength(4);
    expect(within(segments[1]!).getByText('Interpreter')).toBeInTheDocument();
    expect(within(segments[1]!).queryByText('Expected Translation')).not.toBeInTheDocument();
    expect(within(segments[0]!).getByLabelText('Audio of turn 1: Doctor')).toHaveAttribute('src', '/api/media/speech/101.ogg');
    expect(within(segments[1]!).getByLabelText('Audio of turn 2: Interpreter')).toHaveAttribute('src', '/api/media/speech/102.ogg');
    expect(within(segments[2]!).getByText("Audio for this turn isn't ready yet.")).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(shownSegments()).toHaveLength(2);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('can be switched from the keyboard', async () => {
    givenSession(TEST_USER);
    transcriptAnswer(transcript(true));
    renderTranscript();
    const toggle = await screen.findByRole('switch', { name: 'Show Interpreter & Audio' });
    act(() => toggle.focus());
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(shownSegments()).toHaveLength(4);
  });

  it('sends a guest who flips the switch to /signup', async () => {
    transcriptAnswer(transcript(false));
    renderTranscript();
    await userEvent.click(await screen.findByRole('switch', { name: 'Show Interpreter & Audio' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it("disables the switch for a signed-in user without giveFree, with the tooltip 'You don't have sufficient credit to use this feature'", async () => {
    givenSession({ ...TEST_USER, available_credits: 0 });
    transcriptAnswer(transcript(false));
    renderTranscript();
    const toggle = await screen.findByRole('switch', { name: 'Show Interpreter & Audio' });
    expect(toggle).toBeDisabled();
    await userEvent.hover(await tooltipReady(() => screen.getByTestId('interpreter-switch-wrapper')));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(INSUFFICIENT_CREDIT_TOOLTIP);
    expect(INSUFFICIENT_CREDIT_TOOLTIP).toBe("You don't have sufficient credit to use this feature");
    expect(shownSegments()).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/transcript/hindi/42');
  });

  it('shows a generic error screen when the fetch fails, and tries again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked = transcriptAnswer({ message: 'Dialogue not found.' }, { status: 404 });
    renderTranscript();
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this transcript.");
    expect(screen.getByRole('link', { name: 'Back to Hindi dialogues' })).toHaveAttribute('href', '/language/hindi');

    transcriptAnswer(transcript(false));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Fever at the GP clinic')).toBeInTheDocument();
    expect(asked).toEqual([42]);
    logged.mockRestore();
  });

  it('treats an answer without segments as a failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    transcriptAnswer({ data: 'nothing' });
    renderTranscript();
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('shows the ad slot to guests and Free-plan users, not to paid plans', async () => {
    transcriptAnswer(transcript(false));
    const guest = renderTranscript();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
    guest.unmount();

    givenSession(TEST_USER);
    const free = renderTranscript();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
    free.unmount();

    givenSession({ ...TEST_USER, plan: 'Pro' });
    renderTranscript();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
  });

  it('asks again when the user signs out, so giveFree is about whoever is reading', async () => {
    givenSession(TEST_USER);
    const asked = transcriptAnswer(transcript(true));
    renderTranscript();
    await userEvent.click(await screen.findByRole('switch', { name: 'Show Interpreter & Audio' }));
    expect(shownSegments()).toHaveLength(4);
    act(() => givenSession(null));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(await screen.findByRole('switch', { name: 'Show Interpreter & Audio' })).not.toBeChecked();
    expect(shownSegments()).toHaveLength(2);
  });
});

describe('/transcript/{languageName} without a dialogue', () => {
  it('points to the language page without calling the API', async () => {
    const asked = transcriptAnswer(transcript(false));
    renderTranscript('/transcript/hindi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transcript: choose a dialogue');
    expect(screen.getByRole('link', { name: 'See Hindi dialogues' })).toHaveAttribute('href', '/language/hindi');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('points to all languages for a language we do not offer', () => {
    renderTranscript('/transcript/klingon');
    expect(screen.getByRole('link', { name: 'See all languages' })).toHaveAttribute('href', '/');
  });

  it('does not fetch an id that is not a number', async () => {
    const asked = transcriptAnswer(transcript(false));
    renderTranscript('/transcript/hindi/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
