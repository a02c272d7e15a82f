import { isInterpreterTurn, langOf } from './turns';

describe('isInterpreterTurn', () => {
  it("knows the interpreter's turns whatever their case or spacing", () => {
    expect(isInterpreterTurn('Interpreter')).toBe(true);
    expect(isInterpreterTurn(' interpreter ')).toBe(true);
    expect(isInterpreterTurn('Doctor')).toBe(false);
  });
});

describe('langOf', () => {
  it('gives English and our languages their codes, and nothing for the unknown', () => {
    expect(langOf('English')).toBe('en');
    expect(langOf('Hindi')).toBe('hi');
    expect(langOf('Klingon')).toBeUndefined();
    expect(langOf(null)).toBeUndefined();
  });
});
