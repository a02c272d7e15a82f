import type { ReviewCard, ReviewGrade } from '../api/types';

export const GRADES: Array<{ value: ReviewGrade; label: string }> = [
  { value: 'again', label: 'Again' },
  { value: 'hard', label: 'Hard' },
  { value: 'good', label: 'Good' },
  { value: 'easy', label: 'Easy' },
];

/** What the candidate is asked to do with a card's front. */
export function cardPrompt(card: ReviewCard): string {
  if (card.kind === 'segment') return 'Interpret this segment aloud, then check the expected interpretation.';
  return card.direction === 'from_english' ? `Say it in ${card.back.language}.` : 'Say it in English.';
}
