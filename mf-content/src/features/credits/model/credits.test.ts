import { credits } from './credits';

describe('credits', () => {
  it('says credit for one and credits for any other number', () => {
    expect(credits(1)).toBe('1 credit');
    expect(credits(0)).toBe('0 credits');
    expect(credits(99)).toBe('99 credits');
  });
});
