import { attempt, result } from '../testing/builders';
import {
  categoryAverages,
  deductionLabel,
  expectedAnswer,
  formatAverage,
  hasTranscriptionError,
  highestScore,
  isNotScored,
  isScoring,
  progressData,
  resultHasTranscriptionError,
  scoreOutOf45,
  segmentNumber,
  segmentScore,
  totalSegments,
  turnsOf,
} from './results';

describe('result status (spec §4)', () => {
  it('a null score is scoring, unless the session finished unscored or scoring failed', () => {
    expect(isScoring(result({ id: 1, final_score: null, status: 'scoring' }))).toBe(true);
    expect(isScoring(result({ id: 1, final_score: null, status: undefined }))).toBe(true);
    expect(isScoring(result({ id: 1, final_score: null, status: 'completed' }))).toBe(false);
    expect(isNotScored(result({ id: 1, final_score: null, status: 'completed' }))).toBe(true);
    expect(isScoring(result({ id: 1, final_score: null, status: 'failed' }))).toBe(false);
    expect(isScoring(result({ id: 1, final_score: 0 }))).toBe(false);
    expect(isScoring(result({ id: 1, final_score: 31 }))).toBe(false);
  });

  it("spots 'Transcription error' anywhere in a transcript", () => {
    const failed = attempt({ dialogueId: 1 }, 1, { user_transcription: '[Transcription error: timeout]' });
    expect(hasTranscriptionError(failed)).toBe(true);
    expect(hasTranscriptionError(attempt({ dialogueId: 1 }, 1, { user_transcription: null }))).toBe(false);
    expect(resultHasTranscriptionError(result({ id: 1, segment_attempts: [attempt({ dialogueId: 1 }, 1), failed] }))).toBe(true);
    expect(resultHasTranscriptionError(result({ id: 1 }))).toBe(false);
  });
});

describe('scores and turns', () => {
  it('formats x/45 and a turn out of its share, to 1 decimal', () => {
    expect(scoreOutOf45(31.456)).toBe('31.5/45');
    expect(scoreOutOf45(0)).toBe('0/45');
    expect(segmentScore(attempt({ dialogueId: 1 }, 1, { score_for_segment: 7.25, max_score: 11.125 }))).toBe('7.3/11.1');
    expect(segmentScore(attempt({ dialogueId: 1 }, 1, { score_for_segment: 7, max_score: null }))).toBe('7');
    expect(segmentScore(attempt({ dialogueId: 1 }, 1, { score_for_segment: null }))).toBe('—');
  });

  it('counts segments as half the turns, rounded up', () => {
    expect(totalSegments(result({ id: 1 }, 3))).toBe(3);
    const odd = result({ id: 1 }, 3);
    odd.dialogue.segments = odd.dialogue.segments.slice(0, 5);
    expect(totalSegments(odd)).toBe(3);
  });

  it('finds the speaker turn before an answer, its expected answer and its segment number', () => {
    const r = result({ id: 1, dialogue_id: 5 }, 3);
    const second = r.segment_attempts[1]!;
    expect(turnsOf(r, second).previous).toMatchObject({ segment_order: 3, speaker_role: 'Patient', source_text: 'Speaker says line 2' });
    expect(turnsOf(r, second).answered).toMatchObject({ segment_order: 4, speaker_role: 'Interpreter' });
    expect(expectedAnswer(r, second)).toBe('Expected answer 2');
    expect(segmentNumber(r, second, 1)).toBe(2);

    // Without an expected text on the speaker turn, the interpreter turn's text is the answer.
    r.dialogue.segments[2]!.expected_target_text = null;
    expect(expectedAnswer(r, second)).toBe('Interpretation 2');
    // An attempt whose turn is unknown is numbered by its position.
    expect(segmentNumber(r, { ...second, segment_id: 999 }, 4)).toBe(5);
  });
});

describe('overview figures and charts (spec §9)', () => {
  const results = [
    result({ id: 9, final_score: 40.26, dialogue: { id: 49, title: 'Best one', category: { name: 'Legal' }, segments: [], target_language: 'Hindi' } }),
    result({ id: 3, final_score: 20, dialogue: { id: 43, title: 'First', category: { name: 'Health' }, segments: [], target_language: 'Hindi' } }),
    result({ id: 12, final_score: null, status: 'scoring' }),
    result({ id: 5, final_score: 25.55, dialogue: { id: 45, title: 'Second', category: { name: 'Health' }, segments: [], target_language: 'Hindi' } }),
    result({ id: 7, final_score: 0, dialogue: { id: 47, title: 'Zero', category: null, segments: [], target_language: 'Hindi' } }),
    result({ id: 8, final_score: null, status: 'completed', dialogue: { id: 48, title: 'Unscored', category: { name: 'Housing' }, segments: [], target_language: 'Hindi' } }),
  ];

  it('highest score names the dialogue; none without a scored test', () => {
    expect(highestScore(results)).toEqual({ score: 40.26, dialogueId: 49, title: 'Best one' });
    expect(highestScore([result({ id: 1, final_score: null })])).toBeUndefined();
    expect(highestScore([])).toBeUndefined();
  });

  it('progress: scored results only (zero included), sorted by id, running average to 1 decimal', () => {
    expect(progressData(results)).toEqual([
      { label: 'Test 1', title: 'First', dialogueId: 43, score: 20, average: 20 },
      { label: 'Test 2', title: 'Second', dialogueId: 45, score: 25.6, average: 22.8 },
      { label: 'Test 3', title: 'Zero', dialogueId: 47, score: 0, average: 15.2 },
      { label: 'Test 4', title: 'Best one', dialogueId: 49, score: 40.3, average: 21.5 },
    ]);
    expect(progressData([])).toEqual([]);
  });

  it("category averages to 2 decimals; a missing category is 'Unknown', one without scores 'N/A'", () => {
    const averages = categoryAverages(results);
    expect(averages).toEqual([
      { category: 'Health', average: 22.78, tests: 3 },
      { category: 'Housing', average: null, tests: 1 },
      { category: 'Legal', average: 40.26, tests: 1 },
      { category: 'Unknown', average: 0, tests: 1 },
    ]);
    expect(averages.map((a) => formatAverage(a.average, 2))).toEqual(['22.78', 'N/A', '40.26', '0.00']);
    expect(formatAverage(21.5, 1)).toBe('21.5');
  });

  it('names deduction categories as words', () => {
    expect(deductionLabel('late_start')).toBe('Late start');
    expect(deductionLabel('omission')).toBe('Omission');
  });
});
