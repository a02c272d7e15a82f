import { result } from '../../../../test/builders';
import { categoryAverages, formatAverage, highestScore, progressData } from './figures';

describe('overview figures and charts (spec §9)', () => {
  const results = [
    result({
      id: 9,
      final_score: 40.26,
      dialogue: { id: 49, title: 'Best one', category: { name: 'Legal' }, segments: [], target_language: 'Hindi' },
    }),
    result({
      id: 3,
      final_score: 20,
      dialogue: { id: 43, title: 'First', category: { name: 'Health' }, segments: [], target_language: 'Hindi' },
    }),
    result({ id: 12, final_score: null, status: 'scoring' }),
    result({
      id: 5,
      final_score: 25.55,
      dialogue: { id: 45, title: 'Second', category: { name: 'Health' }, segments: [], target_language: 'Hindi' },
    }),
    result({ id: 7, final_score: 0, dialogue: { id: 47, title: 'Zero', category: null, segments: [], target_language: 'Hindi' } }),
    result({
      id: 8,
      final_score: null,
      status: 'completed',
      dialogue: { id: 48, title: 'Unscored', category: { name: 'Housing' }, segments: [], target_language: 'Hindi' },
    }),
  ];

  it('highest score names the dialogue; none without a scored test', () => {
    expect(highestScore(results)).toEqual({ score: 40.26, dialogueId: 49, title: 'Best one', scoreLabel: 'assessed' });
    expect(highestScore([result({ id: 1, final_score: null })])).toBeUndefined();
    expect(highestScore([])).toBeUndefined();
  });

  it('progress: scored results only (zero included), sorted by id, running average to 1 decimal', () => {
    expect(progressData(results)).toEqual([
      { label: 'Test 1', title: 'First', dialogueId: 43, score: 20, average: 20, scoreLabel: 'assessed' },
      { label: 'Test 2', title: 'Second', dialogueId: 45, score: 25.6, average: 22.8, scoreLabel: 'assessed' },
      { label: 'Test 3', title: 'Zero', dialogueId: 47, score: 0, average: 15.2, scoreLabel: 'assessed' },
      { label: 'Test 4', title: 'Best one', dialogueId: 49, score: 40.3, average: 21.5, scoreLabel: 'assessed' },
    ]);
    expect(progressData([])).toEqual([]);
  });

  it("category averages to 2 decimals; a missing category is 'Unknown', one without scores 'N/A'", () => {
    const averages = categoryAverages(results);
    expect(averages).toEqual([
      { category: 'Health', average: 22.78, tests: 3, scoreLabel: 'assessed' },
      { category: 'Housing', average: null, tests: 1, scoreLabel: 'assessed' },
      { category: 'Legal', average: 40.26, tests: 1, scoreLabel: 'assessed' },
      { category: 'Unknown', average: 0, tests: 1, scoreLabel: 'assessed' },
    ]);
    expect(averages.map((a) => formatAverage(a.average, 2))).toEqual(['22.78', 'N/A', '40.26', '0.00']);
    expect(formatAverage(21.5, 1)).toBe('21.5');
  });

  it('labels a category average with what its scores rest on: delivery only wins over self-marked (issue #17)', () => {
    const health = (id: number, score_label: 'assessed' | 'delivery_only' | 'self_marked', final_score: number | null = 30) =>
      result({
        id,
        final_score,
        score_label,
        dialogue: { id, title: 'T', category: { name: 'Health' }, segments: [], target_language: 'Hindi' },
      });
    const legal = (id: number, score_label: 'assessed' | 'self_marked') =>
      result({
        id,
        final_score: 20,
        score_label,
        dialogue: { id, title: 'T', category: { name: 'Legal' }, segments: [], target_language: 'Hindi' },
      });
    expect(categoryAverages([health(1, 'self_marked'), health(2, 'delivery_only'), legal(3, 'assessed'), legal(4, 'self_marked')])).toEqual(
      [
        { category: 'Health', average: 30, tests: 2, scoreLabel: 'delivery_only' },
        { category: 'Legal', average: 20, tests: 2, scoreLabel: 'self_marked' },
      ],
    );
    // A result not scored yet has no score for its label to describe.
    expect(categoryAverages([health(5, 'delivery_only', null), health(6, 'assessed')])[0]!.scoreLabel).toBe('assessed');
  });
});
