import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { attempt, result } from '../../../../test/builders';
import { givenDashboardServer } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';
import type { SelfMarkingResult, TestResult } from '../api/types';

// Issue #17: a score whose accuracy was not assessed says so; the review shows the key units and lets
// the candidate mark the turn; an AI-marked turn shows what was heard, unit by unit.

const UNITS: TestResult['segment_attempts'][number]['key_units'] = [
  { kind: 'number', text: 'two weeks' },
  { kind: 'negation', text: 'not' },
];

function offlineResult(
  overrides: Partial<TestResult['segment_attempts'][number]> = {},
  label: TestResult['score_label'] = 'delivery_only',
) {
  const base = result({ id: 7, dialogue_id: 20, final_score: 28.4, score_label: label }, 1);
  base.dialogue.segments[0]!.expected_target_text = 'You have two weeks, not three.';
  base.segment_attempts = [
    attempt({ dialogueId: 20 }, 1, {
      user_transcription: null,
      evaluation_feedback:
        'No delivery deductions. Accuracy was not assessed: listen back and mark this turn yourself against its key units.',
      score_for_segment: 28.4,
      max_score: 28.4,
      accuracy: 'not_assessed',
      key_units: UNITS,
      ...overrides,
    }),
  ];
  return base;
}

async function openSegment() {
  renderPage(<DashboardPage />, { route: '/dashboard?tab=results', path: '/dashboard' });
  await userEvent.click(await screen.findByRole('button', { name: 'Show details of dialogue #20' }));
  return screen.getByRole('table', { name: 'Segments of dialogue #20' });
}

describe('Scores a candidate can trust', () => {
  it("labels an offline score 'delivery only' beside the score and the turn, never as full marks", async () => {
    givenSession(TEST_USER);
    givenDashboardServer({ results: [offlineResult()] });
    const segments = await openSegment();
    const row = screen.getByRole('table', { name: 'Test results' }).querySelector('tbody tr')!;
    expect(row).toHaveTextContent('28.4/45delivery only');
    expect(within(segments).getByRole('row', { name: 'Segment 1' })).toHaveTextContent('28.4/28.4delivery only');
    expect(document.body).not.toHaveTextContent('full marks');
  });

  it('reviews the turn with its key units highlighted, and marking it recomputes the score shown', async () => {
    givenSession(TEST_USER);
    let current = offlineResult();
    givenDashboardServer({ results: () => [current] });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/segment-attempts/:id/self-marking', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        current = offlineResult(
          {
            accuracy: 'self_marked',
            score_for_segment: 11.36,
            self_marking: { conveyed: [0], added: false, marked_at: '2025-07-20T10:00:00.000Z', times_marked: 1 },
            deductions: [
              {
                id: 9,
                category: 'omission',
                severity: 'critical',
                points: 17.04,
                words: 'not',
                explanation: 'You marked a negation of this turn as not conveyed.',
                source: 'self_marking',
              },
            ],
          },
          'self_marked',
        );
        current.final_score = 11.4;
        return HttpResponse.json<SelfMarkingResult>({
          attempt_id: Number(params.id),
          score_for_segment: 11.36,
          final_score: 11.4,
          score_label: 'self_marked',
        });
      }),
    );
    const segments = await openSegment();
    await userEvent.click(within(segments).getByRole('row', { name: 'Segment 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialogue #20 · Segment 1' });
    const expected = within(dialog).getByRole('region', { name: 'Expected answer' });
    expect([...expected.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['two weeks', 'not']);
    expect(within(dialog).getByLabelText('Your recording, segment 1')).toHaveAttribute('src', current.segment_attempts[0]!.audio_url);

    const form = within(dialog).getByRole('form', { name: 'Mark this turn yourself' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Conveyed “two weeks” (number)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save my marking' }));
    expect(await within(dialog).findByText('Marking saved: the scores are recomputed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: String(current.segment_attempts[0]!.id), body: { conveyed: [0], added: false } }]);
    expect(await within(dialog).findByRole('region', { name: 'Feedback · 11.4/28.4 · self-marked' })).toBeInTheDocument();
    expect(within(dialog).getByText('Marked 1 time; the latest marking counts.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Test results', hidden: true })).toHaveTextContent('11.4/45self-marked');
  });

  it("shows the server's reason when a marking is refused", async () => {
    givenSession(TEST_USER);
    givenDashboardServer({ results: [offlineResult()] });
    server.use(
      http.post('*/api/segment-attempts/:id/self-marking', () =>
        HttpResponse.json({ message: 'This attempt is not scored yet: you can mark it once its score is shown.' }, { status: 409 }),
      ),
    );
    const segments = await openSegment();
    await userEvent.click(within(segments).getByRole('row', { name: 'Segment 1' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my marking' }));
    expect(await within(dialog).findByText('This attempt is not scored yet: you can mark it once its score is shown.')).toBeInTheDocument();
  });

  it('with AI marking: what we heard, each key unit found or missing, and no marking controls', async () => {
    givenSession(TEST_USER);
    givenDashboardServer({
      results: [offlineResult({ accuracy: 'assessed', user_transcription: 'You have Two Weeks to reply.' }, 'assessed')],
    });
    const segments = await openSegment();
    await userEvent.click(within(segments).getByRole('row', { name: 'Segment 1' }));
    const dialog = screen.getByRole('dialog');
    const heard = within(dialog).getByRole('list', { name: 'Key units in what we heard' });
    expect(
      within(heard)
        .getAllByRole('listitem')
        .map((u) => u.textContent),
    ).toEqual(['two weeks: found', 'not: missing']);
    expect(within(dialog).queryByRole('form', { name: 'Mark this turn yourself' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Test results', hidden: true })).not.toHaveTextContent('delivery only');
  });

  it('shows a doubtful turn as an uncertain transcript to mark, and the refund note above the segments', async () => {
    givenSession(TEST_USER);
    const refunded = offlineResult({ accuracy: 'uncertain', user_transcription: 'I have a headache' });
    refunded.score_note =
      'We could not hear most of your answers clearly enough to judge their accuracy, so the credits for this scoring were refunded.';
    givenDashboardServer({ results: [refunded] });
    const segments = await openSegment();
    expect(screen.getByText(/so the credits for this scoring were refunded/)).toBeInTheDocument();
    const row = within(segments).getByRole('row', { name: 'Segment 1' });
    expect(row).toHaveTextContent('uncertain transcript');
    await userEvent.click(row);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('list', { name: 'Key units in what we heard' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Mark this turn yourself' })).toBeInTheDocument();
  });

  it('contests a deduction with a short note, and shows each dispute’s outcome', async () => {
    givenSession(TEST_USER);
    const deduction = {
      id: 31,
      category: 'omission' as const,
      severity: 'major' as const,
      points: 8.5,
      words: 'two weeks',
      explanation: 'You left out the deadline.',
      source: 'scoring' as const,
    };
    let current = offlineResult(
      { accuracy: 'assessed', user_transcription: 'You have two weeks, not three.', deductions: [deduction] },
      'assessed',
    );
    givenDashboardServer({ results: () => [current] });
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/deductions/:id/disputes', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        const dispute = {
          id: 4,
          deduction_id: 31,
          category: 'omission' as const,
          words: 'two weeks',
          points: 8.5,
          status: 'removed' as const,
          note: 'I said two weeks',
          created_at: '2025-07-20T10:00:00.000Z',
          resolved_at: '2025-07-20T11:00:00.000Z',
        };
        current = offlineResult(
          { accuracy: 'assessed', user_transcription: 'You have two weeks, not three.', deductions: [], disputes: [dispute] },
          'assessed',
        );
        return HttpResponse.json({ ...dispute, status: 'open', resolved_at: null }, { status: 201 });
      }),
    );
    const segments = await openSegment();
    await userEvent.click(within(segments).getByRole('row', { name: 'Segment 1' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute Omission “two weeks”' }));
    const form = within(dialog).getByRole('form', { name: 'Dispute Omission “two weeks”' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your note' }), 'I said two weeks');
    await userEvent.click(within(form).getByRole('button', { name: 'Send dispute' }));
    const outcomes = await within(dialog).findByRole('list', { name: 'Your disputes' });
    expect(outcomes).toHaveTextContent('Omission “two weeks” (−8.5): removed: your score was recomputed');
    expect(sent).toEqual([{ id: '31', body: { note: 'I said two weeks' } }]);
  });
});
