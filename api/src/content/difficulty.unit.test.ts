import { fixtureDialogue } from '../test/content-fixture.js';
import { difficultyOf, measureDifficulty } from './difficulty.js';
import type { BankDialogue, KeyUnit, SpeakerTurn } from './schema.js';

/** A dialogue of English turns of the given lengths, each with `details` units of kind number. */
function shaped(lengths: number[], details = 0, kind: KeyUnit['kind'] = 'number'): Pick<BankDialogue, 'turns'> {
  const turns: SpeakerTurn[] = lengths.map((n) => ({
    role: 'Officer',
    language: 'English',
    text: Array.from({ length: n }, (_, i) => `word${i}`).join(' '),
    interpretation: 'x',
    units: Array.from({ length: details }, (_, i) => ({ kind, text: `u${i}` })),
  }));
  return { turns };
}

describe('difficulty', () => {
  it('easy: short turns, few details', () => {
    // 16 turns of 16 words, one detail every other turn: avg 16, longest 16, 3.1 per 100 words.
    const d = shaped(Array(16).fill(16));
    d.turns.forEach((t, i) => (t.units = i % 2 ? [] : [{ kind: 'date', text: 'x' }]));
    expect(measureDifficulty(d)).toMatchObject({ averageTurnWords: 16, longestTurnWords: 16, score: 0, difficulty: 'easy' });
  });

  it('medium: mid-length turns with a few long ones, some details', () => {
    // 13 turns averaging ~22 words, longest 28, 1 detail a turn (~4.5 per 100).
    const d = shaped([28, 28, ...Array(11).fill(21)], 1);
    expect(measureDifficulty(d)).toMatchObject({ longestTurnWords: 28, score: 2, difficulty: 'medium' });
    expect(difficultyOf(shaped(Array(13).fill(22), 2))).toBe('medium');
  });

  it('hard: several turns of 28–35 words, dense with figures and terms', () => {
    const d = shaped([33, 32, 31, 30, 30, 29, 28, 30, 31, 30], 3, 'term');
    expect(measureDifficulty(d)).toMatchObject({ longestTurnWords: 33, score: 6, difficulty: 'hard' });
  });

  it('negations, modals and conditions are not details: they do not make a dialogue hard', () => {
    expect(difficultyOf(shaped(Array(16).fill(16), 4, 'negation'))).toBe('easy');
    expect(difficultyOf(shaped(Array(16).fill(16), 4, 'name'))).toBe('medium');
  });

  it('gives the fixture bank a third of each', () => {
    const levels = [1, 2, 3].map((serial) => difficultyOf(fixtureDialogue({ language: 'Hindi', category: 'Health', serial })));
    expect(levels.sort()).toEqual(['easy', 'hard', 'medium']);
  });
});
