import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ReviewPage from '../../../pages/ReviewPage';
import type { GradeResponse, ReviewCard, ReviewSessionResponse } from '../api/types';

const segmentCard: ReviewCard = {
  id: 11,
  kind: 'segment',
  direction: null,
  origin: 'lost_marks',
  due: '2026-11-25T09:00:00.000Z',
  front: { text: 'How long have you had the pain?', language: 'English', audioUrl: '/api/media/speech/dialogue-3/5.ogg' },
  back: { text: 'दर्द कब से है?', language: 'Hindi', audioUrl: null },
  context: 'A visit to the GP — segment 3',
};
const termCard: ReviewCard = {
  id: 12,
  kind: 'term',
  direction: 'into_english',
  origin: 'practised',
  due: '2026-11-25T09:00:00.000Z',
  front: { text: 'रेफ़रल', language: 'Hindi', audioUrl: '/api/vocabulary-terms/7/speech?side=translated' },
  back: { text: 'referral', language: 'English', audioUrl: '/api/vocabulary-terms/7/speech?side=english' },
  context: null,
};

function givenReview(cards: ReviewCard[]) {
  const grades: Array<{ cardId: string; grade: unknown }> = [];
  let due = cards.length;
  server.use(
    http.get('*/api/learning/review', () => HttpResponse.json<ReviewSessionResponse>({ dueToday: cards.length, cards })),
    http.post('*/api/learning/review/:cardId', async ({ params, request }) => {
      const body = (await request.json()) as { grade: unknown };
      grades.push({ cardId: String(params.cardId), grade: body.grade });
      due -= 1;
      return HttpResponse.json<GradeResponse>({ id: Number(params.cardId), due: '2026-11-28T09:00:00.000Z', dueToday: due });
    }),
  );
  return grades;
}

beforeEach(() => givenSession(TEST_USER));

describe('review session', () => {
  it('shows each card’s front, then its answer, and sends the candidate’s grade', async () => {
    const grades = givenReview([segmentCard, termCard]);
    renderPage(<ReviewPage />, { route: '/review', path: '/review' });
    const user = userEvent.setup();

    const card = await screen.findByLabelText('Flashcard');
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
    expect(within(card).getByText('How long have you had the pain?')).toBeInTheDocument();
    expect(within(card).getByText('A visit to the GP — segment 3')).toBeInTheDocument();
    expect(within(card).queryByText('दर्द कब से है?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Good' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(within(card).getByText('दर्द कब से है?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hard' }));

    expect(await screen.findByText('Card 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Say it in English.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the front' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText('referral')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the answer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Easy' }));

    expect(await screen.findByText(/Review done: 2 cards graded\./)).toBeInTheDocument();
    expect(grades).toEqual([
      { cardId: '11', grade: 'hard' },
      { cardId: '12', grade: 'easy' },
    ]);
  });

  it('says when nothing is due', async () => {
    givenReview([]);
    renderPage(<ReviewPage />, { route: '/review', path: '/review' });
    expect(await screen.findByText(/Nothing to review today\./)).toBeInTheDocument();
  });
});
