import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { practiceSegment } from '../../test/fixtures';
import { fakeRecorder, type FakeRecorder } from '../../test/fakeRecorder';
import { givenMedia } from '../../test/http';
import { blockPlayback, endPlayback, lastPlayed, playedMedia } from '../../test/media';
import EARLY_REQUESTS from '../early-requests.json';
import PracticeSegmentPage from './PracticeSegmentPage';
import { RecordingEngineContext } from '../features/recording/model/recordingEngineContext';
import { INSTRUCTIONS } from '../features/segment/components/SegmentInstructions';
import { AUDIO_WAIT } from '../features/segment/api/segment';
import { forgetAnswer, keepAnswer, pendingAnswers } from '../features/recording/model/pendingAnswers';
import { UPLOAD_STATUS } from '../features/recording/hooks/useDurableUpload';
import type { Attempts } from '../features/dialogue/api/attempts';
import type { SubmitAnswer } from '../features/segment/api/types';

const PATH = '/practice/:sessionId/:segmentOrder';
const CHIME = /test-file-stub/;

type Segment = ReturnType<typeof practiceSegment>;

/** GET /practice/segment answers from `segments` by segmentOrder; returns the queries seen. */
function givenSegments(...segments: Segment[]): Array<{ sessionId: string | null; segmentOrder: string | null }> {
  const queries: Array<{ sessionId: string | null; segmentOrder: string | null }> = [];
  server.use(
    http.get('*/api/practice/segment', ({ request }) => {
      const url = new URL(request.url);
      const query = { sessionId: url.searchParams.get('sessionId'), segmentOrder: url.searchParams.get('segmentOrder') };
      queries.push(query);
      const segment = segments.find((s) => String(s.segmentOrder) === query.segmentOrder);
      return segment ? HttpResponse.json<Segment>(segment) : HttpResponse.json({ message: 'Segment not found.' }, { status: 404 });
    }),
  );
  return queries;
}

interface Submission {
  fileName: string | null;
  type: string | null;
  audio: string;
  segmentId: string | null;
  sessionId: string | null;
  user_transcription: string | null;
}

function givenSubmit(answer: SubmitAnswer | { status: number; message: string }): Submission[] {
  const submissions: Submission[] = [];
  server.use(
    http.post('*/api/practice/submit', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('user_audio') as File;
      submissions.push({
        fileName: file?.name ?? null,
        type: file?.type ?? null,
        audio: file ? await file.text() : '',
        segmentId: form.get('segmentId') as string | null,
        sessionId: form.get('sessionId') as string | null,
        user_transcription: form.get('user_transcription') as string | null,
      });
      return 'status' in answer ? HttpResponse.json({ message: answer.message }, { status: answer.status }) : HttpResponse.json(answer);
    }),
  );
  return submissions;
}

let recorder: FakeRecorder;

function renderSegment(route: string) {
  return renderPage(
    <RecordingEngineContext.Provider value={recorder.create}>
      <PracticeSegmentPage />
    </RecordingEngineContext.Provider>,
    { route, path: PATH },
  );
}

/** The speaker's media element (wavesurfer's), once Play was pressed. */
function speakerAudio(): HTMLMediaElement {
  const media = playedMedia().find((m) => !CHIME.test(m.src));
  if (!media) throw new Error('The speaker audio was never played');
  return media;
}

async function playSpeaker() {
  await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
  await waitFor(() => expect(screen.getByTestId('segment-status')).toHaveTextContent('Listen to the speaker...'));
}

async function playSpeakerToTheEnd() {
  await playSpeaker();
  act(() => endPlayback(speakerAudio()));
}

/** Test mode: the speaker ends with the clock under the test's control (the 5 s wait, the 20 s cap). */
async function playSpeakerToTheEndWithFakeClock() {
  await playSpeaker();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  act(() => endPlayback(speakerAudio()));
}

function button(name: string | RegExp) {
  return screen.getByRole('button', { name });
}

beforeEach(() => {
  recorder = fakeRecorder();
  givenSession(TEST_USER);
  givenMedia();
});

afterEach(() => jest.useRealTimers());

describe('PracticeSegmentPage — layout', () => {
  it('asks first for the segment the server has the shell send early for a signed-in candidate (early-requests.json)', async () => {
    const calls = recordApiCalls();
    givenSegments(practiceSegment({ segmentOrder: 3, totalSegments: 6 }));
    renderSegment('/practice/77/3');
    expect(await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeInTheDocument();
    const early = declaredEarlyCalls(EARLY_REQUESTS, './PracticeSegmentPage', { sessionId: '77', segmentOrder: '3' }, { signedIn: true });
    expect(calls.slice(0, early.length)).toEqual(early);
  });

  it('shows the header, instructions, player, progress and status', async () => {
    const queries = givenSegments(practiceSegment({ segmentOrder: 3, totalSegments: 6 }));
    renderSegment('/practice/77/3');
    // While the segment is on its way, the instructions are already there (they are the same for every segment).
    expect(screen.getByText('Loading segment audio...')).toBeInTheDocument();
    for (const text of INSTRUCTIONS) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeInTheDocument();
    expect(screen.getByTestId('segment-number')).toHaveTextContent('Segment 2/3');
    expect(queries).toEqual([{ sessionId: '77', segmentOrder: '3' }]);
    for (const text of INSTRUCTIONS) expect(screen.getByText(text)).toBeInTheDocument();

    const blocks = screen.getAllByTestId('progress-block');
    expect(blocks).toHaveLength(6);
    expect(blocks.map((b) => b.dataset.filled)).toEqual(['true', 'true', 'true', 'false', 'false', 'false']);
    expect(screen.getByRole('progressbar', { name: 'Dialogue progress' })).toHaveAttribute('aria-valuenow', '3');

    await waitFor(() =>
      expect(screen.getByTestId('segment-status')).toHaveTextContent('Press Play to hear the speaker. Recording starts after the chime.'),
    );
    expect(screen.getByRole('group', { name: 'Speaker audio' })).toHaveAttribute('data-player-state', 'ready');
    expect(button('Record')).toBeDisabled();
    expect(button('Stop')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    expect(screen.queryByTestId('recording-indicator')).not.toBeInTheDocument();
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
  });

  it('shows no ad to a paid plan', async () => {
    givenSession({ ...TEST_USER, plan: 'Pro' });
    givenSegments(practiceSegment());
    renderSegment('/practice/77/1');
    await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' });
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
  });

  it('says Finish instead of Next on the last segment', async () => {
    givenSegments(practiceSegment({ segmentOrder: 5, totalSegments: 6, nextSegmentExists: false }));
    renderSegment('/practice/77/5');
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('keeps Loading segment audio... while the speech is still being made, then plays it', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let calls = 0;
    server.use(
      http.get('*/api/practice/segment', () => {
        calls += 1;
        return HttpResponse.json(practiceSegment({ speakerAudioPath: calls < 3 ? null : '/api/media/speech/12/1.ogg' }));
      }),
    );
    renderSegment('/practice/77/1');
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByText('Loading segment audio...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(AUDIO_WAIT.intervalMs));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByText('Loading segment audio...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(AUDIO_WAIT.intervalMs));
    // Still on the fake clock: the data cache hands its answers to the page on a timer (findBy* advances it).
    expect(await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it("says the speaker audio isn't ready when it never arrives, and Try Again waits for it again", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let calls = 0;
    let made = false;
    server.use(
      http.get('*/api/practice/segment', () => {
        calls += 1;
        return HttpResponse.json(practiceSegment({ speakerAudioPath: made ? '/api/media/speech/12/1.ogg' : null }));
      }),
    );
    renderSegment('/practice/77/1');
    for (let call = 1; call < AUDIO_WAIT.attempts; call += 1) {
      await waitFor(() => expect(calls).toBe(call));
      await act(async () => jest.advanceTimersByTime(AUDIO_WAIT.intervalMs));
    }
    expect(
      await screen.findByText("The speaker audio for this segment isn't ready yet. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(calls).toBe(AUDIO_WAIT.attempts);
    jest.useRealTimers();

    made = true;
    await userEvent.click(button('Try Again'));
    expect(await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeInTheDocument();
    expect(calls).toBe(AUDIO_WAIT.attempts + 1);
  });

  it('says the practice was not found for a session that is not theirs', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/practice/segment', () => HttpResponse.json({ message: 'This practice session is not yours.' }, { status: 403 })),
    );
    renderSegment('/practice/5/1');
    expect(await screen.findByRole('heading', { name: 'Practice not found' })).toBeInTheDocument();
    expect(screen.getByText('This practice session is not yours.')).toBeInTheDocument();
  });

  it('offers Try Again when loading the segment fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get('*/api/practice/segment', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json(practiceSegment());
      }),
    );
    renderSegment('/practice/77/1');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(button('Try Again'));
    expect(await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeInTheDocument();
  });

  it('rejects a malformed practice link', () => {
    renderSegment('/practice/abc/0');
    expect(screen.getByRole('heading', { name: 'Practice not found' })).toBeInTheDocument();
  });
});

describe('PracticeSegmentPage — test mode (0)', () => {
  it('plays once, waits 5 s, chimes, records by itself, stops, uploads and moves to the next segment with the status back to Idle', async () => {
    givenSegments(
      practiceSegment({ mode: 0, segmentOrder: 1 }),
      practiceSegment({ mode: 0, segmentOrder: 3, userInterpretationSegmentId: 504 }),
    );
    const submissions = givenSubmit({ completed: false, nextSegmentOrder: 3 });
    renderSegment('/practice/77/1');

    await screen.findByRole('button', { name: 'Play' });
    // Play only: no pause or replay in the exam.
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    await userEvent.click(button('Play'));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Speaker audio' })).toHaveAttribute('data-player-state', 'playing'));
    expect(button('Play')).toBeDisabled();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    act(() => endPlayback(speakerAudio()));
    expect(screen.getByRole('group', { name: 'Speaker audio' })).toHaveAttribute('data-player-state', 'finished');
    // Disabled after finishing.
    expect(button('Play')).toBeDisabled();
    expect(screen.getByTestId('segment-status')).toHaveTextContent('Get ready: the chime sounds in 5 s.');
    expect(button('Record')).toBeDisabled();
    expect(button('Next')).toBeDisabled();

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('segment-status')).toHaveTextContent('Get ready: the chime sounds in 3 s.');
    expect(lastPlayed(CHIME)).toBeUndefined();
    act(() => jest.advanceTimersByTime(3000));
    const chime = lastPlayed(CHIME);
    expect(chime).toBeDefined();
    expect(screen.getByTestId('segment-status')).toHaveTextContent('Chime! Start interpreting now.');
    expect(recorder.engines).toHaveLength(0);

    await act(async () => endPlayback(chime!));
    expect(recorder.engines).toHaveLength(1);
    expect(await screen.findByText('REC')).toBeInTheDocument();
    expect(screen.getByLabelText('Recording time')).toHaveTextContent('00:00');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByLabelText('Recording time')).toHaveTextContent('00:04');
    expect(button('Next')).toBeDisabled();
    jest.useRealTimers();

    await userEvent.click(button('Stop'));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(recorder.engines[0]!.state).toBe('stopped');
    // One take per segment in the exam; and no replay of one's own recording.
    expect(button(/Record/)).toBeDisabled();
    expect(screen.queryByLabelText('Your recording')).not.toBeInTheDocument();
    expect(screen.getByTestId('segment-status')).toHaveTextContent('Recording finished. Press Next to submit it and continue.');

    await userEvent.click(button('Next'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/3'));
    expect(submissions).toEqual([
      { fileName: 'recording.ogg', type: 'audio/ogg', audio: 'OggS take 1', segmentId: '502', sessionId: '77', user_transcription: '' },
    ]);

    expect(await screen.findByTestId('segment-number')).toHaveTextContent('Segment 2/3');
    await screen.findByRole('button', { name: 'Play' });
    expect(screen.queryByTestId('recording-indicator')).not.toBeInTheDocument();
    expect(button('Record')).toBeDisabled();
  });

  it('stops the recording by itself at 20 seconds, keeping the take', async () => {
    givenSegments(practiceSegment({ mode: 0 }));
    renderSegment('/practice/77/1');
    await playSpeakerToTheEndWithFakeClock();
    act(() => jest.advanceTimersByTime(5000));
    await act(async () => endPlayback(lastPlayed(CHIME)!));
    expect(await screen.findByText('REC')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(19_000));
    expect(screen.getByLabelText('Recording time')).toHaveTextContent('00:19');
    expect(recorder.engines[0]!.state).toBe('recording');
    await act(async () => jest.advanceTimersByTime(1000));
    jest.useRealTimers();
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(screen.getByTestId('recording-indicator')).toHaveTextContent('00:20');
    expect(recorder.engines[0]!.state).toBe('stopped');
    expect(button('Next')).toBeEnabled();
  });

  it('lets the candidate record by hand when the chime is blocked', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    blockPlayback(CHIME);
    givenSegments(practiceSegment({ mode: 0 }));
    renderSegment('/practice/77/1');
    await playSpeakerToTheEndWithFakeClock();
    await act(async () => jest.advanceTimersByTime(5000));
    jest.useRealTimers();

    await waitFor(() =>
      expect(screen.getByTestId('segment-status')).toHaveTextContent('The chime could not play. Press Record to start interpreting.'),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chime was blocked'), expect.anything());
    expect(recorder.engines).toHaveLength(0);
    expect(button('Record')).toBeEnabled();
    await userEvent.click(button('Record'));
    expect(await screen.findByText('REC')).toBeInTheDocument();
  });

  it('tells the candidate when the microphone is blocked, and lets them try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenSegments(practiceSegment({ mode: 0 }));
    recorder.failNextStart(new DOMException('Permission denied', 'NotAllowedError'));
    renderSegment('/practice/77/1');
    await playSpeakerToTheEndWithFakeClock();
    act(() => jest.advanceTimersByTime(5000));
    await act(async () => endPlayback(lastPlayed(CHIME)!));
    jest.useRealTimers();

    expect(
      await screen.findByText('Microphone access was blocked. Allow this site to use your microphone, then press Record.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('REC')).not.toBeInTheDocument();
    await userEvent.click(button('Record'));
    expect(await screen.findByText('REC')).toBeInTheDocument();
    expect(screen.queryByText(/Microphone access was blocked/)).not.toBeInTheDocument();
  });
});

describe('PracticeSegmentPage — practice mode (1)', () => {
  it('has Play/Pause/Replay, enables Record when the speaker ends (no chime), Record Again after Stop, and replays the take', async () => {
    givenSegments(practiceSegment({ mode: 1 }));
    renderSegment('/practice/77/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(button('Record')).toBeDisabled();
    await userEvent.click(button('Pause'));
    await waitFor(() => expect(screen.getByTestId('segment-status')).toHaveTextContent('Paused. Press Play to continue listening.'));
    await userEvent.click(button('Play'));
    act(() => endPlayback(speakerAudio()));

    expect(screen.getByTestId('segment-status')).toHaveTextContent('Press Record when you are ready to interpret.');
    expect(lastPlayed(CHIME)).toBeUndefined();
    expect(recorder.engines).toHaveLength(0);
    expect(button('Replay')).toBeEnabled();
    expect(button('Play')).toBeEnabled();

    await userEvent.click(button('Record'));
    expect(await screen.findByText('REC')).toBeInTheDocument();
    expect(button('Record')).toBeDisabled();
    // The speaker can't be played over the recording.
    expect(button('Replay')).toBeDisabled();
    await userEvent.click(button('Stop'));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(button('Record Again')).toBeEnabled();
    expect(screen.getByLabelText('Your recording')).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await userEvent.click(button('Record Again'));
    expect(await screen.findByText('REC')).toBeInTheDocument();
    expect(screen.getByLabelText('Recording time')).toHaveTextContent('00:00');
    expect(recorder.engines).toHaveLength(2);
    // A new take starts with the plain label again.
    expect(button('Record')).toBeDisabled();
  });

  it('releases the microphone when the candidate leaves mid-recording', async () => {
    givenSegments(practiceSegment({ mode: 1 }));
    const { unmount } = renderSegment('/practice/77/1');
    await playSpeakerToTheEnd();
    await userEvent.click(button('Record'));
    await screen.findByText('REC');
    unmount();
    expect(recorder.engines[0]!.state).toBe('cancelled');
  });

  it('finishes on the last segment and goes to the complete page', async () => {
    givenSegments(
      practiceSegment({ mode: 1, segmentOrder: 5, totalSegments: 6, nextSegmentExists: false, userInterpretationSegmentId: 506 }),
    );
    const submissions = givenSubmit({ completed: true, nextSegmentOrder: null });
    renderSegment('/practice/77/5');
    await playSpeakerToTheEnd();
    await userEvent.click(button('Record'));
    await screen.findByText('REC');
    await userEvent.click(button('Stop'));
    await screen.findByText('Finished');
    expect(screen.getByTestId('segment-status')).toHaveTextContent('Recording finished. Press Finish to submit your last answer.');
    await userEvent.click(button('Finish'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/complete/77'));
    expect(submissions.map((s) => s.segmentId)).toEqual(['506']);
  });

  it('sends nothing when Next is pressed without a recording', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    givenSegments(practiceSegment({ mode: 1 }));
    const submissions = givenSubmit({ completed: false, nextSegmentOrder: 3 });
    renderSegment('/practice/77/1');
    await playSpeakerToTheEnd();
    await userEvent.click(button('Next'));
    expect(warn).toHaveBeenCalledWith('Please record something before submitting.');
    expect(submissions).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/1');
  });

  it('keeps the take when the upload fails, logs the server message, and retries', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenSegments(practiceSegment({ mode: 1 }));
    const failed = givenSubmit({ status: 422, message: 'The recording is not an audio file we accept.' });
    renderSegment('/practice/77/1');
    await playSpeakerToTheEnd();
    await userEvent.click(button('Record'));
    await screen.findByText('REC');
    await userEvent.click(button('Stop'));
    await screen.findByText('Finished');

    await userEvent.click(button('Next'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Submit failed', 'The recording is not an audio file we accept.'));
    expect(failed).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    await waitFor(() => expect(button('Next')).toBeEnabled());

    // No connection: the take is kept on the device and sent again by itself once the connection is back.
    server.use(http.post('*/api/practice/submit', () => HttpResponse.error()));
    await userEvent.click(button('Next'));
    expect(await screen.findByText(/Your answer is saved on this device/)).toBeInTheDocument();
    expect(await pendingAnswers([77])).toHaveLength(1);

    const ok = givenSubmit({ completed: false, nextSegmentOrder: 3 });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/3'));
    expect(ok.map((s) => s.audio)).toEqual(['OggS take 1']);
    expect(await pendingAnswers([77])).toEqual([]);
  });
});

describe('PracticeSegmentPage — Restart', () => {
  it('is offered in practice mode from the second segment, and starts a new session at its first segment', async () => {
    givenSegments(practiceSegment({ mode: 1, segmentOrder: 3 }), practiceSegment({ mode: 1, segmentOrder: 1 }));
    const starts: unknown[] = [];
    server.use(
      http.post('*/api/start-practice', async ({ request }) => {
        starts.push(await request.json());
        return HttpResponse.json({ sessionId: 90, segmentOrder: 1 });
      }),
    );
    renderSegment('/practice/77/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart Dialogue?' });
    expect(
      within(dialog).getByText('Are you sure you want to restart this dialogue from the beginning? Your current progress will be lost.'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(starts).toEqual([]);

    await userEvent.click(button('Restart'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/90/1'));
    expect(starts).toEqual([{ dialogueId: 12, mode: 1 }]);
    expect(await screen.findByTestId('segment-number')).toHaveTextContent('Segment 1/3');
  });

  it('only logs a failed restart and stays on the segment', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenSegments(practiceSegment({ mode: 1, segmentOrder: 3 }));
    server.use(http.post('*/api/start-practice', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderSegment('/practice/77/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Restart' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Restart failed', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/3');
  });

  it('is not offered on the first segment or in test mode', async () => {
    givenSegments(practiceSegment({ mode: 1, segmentOrder: 1 }), practiceSegment({ mode: 0, segmentOrder: 3 }));
    const { unmount } = renderSegment('/practice/77/1');
    await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' });
    expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();
    unmount();
    renderSegment('/practice/77/3');
    await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' });
    expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();
  });
});

describe('PracticeSegmentPage — answers kept on this device', () => {
  /** GET /attempts: session 77 unfinished, `answered` of 3 turns, to reopen at `nextSegmentOrder`; returns how often it was read. */
  function givenAttempt(answered: number, nextSegmentOrder: number): { reads: number } {
    const calls = { reads: 0 };
    server.use(
      http.get('*/api/attempts', () => {
        calls.reads += 1;
        return HttpResponse.json<Attempts>({
          unfinished: [
            {
              kind: 'test',
              sessionId: 77,
              mockExamId: null,
              dialogueId: 12,
              title: 'A visit to the GP',
              language: 'Hindi',
              answered,
              turns: 3,
              nextSegmentOrder,
              closesAt: '2026-11-27T10:00:00.000Z',
            },
          ],
          abandoned: [],
        });
      }),
    );
    return calls;
  }

  afterEach(async () => {
    await forgetAnswer(78, 802);
  });

  it('uploads the answer kept before a reload first, saying so while it retries, then opens at the first unanswered segment', async () => {
    // The tab was closed while segment 504 (speaker turn 3's answer) was uploading; another session's answer waits too.
    await keepAnswer(77, 504, new Blob(['OggS kept take'], { type: 'audio/ogg' }));
    await keepAnswer(78, 802, new Blob(['OggS other session'], { type: 'audio/ogg' }));
    givenSegments(
      practiceSegment({ segmentOrder: 3 }),
      practiceSegment({ segmentOrder: 5, nextSegmentExists: false, userInterpretationSegmentId: 506 }),
    );
    const attempts = givenAttempt(2, 5);
    let online = false;
    let release: () => void = () => undefined;
    const submissions: Array<{ segmentId: string | null; sessionId: string | null; audio: string }> = [];
    server.use(
      http.post('*/api/practice/submit', async ({ request }) => {
        if (!online) return HttpResponse.error();
        const form = await request.formData();
        submissions.push({
          segmentId: form.get('segmentId') as string | null,
          sessionId: form.get('sessionId') as string | null,
          audio: await (form.get('user_audio') as File).text(),
        });
        // The server takes its time: the page says the answer is uploading meanwhile.
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json<SubmitAnswer>({ completed: false, nextSegmentOrder: 5 });
      }),
    );
    renderSegment('/practice/77/3');

    // No connection: kept on the device, no segment shown to answer yet.
    expect(await screen.findByText(UPLOAD_STATUS.saved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(await pendingAnswers([77])).toHaveLength(1);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(UPLOAD_STATUS.uploading)).toBeInTheDocument();
    await waitFor(() => expect(submissions).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    release();

    // The session read again: the kept answer counted, the page opens at the next unanswered segment.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/5'));
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.getByTestId('segment-number')).toHaveTextContent('Segment 3/3');
    expect(submissions).toEqual([{ segmentId: '504', sessionId: '77', audio: 'OggS kept take' }]);
    expect(attempts.reads).toBe(1);
    expect(await pendingAnswers([77])).toEqual([]);
    // Only this session's answers are this page's to send.
    expect((await pendingAnswers([78])).map((a) => a.segmentId)).toEqual([802]);
  });

  it('goes to the complete page when the kept answer was the last one', async () => {
    await keepAnswer(77, 506, new Blob(['OggS last take'], { type: 'audio/ogg' }));
    givenSegments(practiceSegment({ segmentOrder: 5, nextSegmentExists: false, userInterpretationSegmentId: 506 }));
    givenAttempt(3, 5);
    const submissions = givenSubmit({ completed: true, nextSegmentOrder: null });
    renderSegment('/practice/77/5');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice/complete/77'));
    expect(submissions.map((s) => [s.segmentId, s.audio])).toEqual([['506', 'OggS last take']]);
    expect(await pendingAnswers([77])).toEqual([]);
  });

  it('opens the segment in the address when the session cannot be read again after the upload', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await keepAnswer(77, 504, new Blob(['OggS kept take'], { type: 'audio/ogg' }));
    givenSegments(practiceSegment({ segmentOrder: 3 }));
    server.use(http.get('*/api/attempts', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const submissions = givenSubmit({ completed: false, nextSegmentOrder: 5 });
    renderSegment('/practice/77/3');
    expect(await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/3');
    expect(submissions.map((s) => s.segmentId)).toEqual(['504']);
    expect(warn).toHaveBeenCalledWith('Could not read the attempt again after uploading the kept answers', expect.anything());
    expect(await pendingAnswers([77])).toEqual([]);
  });

  it('with nothing kept, sends nothing and opens the segment in the address', async () => {
    givenSegments(practiceSegment({ segmentOrder: 3 }));
    const attempts = givenAttempt(1, 3);
    const submissions = givenSubmit({ completed: false, nextSegmentOrder: 5 });
    renderSegment('/practice/77/3');
    expect(await screen.findByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/practice/77/3');
    expect(submissions).toEqual([]);
    expect(attempts.reads).toBe(0);
  });
});
