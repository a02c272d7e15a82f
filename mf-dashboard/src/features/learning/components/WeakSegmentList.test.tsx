import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import WeakSegmentsPage from '../../../pages/WeakSegmentsPage';
import type { WeakSegment, WeakSegmentsResponse } from '../api/types';

const weak: WeakSegment = {
  segmentId: 42,
  dialogueId: 3,
  dialogueTitle: 'Renting a flat',
  category: 'Housing',
  language: 'Nepali',
  segmentNumber: 2,
  speakerRole: 'Agent',
  speakerText: 'The rent is four hundred dollars per week.',
  expectedText: 'भाडा हप्तामा चार सय डलर हो।',
  targetLanguage: 'Nepali',
  score: 6,
  maxScore: 10,
  pointsLost: 4,
  deductions: [{ category: 'omission', severity: 'major', points: 3, words: 'per week', explanation: 'The period was left out.' }],
  answeredAt: '2026-11-24T09:00:00.000Z',
  cleanDrills: 1,
  lastDrill: { score: 10, maxScore: 10, scoredAt: '2026-11-25T09:00:00.000Z' },
};

const given = (data: WeakSegment[]) =>
  server.use(http.get('*/api/learning/weak-segments', () => HttpResponse.json<WeakSegmentsResponse>({ data })));

beforeEach(() => givenSession(TEST_USER));

describe('My weak segments', () => {
  it('shows what was lost and why, the drills so far, and links to the drill', async () => {
    given([weak]);
    renderPage(<WeakSegmentsPage />, { route: '/weak-segments', path: '/weak-segments' });
    const item = await screen.findByRole('listitem', { name: 'Renting a flat, segment 2' });
    expect(within(item).getByText('Score 6 / 10 — lost 4')).toBeInTheDocument();
    expect(within(item).getByRole('list', { name: 'What was lost' })).toHaveTextContent('“per week” — The period was left out.');
    expect(within(item).getByText(/Last drill: 10 \/ 10\. Clean drills in a row: 1 of 2\./)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Drill this segment' })).toHaveAttribute('href', '/drill/42');
  });

  it('explains the list when it is empty', async () => {
    given([]);
    renderPage(<WeakSegmentsPage />, { route: '/weak-segments', path: '/weak-segments' });
    expect(await screen.findByText(/No weak segments\./)).toBeInTheDocument();
  });
});
