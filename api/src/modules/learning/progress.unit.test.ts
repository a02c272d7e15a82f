import { progress, TREND_LENGTH, unitSaid, type ScoredSession, type ScoredTurn } from './progress.js';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const session = (n: number, category: string, finalScore: number): ScoredSession => ({
  sessionId: n,
  title: `Dialogue ${n}`,
  category,
  finalScore,
  scoredAt: day(n),
});
const turn = (language: string, score: number, maxScore: number, extra: Partial<ScoredTurn> = {}): ScoredTurn => ({
  language,
  score,
  maxScore,
  transcription: null,
  keyUnits: null,
  ...extra,
});

describe('progress', () => {
  it('averages each category out of 45, weakest first', () => {
    const result = progress([session(1, 'Health', 30), session(2, 'Health', 35), session(3, 'Housing', 25)], []);
    expect(result.categories).toEqual([
      { category: 'Housing', average: 25, attempts: 1 },
      { category: 'Health', average: 32.5, attempts: 2 },
    ]);
  });

  it('gives each direction its share of the marks, weighting turns by their worth', () => {
    const result = progress([], [turn('English', 3, 4), turn('English', 1, 1), turn('Hindi', 2, 8)]);
    expect(result.directions).toEqual([
      { direction: 'into_english', percent: 80, turns: 2 },
      { direction: 'into_language', percent: 25, turns: 1 },
    ]);
  });

  it('keeps the last attempts in order and says whether the later half beats the earlier one', () => {
    const sessions = Array.from({ length: 12 }, (_, i) => session(i + 1, 'Health', 20 + i));
    const result = progress(sessions.reverse(), []);
    expect(result.trend).toHaveLength(TREND_LENGTH);
    expect(result.trend[0]?.sessionId).toBe(3);
    expect(result.trendChange).toBe(5);
    expect(progress([session(1, 'Health', 20), session(2, 'Health', 30)], []).trendChange).toBeNull();
  });

  it('counts key meaning units said only where there is a transcript and units', () => {
    const units = [
      { kind: 'number', text: 'two weeks' },
      { kind: 'negation', text: "haven't been taking" },
    ];
    const result = progress(
      [],
      [
        turn('English', 5, 5, { keyUnits: units, transcription: "I Haven't been taking it for two days." }),
        turn('English', 5, 5, { keyUnits: units, transcription: null }),
        turn('English', 5, 5, { keyUnits: units, transcription: 'Transcription error — timed out' }),
        turn('English', 5, 5, { keyUnits: null, transcription: 'two weeks' }),
      ],
    );
    expect(result.keyUnits).toEqual({ conveyed: 1, total: 2, percent: 50 });
    expect(progress([], [turn('English', 5, 5)]).keyUnits).toBeNull();
    expect(unitSaid('For TWO  weeks.', 'two weeks')).toBe(true);
  });
});
