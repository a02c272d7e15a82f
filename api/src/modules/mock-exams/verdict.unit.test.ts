import { DELIVERY_ONLY_NOTE, mockTotal, mockVerdict, SELF_MARKED_NOTE, verdictBasis } from './verdict.js';

describe('the mock exam verdict (pass: total ≥ 63 and each dialogue ≥ 29)', () => {
  it('passes at exactly 63 with both dialogues at 29 or more', () => {
    expect(mockVerdict(34, 29, 'full')).toEqual({ passed: true, basis: 'full', label: 'PASS', reasons: [], note: null });
    expect(mockVerdict(31.5, 31.5, 'full').passed).toBe(true);
  });

  it('fails at 62, saying how many marks are missing', () => {
    expect(mockVerdict(33, 29, 'full')).toEqual({
      passed: false,
      basis: 'full',
      label: 'FAIL',
      reasons: ['1 mark short of 63'],
      note: null,
    });
    expect(mockVerdict(30, 26, 'full').reasons).toEqual(['7 marks short of 63', 'dialogue 2 below 29 by 3']);
    expect(mockVerdict(31.2, 31.3, 'full').reasons).toEqual(['0.5 marks short of 63']);
  });

  it('fails a dialogue at 28 even when the total is enough', () => {
    expect(mockVerdict(28, 45, 'full')).toMatchObject({ passed: false, reasons: ['dialogue 1 below 29 by 1'] });
    expect(mockVerdict(45, 28.5, 'full')).toMatchObject({ passed: false, reasons: ['dialogue 2 below 29 by 0.5'] });
    expect(mockVerdict(29, 45, 'full').passed).toBe(true);
  });

  it('names every shortfall at once', () => {
    expect(mockVerdict(20, 22, 'full').reasons).toEqual(['21 marks short of 63', 'dialogue 1 below 29 by 9', 'dialogue 2 below 29 by 7']);
  });

  it('adds to one decimal, as final scores are kept', () => {
    expect(mockTotal(31.1, 31.9)).toBe(63);
    expect(mockVerdict(31.1, 31.9, 'full').passed).toBe(true);
  });

  it('never gives a bare PASS on delivery only', () => {
    expect(mockVerdict(40, 40, 'delivery_only')).toEqual({
      passed: true,
      basis: 'delivery_only',
      label: 'PASS on delivery only',
      reasons: [],
      note: DELIVERY_ONLY_NOTE,
    });
    expect(mockVerdict(20, 40, 'delivery_only').label).toBe('FAIL on delivery');
  });

  it('says when the accuracy is the candidate’s own marking', () => {
    expect(mockVerdict(40, 40, 'self_marked')).toMatchObject({ label: 'PASS (self-marked)', note: SELF_MARKED_NOTE });
    expect(mockVerdict(20, 40, 'self_marked').label).toBe('FAIL (self-marked)');
    expect(verdictBasis('assessed')).toBe('full');
    expect(verdictBasis('delivery_only')).toBe('delivery_only');
  });
});
