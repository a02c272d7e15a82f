import { weakList, weakTurn, type ScoredAnswer, type ScoredDrill } from './weak-list.js';

const omission: ScoredAnswer['deductions'][number] = {
  category: 'omission',
  severity: 'major',
  points: 3,
  words: 'per week',
  explanation: 'Left out.',
};
const lateStart: ScoredAnswer['deductions'][number] = {
  category: 'late_start',
  severity: 'minor',
  points: 1,
  words: null,
  explanation: 'Started late.',
};

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

function answer(segmentId: number, scoredAt: Date, deductions = [omission], attemptId = segmentId * 10): ScoredAnswer {
  const lost = deductions.reduce((s, d) => s + d.points, 0);
  return { segmentId, attemptId, sessionId: 1, scoredAt, score: 10 - lost, maxScore: 10, deductions };
}

let drillId = 0;
function drill(segmentId: number, scoredAt: Date, deductions: ScoredDrill['deductions'] = []): ScoredDrill {
  drillId += 1;
  const lost = deductions.reduce((s, d) => s + d.points, 0);
  return { id: drillId, segmentId, scoredAt, score: 10 - lost, maxScore: 10, deductions };
}

describe('my weak segments: list rules', () => {
  it('lists a turn whose answer lost marks, with what was lost and why', () => {
    const turn = weakTurn([answer(7, day(1), [omission, lateStart])], []);
    expect(turn).toMatchObject({ segmentId: 7, pointsLost: 4, cleanDrills: 0, lastDrill: null });
    expect(turn?.answer.deductions.map((d) => d.category)).toEqual(['omission', 'late_start']);
  });

  it('does not list a turn answered without deductions', () => {
    expect(weakTurn([answer(7, day(1), [])], [])).toBeNull();
  });

  it('keeps the turn after one clean drill and drops it after two', () => {
    const answers = [answer(7, day(1))];
    const first = drill(7, day(2));
    expect(weakTurn(answers, [first])).toMatchObject({ cleanDrills: 1, lastDrill: first });
    expect(weakTurn(answers, [first, drill(7, day(3))])).toBeNull();
  });

  it('counts clean drills in a row: a drill that loses marks starts the count again', () => {
    const answers = [answer(7, day(1))];
    const drills = [drill(7, day(2)), drill(7, day(3), [lateStart]), drill(7, day(4))];
    expect(weakTurn(answers, drills)).toMatchObject({ cleanDrills: 1 });
  });

  it('puts a turn back when a later dialogue loses marks on it again; older drills no longer count', () => {
    const drills = [drill(7, day(2)), drill(7, day(3))];
    expect(weakTurn([answer(7, day(1))], drills)).toBeNull();
    const again = weakTurn([answer(7, day(1)), answer(7, day(5), [lateStart], 71)], drills);
    expect(again).toMatchObject({ cleanDrills: 0, pointsLost: 1, answer: { attemptId: 71 } });
  });

  it('orders the list by points lost, then newest first, one entry per turn', () => {
    const list = weakList(
      [
        answer(1, day(1), [lateStart]),
        answer(2, day(2), [lateStart]),
        answer(3, day(1), [omission]),
        answer(3, day(3), [omission, lateStart], 31),
      ],
      [drill(2, day(4))],
    );
    expect(list.map((t) => [t.segmentId, t.pointsLost])).toEqual([
      [3, 4],
      [2, 1],
      [1, 1],
    ]);
    expect(list[1]?.cleanDrills).toBe(1);
  });
});
