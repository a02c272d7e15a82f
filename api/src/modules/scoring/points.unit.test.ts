import type { FoundError } from '../../ai/provider.js';
import { deductionLine, evaluationText, NO_DEDUCTIONS, NO_DELIVERY_DEDUCTIONS, NO_SELF_MARKED_DEDUCTIONS } from './evaluation-text.js';
import { finalScore, priceErrors, splitMarks, turnWorths } from './points.js';

const error = (category: FoundError['category'], severity: FoundError['severity'], words: string | null = null): FoundError => ({
  category,
  severity,
  words,
  explanation: `a ${severity} ${category}`,
});

describe('the marks of a dialogue', () => {
  it('splits 45 by weight, in tenths, adding up to exactly 45', () => {
    const worths = splitMarks([1, 1, 1]);
    expect(worths).toEqual([15, 15, 15]);
    const uneven = splitMarks([7, 3, 5, 11, 2, 9, 4, 6, 8, 1, 10, 12]);
    expect(uneven.reduce((a, b) => a + b, 0)).toBeCloseTo(45, 10);
    for (const w of uneven) expect(Math.round(w * 10)).toBeCloseTo(w * 10, 10);
    // Heavier turns are worth more.
    expect(uneven[11]).toBeGreaterThan(uneven[0]!);
    expect(uneven[9]).toBeLessThan(uneven[0]!);
  });

  it('gives the remainder to the largest fractions: thirds of 45 in tenths', () => {
    const worths = splitMarks([1, 1, 1, 1, 1, 1, 1]);
    expect(worths.reduce((a, b) => a + b, 0)).toBeCloseTo(45, 10);
    expect(Math.max(...worths) - Math.min(...worths)).toBeCloseTo(0.1, 10);
  });

  it('splits evenly when no turn has a weight, and returns nothing for no turns', () => {
    expect(splitMarks([0, 0])).toEqual([22.5, 22.5]);
    expect(splitMarks([])).toEqual([]);
  });

  it('weighs turns by the time their expected text takes to say, across languages', () => {
    const english = 'I have had a headache and a high fever for three days now.';
    const longer = `${english} It started after I came back from work on Monday evening.`;
    const [short, long] = turnWorths([
      { text: english, language: 'English' },
      { text: longer, language: 'English' },
    ]);
    expect(long).toBeGreaterThan(short!);
    expect(short! + long!).toBeCloseTo(45, 10);

    // The same message in Vietnamese counts about 1.3 times the words, but weighs about the same.
    const [en, vi] = turnWorths([
      { text: 'Please bring your Medicare card and your passport to the appointment.', language: 'English' },
      { text: 'Xin vui lòng mang theo thẻ Medicare và hộ chiếu của bạn đến buổi hẹn.', language: 'Vietnamese' },
    ]);
    expect(Math.abs(en! - vi!)).toBeLessThan(6);
  });

  it('sums the turns to one decimal for the final score', () => {
    expect(finalScore([3.33, 4.44, 5.55])).toBe(13.3);
    expect(finalScore([15, 15, 15])).toBe(45);
    expect(finalScore([])).toBe(0);
  });
});

describe('pricing a turn’s ledger', () => {
  it('costs 10 % of the turn for a minor error, 30 % for a major one, 60 % for a critical one', () => {
    expect(priceErrors(4, [error('grammar', 'minor')]).deductions[0]!.points).toBe(0.4);
    expect(priceErrors(4, [error('distortion', 'major')]).deductions[0]!.points).toBe(1.2);
    expect(priceErrors(4, [error('omission', 'critical')]).deductions[0]!.points).toBe(2.4);
    const turn = priceErrors(4, [error('grammar', 'minor'), error('distortion', 'major')]);
    expect(turn.score).toBe(2.4);
    expect(turn.maxScore).toBe(4);
  });

  it('takes the whole turn for no answer, whatever its label', () => {
    const turn = priceErrors(3.7, [error('no_answer', 'minor')]);
    expect(turn.deductions[0]!.points).toBe(3.7);
    expect(turn.score).toBe(0);
  });

  it('never goes below 0: later errors take only what is left, and stay in the ledger', () => {
    const turn = priceErrors(5, [
      error('long_pause', 'minor'),
      error('omission', 'critical'),
      error('distortion', 'major'),
      error('grammar', 'major'),
    ]);
    expect(turn.score).toBe(0);
    // Costliest first: critical 3, then major 1.5, then the last major only the 0.5 left, then minor 0.
    expect(turn.deductions.map((d) => [d.category, d.points])).toEqual([
      ['omission', 3],
      ['distortion', 1.5],
      ['grammar', 0.5],
      ['long_pause', 0],
    ]);
    const lost = turn.deductions.reduce((sum, d) => sum + d.points, 0);
    expect(lost).toBeCloseTo(5, 10);
  });

  it('gives full marks without errors', () => {
    expect(priceErrors(2.5, [])).toEqual({ deductions: [], score: 2.5, maxScore: 2.5 });
  });

  it('rounds points to cents, and the ledger adds up to the points lost', () => {
    const turn = priceErrors(3.3, [error('grammar', 'minor'), error('usage', 'minor'), error('omission', 'major')]);
    for (const d of turn.deductions) expect(Math.round(d.points * 100)).toBeCloseTo(d.points * 100, 8);
    const lost = turn.deductions.reduce((sum, d) => sum + d.points, 0);
    expect(turn.score + lost).toBeCloseTo(3.3, 8);
  });
});

describe('evaluation text from the ledger', () => {
  it('has one line per deduction in plain words, then the summary', () => {
    const turn = priceErrors(4, [error('omission', 'major', 'three days'), error('late_start', 'minor')]);
    const text = evaluationText(turn.deductions, 'Good register overall.', 'assessed');
    expect(text.split('\n')).toEqual([
      'Omission (major, −1.2): a major omission. Words: “three days”.',
      'Late start (minor, −0.4): a minor late_start.',
      'Good register overall.',
    ]);
  });

  it('says so when nothing was deducted', () => {
    expect(evaluationText([], 'Accurate and fluent.', 'assessed')).toBe(`${NO_DEDUCTIONS}\nAccurate and fluent.`);
  });

  it('never claims full marks for a turn whose accuracy was not assessed', () => {
    const text = evaluationText([], 'You began after 1.0 s.', 'not_assessed');
    expect(text).toBe(`${NO_DELIVERY_DEDUCTIONS}\nYou began after 1.0 s.`);
    expect(text).not.toContain('full marks');
    expect(evaluationText([], 'Self-marked.', 'self_marked')).toBe(`${NO_SELF_MARKED_DEDUCTIONS}\nSelf-marked.`);
  });

  it('keeps an explanation’s own punctuation', () => {
    expect(
      deductionLine({ category: 'hesitation', severity: 'minor', words: 'um, um', explanation: 'Several fillers!', points: 0.25 }),
    ).toBe('Hesitation (minor, −0.25): Several fillers! Words: “um, um”.');
  });
});
