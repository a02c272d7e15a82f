import { attempt, result } from '../../../../test/builders';
import {
  deductionLabel,
  expectedAnswer,
  hasTranscriptionError,
  isNotScored,
  isScoring,
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

describe('deductions', () => {
  it('names deduction categories as words', () => {
    expect(deductionLabel('late_start')).toBe('Late start');
    expect(deductionLabel('omission')).toBe('Omission');
  });
});
