import { readNumber, tokenise } from './numbers.js';

/** The number at the start of `text`, as readNumber sees it. */
function read(text: string) {
  const n = readNumber(tokenise(text), 0);
  return n && { value: n.value, ordinal: n.ordinal };
}

describe('reading numbers in English text', () => {
  it.each([
    ['1,240', 1240],
    ['2.5 million', 2_500_000],
    ['one hundred and eighty', 180],
    ['one thousand two hundred and forty', 1240],
    ['twelve hundred', 1200],
    ['two thousand four hundred and fifty', 2450],
    ['twenty-five', 25],
    ['twenty five', 25],
    ['a hundred', 100],
    ['a thousand', 1000],
    ['ten million', 10_000_000],
    ['one hundred and sixty thousand', 160_000],
    ['three hundred thousand five hundred', 300_500],
    ['zero', 0],
  ])('%s is %d', (text, value) => {
    expect(read(text)).toEqual({ value, ordinal: false });
  });

  it.each([
    ['12th', 12],
    ['1st', 1],
    ['twelfth', 12],
    ['twenty-first', 21],
    ['thirtieth', 30],
    ['thirty first', 31],
    ['second', 2],
  ])('%s is the ordinal %d', (text, value) => {
    expect(read(text)).toEqual({ value, ordinal: true });
  });

  it('stops where English stops counting', () => {
    // 'five six' is two numbers; 'and' joins only after hundred or a scale word.
    expect(readNumber(tokenise('five six'), 0)).toMatchObject({ value: 5, end: 1 });
    expect(readNumber(tokenise('two and three'), 0)).toMatchObject({ value: 2, end: 1 });
    expect(readNumber(tokenise('one hundred and the rest'), 0)).toMatchObject({ value: 100, end: 2 });
    expect(readNumber(tokenise('fifteen twenty'), 0)).toMatchObject({ value: 15, end: 1 });
    expect(readNumber(tokenise('thousand'), 0)).toBeNull();
    expect(readNumber(tokenise('a form'), 0)).toBeNull();
    expect(readNumber(tokenise('payment'), 0)).toBeNull();
  });
});
