import { termsFromPractice, type PractisedTurn, type Term } from './deck-terms.js';

const terms: Term[] = [
  { id: 1, language: 'Hindi', englishWord: 'blood pressure', translatedWord: 'ब्लड प्रेशर' },
  { id: 2, language: 'Hindi', englishWord: 'referral', translatedWord: 'रेफ़रल' },
  { id: 3, language: 'Hindi', englishWord: 'rent', translatedWord: 'किराया' },
  { id: 4, language: 'Nepali', englishWord: 'referral', translatedWord: 'रेफरल' },
];

const turn = (language: string, text: string, lostMarks = false): PractisedTurn => ({
  dialogueLanguage: 'Hindi',
  language,
  text,
  lostMarks,
});

describe('vocabulary deck from practice', () => {
  it('takes terms said in the practised turns, English as whole words and the translation inside words', () => {
    const found = termsFromPractice([turn('English', 'Your Blood  Pressure is high.'), turn('Hindi', 'मैं रेफ़रल लिख रहा हूँ।')], terms);
    expect([...found.entries()]).toEqual([
      [1, 'practised'],
      [2, 'practised'],
    ]);
  });

  it('does not match part of a word, or a term of another language', () => {
    expect(termsFromPractice([turn('English', 'The parent is here, the referrals are late.')], terms).size).toBe(0);
  });

  it('marks terms of turns where marks were lost, whatever other turn also says them', () => {
    const found = termsFromPractice(
      [turn('English', 'I need a referral.'), turn('English', 'The rent is due.', true), turn('Hindi', 'रेफ़रल', true)],
      terms,
    );
    expect(found.get(2)).toBe('lost_marks');
    expect(found.get(3)).toBe('lost_marks');
  });
});
