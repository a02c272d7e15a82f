import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { attempt, result } from '../../../../test/builders';
import { givenDashboardServer } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';
import type { TestResult } from '../api/types';

const originalMatchMedia = window.matchMedia;
const originalCanPlayType = HTMLMediaElement.prototype.canPlayType;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  HTMLMediaElement.prototype.canPlayType = originalCanPlayType;
});

function onAPhone() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
    onchange: null,
  })) as typeof window.matchMedia;
}

function browserPlaysOgg(plays: boolean) {
  HTMLMediaElement.prototype.canPlayType = (type: string) => (plays && type.includes('ogg') ? 'probably' : '');
}

function givenResults(results: TestResult[]) {
  givenSession(TEST_USER);
  givenDashboardServer({ results });
}

function renderResults() {
  return renderPage(<DashboardPage />, { route: '/dashboard?tab=results', path: '/dashboard' });
}

const scored = result({
  id: 5,
  dialogue_id: 12,
  final_score: 31.5,
  end_time_human: '3 minutes ago',
  dialogue: { id: 12, title: 'Renewing a Medicare card', category: { name: 'Social Services' }, segments: [], target_language: 'Hindi' },
});
// The builder's segments belong to dialogue 12: speaker turns 1201, 1203…, interpreter turns 1202, 1204….
scored.dialogue.segments = result({ id: 0, dialogue_id: 12 }).dialogue.segments;
scored.segment_attempts = [
  attempt({ dialogueId: 12 }, 1, {
    user_transcription: 'I need to renew my card',
    evaluation_feedback: 'The meaning came across; one detail was left out.',
    score_for_segment: 9.5,
    max_score: 11.3,
    deductions: [
      {
        id: 1,
        category: 'omission',
        severity: 'major',
        points: 1.8,
        words: 'by Friday',
        explanation: 'The deadline was not interpreted.',
        source: 'scoring',
      },
    ],
  }),
  attempt({ dialogueId: 12 }, 2, {
    user_transcription: 'Transcription error',
    evaluation_feedback: 'We could not transcribe this answer.',
    score_for_segment: 0,
    max_score: 11.2,
  }),
];

describe('Test Results on a desktop', () => {
  it('lists each result with the spec’s columns', async () => {
    givenResults([scored]);
    renderResults();
    const table = await screen.findByRole('table', { name: 'Test results' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Dialogue ID', 'Category', 'Title', 'Score', 'Total Segments', 'Test Taken', 'Status', 'Details']);
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['#12', 'Social Services', 'Renewing a Medicare card', '31.5/45', '2', '3 minutes ago']);
  });

  it("shows a spinner and 'Scoring...' with no details while scoring, and 'Scoring in progress' for a 0", async () => {
    givenResults([result({ id: 1, final_score: null, status: 'scoring' }), result({ id: 2, final_score: 0 })]);
    renderResults();
    expect(await screen.findByText('Scoring...')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scoring' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show details of dialogue #41' })).not.toBeInTheDocument();
    expect(screen.getByText('Scoring in progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show details of dialogue #42' })).toBeInTheDocument();
  });

  it('marks a result whose transcript failed in red, and one scored cleanly as succeeded', async () => {
    givenResults([scored, result({ id: 6, dialogue_id: 13 })]);
    renderResults();
    const rows = within(await screen.findByRole('table', { name: 'Test results' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('img', { name: 'AI transcriptions may have failed.' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'AI scoring succeeded' })).toBeInTheDocument();
  });

  it("says 'Not scored' for an attempt finished without credit, and 'Scoring failed' when scoring could not finish", async () => {
    givenResults([result({ id: 1, final_score: null, status: 'completed' }), result({ id: 2, final_score: null, status: 'failed' })]);
    renderResults();
    expect(await screen.findByText('Not scored')).toBeInTheDocument();
    expect(screen.getByText('Scoring failed')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Scoring was not processed for this attempt. Add credits to unlock your AI-generated results.' }),
    ).toBeInTheDocument();
  });

  it('opens a result to its segment attempts: transcript, feedback, deductions, score, and the retry mark', async () => {
    browserPlaysOgg(false);
    givenResults([scored]);
    renderResults();
    const details = await screen.findByRole('button', { name: 'Show details of dialogue #12' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    expect(screen.getByRole('button', { name: 'Hide details of dialogue #12' })).toHaveAttribute('aria-expanded', 'true');

    const segments = screen.getByRole('table', { name: 'Segments of dialogue #12' });
    // Without Ogg playback there is no Audio column (spec §9).
    expect(
      within(segments)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Transcription', 'Feedback', 'Score']);
    const first = within(segments).getByRole('row', { name: 'Segment 1' });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent)[0],
    ).toBe('1');
    expect(first).toHaveTextContent('I need to renew my card');
    expect(first).toHaveTextContent('The meaning came across; one detail was left out.');
    const ledger = within(first).getByRole('list', { name: 'Deductions, segment 1' });
    expect(ledger).toHaveTextContent('Omission · major · −1.8 “by Friday” — The deadline was not interpreted.');
    expect(within(first).getAllByRole('cell').at(-1)).toHaveTextContent('9.5/11.3');

    const second = within(segments).getByRole('row', { name: 'Segment 2' });
    expect(within(second).getByRole('img', { name: 'Please try this dialogue again' })).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: 'Please try this dialogue again' })).not.toBeInTheDocument();
  });

  it('plays the recording where the browser plays Ogg', async () => {
    browserPlaysOgg(true);
    givenResults([scored]);
    renderResults();
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of dialogue #12' }));
    const segments = screen.getByRole('table', { name: 'Segments of dialogue #12' });
    expect(
      within(segments)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Audio', 'Transcription', 'Feedback', 'Score']);
    const audio = within(segments).getByLabelText('Your recording, segment 1');
    expect(audio).toHaveAttribute('src', scored.segment_attempts[0]!.audio_url);
    // Using the player does not open the segment's dialog.
    await userEvent.click(audio);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a segment's dialog with the previous speaker's role, text and audio and the expected answer", async () => {
    givenResults([scored]);
    renderResults();
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of dialogue #12' }));
    await userEvent.click(screen.getByRole('row', { name: 'Segment 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialogue #12 · Segment 1' });
    const speaker = within(dialog).getByRole('region', { name: 'Doctor (English)' });
    expect(speaker).toHaveTextContent('Speaker says line 1');
    expect(within(speaker).getByLabelText('Speaker audio, segment 1')).toHaveAttribute('src', '/api/media/speech/dialogue-12/1.ogg');
    expect(within(dialog).getByRole('region', { name: 'Expected answer' })).toHaveTextContent('Expected answer 1');
    expect(within(dialog).getByRole('region', { name: 'Your interpretation' })).toHaveTextContent('I need to renew my card');
    expect(within(dialog).getByRole('list', { name: 'Deductions, segment 1' })).toHaveTextContent('Omission · major · −1.8 “by Friday”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(dialog);

    // By keyboard too.
    act(() => screen.getByRole('row', { name: 'Segment 2', hidden: true }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Dialogue #12 · Segment 2' })).toBeInTheDocument();
  });

  it('invites a candidate with no results to practise', async () => {
    givenResults([]);
    renderResults();
    expect(await screen.findByText(/You have no test results yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a language' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message when the results cannot be loaded", async () => {
    givenSession(TEST_USER);
    givenDashboardServer({ results: () => HttpResponse.json({}, { status: 500 }) });
    renderResults();
    expect(await screen.findByText('Failed to fetch results.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Test Results on a phone', () => {
  it('shows each result as a card that opens to its segments; a 0 reads 0/45', async () => {
    onAPhone();
    givenResults([
      scored,
      result({ id: 2, dialogue_id: 42, final_score: 0 }),
      result({ id: 3, dialogue_id: 43, final_score: null, status: 'scoring' }),
    ]);
    renderResults();
    const list = await screen.findByRole('list', { name: 'Test results' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: 'Dialogue #12: Renewing a Medicare card' });
    expect(card).toHaveTextContent('31.5/45');
    expect(card).toHaveTextContent('2 segments');
    expect(within(list).getByRole('listitem', { name: 'Dialogue #42: Dialogue 42' })).toHaveTextContent('0/45');
    expect(within(list).getByRole('listitem', { name: 'Dialogue #42: Dialogue 42' })).toHaveTextContent('2 segments');
    const scoring = within(list).getByRole('listitem', { name: 'Dialogue #43: Dialogue 43' });
    expect(scoring).toHaveTextContent('Scoring...');
    expect(within(scoring).queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const segments = within(card).getByRole('list', { name: 'Segments of dialogue #12' });
    expect(within(segments).getByRole('listitem', { name: 'Segment 1' })).toHaveTextContent('9.5/11.3');
    await userEvent.click(within(segments).getByRole('listitem', { name: 'Segment 2' }));
    expect(screen.getByRole('dialog', { name: 'Dialogue #12 · Segment 2' })).toBeInTheDocument();
  });
});
