import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockDialogue, mockExam } from '../../test/fixtures';
import { fakeRecorder, type FakeRecorder } from '../../test/fakeRecorder';
import { givenMedia } from '../../test/http';
import { endPlayback, lastPlayed, playedMedia } from '../../test/media';
import { RecordingEngineContext } from '../features/recording/model/recordingEngineContext';
import type { MockExam } from '../features/mock/api/types';
import { keepAnswer, pendingAnswers } from '../features/recording/model/pendingAnswers';
import MockExamPage from './MockExamPage';

const PATH = '/mock-exam/:mockExamId';
const CHIME = /test-file-stub/;
const SPEAKER = /\/api\/media\/speech\//;

let recorder: FakeRecorder;

interface Calls {
  heard: unknown[];
  repeats: unknown[];
  submitted: Array<{ segmentId: string | null; sessionId: string | null }>;
  completed: number;
}

/** The mock API: GET answers `views` in turn (the last one stays); hear/repeat/submit/complete as given. */
function givenMock(views: MockExam[], { repeatRefused = false } = {}): Calls {
  const calls: Calls = { heard: [], repeats: [], submitted: [], completed: 0 };
  let view = 0;
  const turn = (body: { part: number; segmentOrder: number }, repeatUsed: boolean) => ({
    dialogueId: 41,
    mode: 0,
    segmentOrder: body.segmentOrder,
    totalSegments: 6,
    targetLanguage: 'Hindi',
    speakerAudioPath: `/api/media/speech/${body.part}-${body.segmentOrder}.ogg`,
    userInterpretationSegmentId: body.part * 1000 + body.segmentOrder + 1,
    nextSegmentExists: true,
    sessionId: 700 + body.part,
    part: body.part,
    repeatUsed,
  });
  server.use(
    http.get('*/api/mock-exams/:id', () => HttpResponse.json({ data: views[Math.min(view, views.length - 1)] })),
    http.post('*/api/mock-exams/:id/hear', async ({ request }) => {
      const body = (await request.json()) as { part: number; segmentOrder: number };
      calls.heard.push(body);
      return HttpResponse.json(turn(body, false));
    }),
    http.post('*/api/mock-exams/:id/repeat', async ({ request }) => {
      const body = (await request.json()) as { part: number; segmentOrder: number };
      calls.repeats.push(body);
      if (repeatRefused) return HttpResponse.json({ message: 'You have used your repeat for this dialogue' }, { status: 409 });
      return HttpResponse.json(turn(body, true));
    }),
    http.post('*/api/practice/submit', async ({ request }) => {
      const form = await request.formData();
      calls.submitted.push({ segmentId: form.get('segmentId') as string | null, sessionId: form.get('sessionId') as string | null });
      view += 1;
      return HttpResponse.json({ completed: false, nextSegmentOrder: 3 });
    }),
    http.post('*/api/mock-exams/:id/complete', () => {
      calls.completed += 1;
      view += 1;
      return HttpResponse.json({
        status: 'dispatched',
        message: 'Your mock exam is being scored.',
        data: views[Math.min(view, views.length - 1)],
      });
    }),
  );
  return calls;
}

function renderMock(id = 55) {
  return renderPage(
    <RecordingEngineContext.Provider value={recorder.create}>
      <MockExamPage />
    </RecordingEngineContext.Provider>,
    { route: `/mock-exam/${id}`, path: PATH },
  );
}

/** Ends the speaker audio; the chime plays at once; ends it too. */
async function hearToTheEnd() {
  await waitFor(() => expect(lastPlayed(SPEAKER)).toBeDefined());
  act(() => endPlayback(lastPlayed(SPEAKER)!));
  await waitFor(() => expect(lastPlayed(CHIME)).toBeDefined());
  act(() => endPlayback(lastPlayed(CHIME)!));
}

beforeEach(() => {
  givenSession(TEST_USER);
  givenMedia();
  recorder = fakeRecorder();
});

describe('MockExamPage — the exam runner', () => {
  it('plays a segment once, chimes at once, records by itself, and Stop uploads the answer', async () => {
    const calls = givenMock([
      mockExam(),
      mockExam({
        dialogues: [mockDialogue(1, { answered: 1, nextSegmentOrder: 3, nextSegmentId: 1004, heardThrough: 1 }), mockDialogue(2)],
      }),
    ]);
    renderMock();
    expect(await screen.findByRole('heading', { name: 'Hindi mock exam' })).toBeInTheDocument();
    expect(screen.getByTestId('mock-clock')).toHaveTextContent(/Time 00:0\d/);
    expect(await screen.findByText('Dialogue 1 — segment 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repeat segment' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(calls.heard).toEqual([{ part: 1, segmentOrder: 1 }]);
    expect(await screen.findByText('Listen to the speaker...')).toBeInTheDocument();
    // No pause, no replay while it plays.
    expect(screen.queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();

    await hearToTheEnd();
    await waitFor(() => expect(recorder.engines[0]?.state).toBe('recording'));
    expect(screen.getByTestId('mock-status')).toHaveTextContent('Recording... Interpret now, then press Stop.');

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(calls.submitted).toEqual([{ segmentId: '1002', sessionId: '701' }]));
    expect(await screen.findByText('Dialogue 1 — segment 2 of 3')).toBeInTheDocument();
  });

  it('keeps an answer whose upload failed on the device and uploads it when the connection is back', async () => {
    const calls = givenMock([
      mockExam(),
      mockExam({
        dialogues: [mockDialogue(1, { answered: 1, nextSegmentOrder: 3, nextSegmentId: 1004, heardThrough: 1 }), mockDialogue(2)],
      }),
    ]);
    let offline = true;
    server.use(
      http.post('*/api/practice/submit', async ({ request }) => {
        if (offline) return HttpResponse.error();
        const form = await request.formData();
        calls.submitted.push({ segmentId: form.get('segmentId') as string | null, sessionId: form.get('sessionId') as string | null });
        return HttpResponse.json({ completed: false, nextSegmentOrder: 3 });
      }),
    );
    renderMock();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await hearToTheEnd();
    await waitFor(() => expect(recorder.engines[0]?.state).toBe('recording'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/Your answer is saved on this device/)).toBeInTheDocument();
    expect(await pendingAnswers([701])).toHaveLength(1);

    offline = false;
    server.use(
      http.get('*/api/mock-exams/:id', () =>
        HttpResponse.json({
          data: mockExam({
            dialogues: [mockDialogue(1, { answered: 1, nextSegmentOrder: 3, nextSegmentId: 1004, heardThrough: 1 }), mockDialogue(2)],
          }),
        }),
      ),
    );
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Dialogue 1 — segment 2 of 3')).toBeInTheDocument();
    expect(calls.submitted).toEqual([{ segmentId: '1002', sessionId: '701' }]);
    expect(await pendingAnswers([701])).toEqual([]);
  });

  it('on opening, first uploads the answers this device kept but the server does not have', async () => {
    await keepAnswer(701, 1002, new Blob(['OggS kept take'], { type: 'audio/ogg' }));
    const calls = givenMock([
      mockExam(),
      mockExam({
        dialogues: [mockDialogue(1, { answered: 1, nextSegmentOrder: 3, nextSegmentId: 1004, heardThrough: 1 }), mockDialogue(2)],
      }),
    ]);
    renderMock();
    expect(await screen.findByText('Dialogue 1 — segment 2 of 3')).toBeInTheDocument();
    expect(calls.submitted).toEqual([{ segmentId: '1002', sessionId: '701' }]);
    expect(await pendingAnswers([701])).toEqual([]);
  });

  it('repeats once per dialogue; a second repeat says it is used', async () => {
    const calls = givenMock([mockExam()], { repeatRefused: false });
    renderMock();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await hearToTheEnd();
    await waitFor(() => expect(recorder.engines[0]?.state).toBe('recording'));

    await userEvent.click(screen.getByRole('button', { name: 'Repeat segment' }));
    expect(calls.repeats).toEqual([{ part: 1, segmentOrder: 1 }]);
    expect(await screen.findByText('You have used your repeat for this dialogue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repeat segment' })).toBeDisabled();
    // The take under way is dropped and a fresh one starts after the chime.
    await waitFor(() => expect(playedMedia().filter((m) => SPEAKER.test(m.src))).toHaveLength(2));
    await hearToTheEnd();
    await waitFor(() => expect(recorder.engines.at(-1)?.state).toBe('recording'));
    expect(calls.submitted).toEqual([]);
  });

  it('shows the server’s refusal of a second repeat', async () => {
    givenMock([mockExam({ dialogues: [mockDialogue(1, { heardThrough: 1 }), mockDialogue(2)] })], { repeatRefused: true });
    renderMock();
    // Reopened after a reload: the segment was heard, so it is not played again by itself.
    expect(await screen.findByText('You have heard this segment. Record your answer, or use your repeat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Repeat segment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have used your repeat for this dialogue');
  });

  it('reopens at the first unanswered segment, in dialogue 2 once dialogue 1 is done', async () => {
    givenMock([
      mockExam({
        dialogues: [
          mockDialogue(1, { answered: 3, nextSegmentOrder: null, nextSegmentId: null, heardThrough: 5, repeatUsed: true }),
          mockDialogue(2, { answered: 1, nextSegmentOrder: 3, nextSegmentId: 2004, heardThrough: 1 }),
        ],
      }),
    ]);
    renderMock();
    expect(await screen.findByText('Dialogue 2 — segment 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Repeat segment' })).toBeDisabled();
  });

  it('finishes, then shows both scores, the total and the verdict with its reasons', async () => {
    const done = mockDialogue(1, { answered: 3, nextSegmentOrder: null, nextSegmentId: null });
    const answered = [done, { ...mockDialogue(2), answered: 3, nextSegmentOrder: null, nextSegmentId: null }];
    const calls = givenMock([
      mockExam({ dialogues: answered }),
      mockExam({
        status: 'scored',
        dialogues: answered,
        result: {
          dialogue1: 30,
          dialogue2: 26,
          total: 56,
          outOf: 90,
          verdict: {
            passed: false,
            basis: 'delivery_only',
            label: 'FAIL on delivery',
            reasons: ['7 marks short of 63', 'dialogue 2 below 29 by 3'],
            note: 'Scored offline on delivery only: accuracy and language were not assessed, so this verdict is not the full exam marking.',
          },
        },
      }),
    ]);
    renderMock();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish mock exam' }));
    expect(calls.completed).toBe(1);
    expect(await screen.findByTestId('mock-verdict')).toHaveTextContent('FAIL on delivery');
    expect(screen.getByText('Total 56 / 90')).toBeInTheDocument();
    expect(screen.getByText('Dialogue 1 — At the GP clinic: 30 / 45')).toBeInTheDocument();
    expect(screen.getByText('Dialogue 2 — Renting a flat: 26 / 45')).toBeInTheDocument();
    expect(screen.getByText('7 marks short of 63')).toBeInTheDocument();
    expect(screen.getByText('dialogue 2 below 29 by 3')).toBeInTheDocument();
    expect(screen.getByText(/accuracy and language were not assessed/)).toBeInTheDocument();
    expect(screen.queryByTestId('mock-clock')).not.toBeInTheDocument();
  });

  it('says so for a mock that is not the user’s', async () => {
    server.use(http.get('*/api/mock-exams/:id', () => HttpResponse.json({ message: 'Mock exam not found.' }, { status: 404 })));
    renderMock(9);
    expect(await screen.findByRole('heading', { name: 'Mock exam not found' })).toBeInTheDocument();
  });
});
