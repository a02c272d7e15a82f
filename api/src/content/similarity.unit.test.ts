import { cosine, plotIndex, plotWords, similarPairs, stem } from './similarity.js';

describe('plot similarity', () => {
  it('content words, lowercased and lightly stemmed; function words and filler out', () => {
    expect(plotWords("Okay, so you're claiming the Carer Payments because your mother's dementia is getting worse.")).toEqual([
      'claim',
      'carer',
      'payment',
      'mother',
      'dementia',
      'gett',
      'worse',
    ]);
    expect(stem('lodged')).toBe('lodg');
    expect(stem('lodging')).toBe('lodg');
    expect(stem('policies')).toBe('policy');
    expect(stem('bus')).toBe('bus');
  });

  it('one plot retold scores high; another plot of the same category scores low; a copy scores 1', () => {
    const texts = [
      'Your mother has dementia and needs care every day, so you may claim Carer Payment. Centrelink will ask her doctor to complete the medical report and check your income.',
      'Because your father has dementia and needs daily care, you can apply for Carer Payment. Centrelink needs a medical report from his doctor and details of your income.',
      'Your JobSeeker payment was suspended because you missed an appointment with your employment services provider. Call them to book a new appointment and the payment resumes.',
      'The bond was not lodged with Fair Trading within ten days. Your landlord must lodge it, and you can apply to the tribunal.',
    ];
    const index = plotIndex([...texts, texts[0]!], plotWords);
    const s = (a: number, b: number) => cosine(index.vectors[a]!, index.vectors[b]!);
    expect(s(0, 4)).toBeCloseTo(1, 6);
    expect(s(0, 1)).toBeGreaterThan(0.25);
    expect(s(0, 2)).toBeLessThan(0.15);
    expect(s(2, 3)).toBeLessThan(0.15);
    const pairs = similarPairs(index, 0.25);
    expect(pairs.map((p) => `${p.a}-${p.b}`).sort()).toEqual(['0-1', '0-4', '1-4']);
    expect(pairs[0]).toMatchObject({ a: 0, b: 4 });
  });
});
