import { priceErrors } from './points.js';
import { markingUnits, selfMarkedErrors, UNIT_OMISSION_SEVERITY } from './units.js';

describe('key meaning units of a turn', () => {
  it('are the content bank’s units when the turn has them', () => {
    const units = [
      { kind: 'number', text: 'two weeks' },
      { kind: 'negation', text: 'not' },
    ];
    expect(markingUnits(units, 'You have two weeks, not three.')).toEqual(units);
  });

  it('are derived from the expected text otherwise: its numbers, else the whole message', () => {
    expect(markingUnits(null, 'The rent is $1,240 a month from 30/06.')).toEqual([
      { kind: 'number', text: '1,240' },
      { kind: 'number', text: '30/06' },
    ]);
    expect(markingUnits([], 'Please take a seat.')).toEqual([{ kind: 'message', text: 'Please take a seat.' }]);
  });
});

describe('deductions from marking yourself', () => {
  const units = markingUnits(
    [
      { kind: 'negation', text: "haven't been taking" },
      { kind: 'number', text: '$1,240' },
      { kind: 'modal', text: 'will have to' },
    ],
    '',
  );

  it('an omission per unticked unit, its severity by the unit’s kind, and an insertion for an addition', () => {
    expect(selfMarkedErrors(units, new Set([1]), true)).toEqual([
      expect.objectContaining({ category: 'omission', severity: 'critical', words: "haven't been taking" }),
      expect.objectContaining({ category: 'omission', severity: 'minor', words: 'will have to' }),
      expect.objectContaining({ category: 'insertion', severity: 'minor', words: null }),
    ]);
    expect(UNIT_OMISSION_SEVERITY.number).toBe('major');
  });

  it('nothing when every unit was conveyed and nothing added', () => {
    expect(selfMarkedErrors(units, new Set([0, 1, 2]), false)).toEqual([]);
  });

  it('prices them from the fixed table: the turn is recomputed and never goes below 0', () => {
    const turn = priceErrors(10, selfMarkedErrors(units, new Set([2]), false));
    expect(turn.deductions.map((d) => d.points)).toEqual([6, 3]);
    expect(turn.score).toBe(1);
    expect(priceErrors(10, selfMarkedErrors(units, new Set(), true)).score).toBe(0);
  });
});
