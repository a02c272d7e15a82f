import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeRecorder, type FakeRecorder } from '../../test/fakeRecorder';
import { givenMedia } from '../../test/http';
import type { DrillOutcome, DrillStart } from '../features/drill/api/types';
import { RecordingEngineContext } from '../features/recording/model/recordingEngineContext';
import DrillPage from './DrillPage';

const started: DrillStart = {
  drillId: 5,
  segmentId: 42,
  speakerRole: 'Agent',
  speakerLanguage: 'English',
  targetLanguage: 'Nepali',
  speakerAudioPath: '/api/media/speech/dialogue-3/3.ogg',
};

const clean: DrillOutcome = {
  drillId: 5,
  segmentId: 42,
  score: 10,
  maxScore: 10,
  feedback: 'No deductions.',
  transcription: null,
  deductions: [],
  accuracy: 'assessed',
  previousScore: 6,
  cleanDrills: 1,
  leftTheList: false,
};

function givenDrill(outcome: DrillOutcome) {
  const calls: { starts: unknown[]; answers: Array<{ drillId: string; file: string | null }> } = { starts: [], answers: [] };
  server.use(
    http.post('*/api/learning/drills', async ({ request }) => {
      calls.starts.push(await request.json());
      return HttpResponse.json<DrillStart>(started, { status: 201 });
    }),
    http.post('*/api/learning/drills/:drillId/answer', async ({ params, request }) => {
      const form = await request.formData();
      const file = form.get('user_audio');
      calls.answers.push({ drillId: String(params.drillId), file: file instanceof Blob ? await file.text() : null });
      return HttpResponse.json<DrillOutcome>(outcome);
    }),
  );
  return calls;
}

let recorder: FakeRecorder;

beforeEach(() => {
  recorder = fakeRecorder();
  givenSession(TEST_USER);
  givenMedia();
});

function renderDrill() {
  return renderPage(
    <RecordingEngineContext.Provider value={recorder.create}>
      <DrillPage />
    </RecordingEngineContext.Provider>,
    { route: '/drill/42', path: '/drill/:segmentId' },
  );
}

describe('DrillPage', () => {
  it('starts a drill of the segment, plays it, records one answer and shows the new score beside the old', async () => {
    const calls = givenDrill(clean);
    renderDrill();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Start drill' }));
    expect(await screen.findByRole('group', { name: 'Speaker audio' })).toBeInTheDocument();
    expect(screen.getByText('Agent (English) — interpret into Nepali:')).toBeInTheDocument();
    expect(calls.starts).toEqual([{ segmentId: 42 }]);

    expect(screen.getByRole('button', { name: /Send answer/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: /Send answer/ }));

    expect(await screen.findByText('New score: 10 / 10')).toBeInTheDocument();
    expect(screen.getByText('Before: 6 / 10')).toBeInTheDocument();
    expect(screen.getByText('Clean drill 1 of 2: one more clean drill takes this segment off your list.')).toBeInTheDocument();
    expect(screen.queryByText(/delivery only|uncertain transcript/)).not.toBeInTheDocument();
    expect(calls.answers).toEqual([{ drillId: '5', file: 'OggS take 1' }]);
    expect(screen.getByRole('link', { name: 'Back to my weak segments' })).toHaveAttribute('href', '/weak-segments');
  });

  async function drillOnce() {
    renderDrill();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start drill' }));
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: /Send answer/ }));
  }

  it('says when the segment has left the list', async () => {
    givenDrill({ ...clean, cleanDrills: 0, leftTheList: true });
    await drillOnce();
    expect(await screen.findByText('Two clean drills in a row: this segment has left your weak segments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drill again' })).not.toBeInTheDocument();
  });

  it('labels a score of the delivery only, as the results do', async () => {
    givenDrill({ ...clean, accuracy: 'not_assessed' });
    await drillOnce();
    expect(await screen.findByText('delivery only')).toBeInTheDocument();
    expect(screen.getByText(/Only the delivery \(answering, timing, pauses\) was scored/)).toBeInTheDocument();
  });

  it('labels an uncertain transcript and says the drill does not count as clean', async () => {
    givenDrill({ ...clean, accuracy: 'uncertain', cleanDrills: 0 });
    await drillOnce();
    expect(await screen.findByText('uncertain transcript')).toBeInTheDocument();
    expect(
      screen.getByText('We could not hear this answer clearly enough to count it as a clean drill: clean drills so far 0 of 2.'),
    ).toBeInTheDocument();
  });
});
