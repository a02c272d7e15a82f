import { progress, TREND_LENGTH, unitsConveyed, type AnswerUnits, type ScoredSession, type ScoredTurn } from './progress.js';

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
  unitsConveyed: null,
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

  it('adds up the key units conveyed where they are known', () => {
    const result = progress(
      [],
      [
        turn('English', 5, 5, { unitsConveyed: [true, false] }),
        turn('Hindi', 5, 5, { unitsConveyed: [true, true, false] }),
        turn('English', 5, 5, { unitsConveyed: null }),
      ],
    );
    expect(result.keyUnits).toEqual({ conveyed: 3, total: 5, percent: 60 });
    expect(progress([], [turn('English', 5, 5)]).keyUnits).toBeNull();
  });
});

describe('key units conveyed by one answer', () => {
  const keyUnits = [
    { kind: 'number', text: 'two weeks' },
    { kind: 'negation', text: "haven't been taking" },
  ];
  const answer = (extra: Partial<AnswerUnits>): AnswerUnits => ({
    accuracy: 'assessed',
    transcription: null,
    expected: "I haven't been taking it for two weeks.",
    keyUnits,
    selfMarked: null,
    ...extra,
  });

  it('are the units found in a transcript the provider judged, as the results show them', () => {
    expect(unitsConveyed(answer({ transcription: "I Haven't been taking it for two days." }))).toEqual([false, true]);
  });

  it("are the candidate's own ticks on a self-marked turn, whatever the transcript says", () => {
    expect(unitsConveyed(answer({ accuracy: 'self_marked', transcription: 'two weeks', selfMarked: [1] }))).toEqual([false, true]);
  });

  it('are not known without a usable transcript or a marking', () => {
    expect(unitsConveyed(answer({ transcription: null }))).toBeNull();
    expect(unitsConveyed(answer({ transcription: 'Transcription error — timed out' }))).toBeNull();
    expect(unitsConveyed(answer({ accuracy: 'not_assessed', transcription: 'two weeks' }))).toBeNull();
    expect(unitsConveyed(answer({ accuracy: 'uncertain', transcription: 'two weeks' }))).toBeNull();
    expect(unitsConveyed(answer({ accuracy: 'self_marked', selfMarked: null }))).toBeNull();
  });

  it('are the units scoring derives for a turn without bank units', () => {
    expect(
      unitsConveyed(answer({ keyUnits: null, expected: 'Take 2 tablets at 8:30.', transcription: 'take two tablets at 8:30' })),
    ).toEqual([false, true]);
  });
});
