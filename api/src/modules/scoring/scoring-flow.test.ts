import { expectedSpeechMs } from '../../ai/speaking-rate.js';
import { encodeOpus } from '../../audio/opus.js';
import { closeAudioThread } from '../../audio/worker/client.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { answerSignal, bankDialogueIds, seedLanguages, segmentsOfDialogue, submitAnswer } from '../../test/practice-kit.js';

interface ResultJson {
  id: number;
  final_score: number | null;
  segment_attempts: Array<{
    segment_id: number;
    user_transcription: string | null;
    evaluation_feedback: string | null;
    score_for_segment: number | null;
    max_score?: number | null;
    deductions: Array<{ category: string; severity: string; points: number }>;
  }>;
}

/**
 * The whole loop through the API as the pages drive it, with the default (offline) provider and the
 * app's own workers: start a test, upload a recorded answer to every interpreter turn, complete,
 * and read the score out of 45 with each turn's ledger in the dashboard's results.
 */
describeWithDatabase('practising a dialogue end to end, scored by the offline provider', () => {
  const t = new TestApp({ workers: true });
  beforeAll(async () => {
    if (t.db) await seedLanguages(t, ['hindi']);
  }, 120_000);
  afterAll(() => closeAudioThread());

  it('start → answer every turn → complete → the final score and each turn’s ledger in GET /generate-result', async () => {
    const { token, user } = await t.signUp({ email: uniqueEmail() });
    const [dialogueId] = await bankDialogueIds(t, 'Hindi');
    const start = await t.post<{ sessionId: number; segmentOrder: number }>('/api/start-practice', { dialogueId, mode: 0 }, token);
    expect(start.status).toBe(200);
    const { sessionId } = start.body;

    const interpreterTurns = (await segmentsOfDialogue(t, dialogueId!)).filter((s) => s.speakerRole === 'Interpreter');
    for (const [i, turn] of interpreterTurns.entries()) {
      // A fluent answer of the length the turn needs, except: turn 1 begins 7 s late, turn 2 is a short mumble.
      const needed = Math.min(expectedSpeechMs(turn.sourceText, turn.speakerLanguage), 15_000);
      const speechMs = i === 1 ? 800 : needed;
      const onsetMs = i === 0 ? 7_000 : 600;
      const answer = await encodeOpus(answerSignal(16_000, speechMs, onsetMs), { sampleRate: 16_000, bitrate: 32_000 });
      const submitted = await submitAnswer(t, token, { sessionId, segmentId: turn.id, file: answer });
      expect(submitted.statusCode).toBe(200);
    }

    const completed = await t.post(`/api/practice/complete/${sessionId}`, undefined, token);
    expect(completed.body).toEqual({ status: 'dispatched', message: 'Your attempt is being scored.' });

    const deadline = Date.now() + 60_000;
    let result: ResultJson | undefined;
    while (Date.now() < deadline) {
      const results = await t.get<{ data: ResultJson[] }>('/api/generate-result', token);
      result = results.body.data.find((r) => r.id === sessionId);
      if (result?.final_score !== null && result?.final_score !== undefined) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(result?.final_score).not.toBeNull();
    const attempts = result!.segment_attempts;
    expect(attempts).toHaveLength(interpreterTurns.length);
    const worth = attempts.reduce((sum, a) => sum + (a.max_score ?? 0), 0);
    expect(worth).toBeCloseTo(45, 6);
    const byTurn = interpreterTurns.map((turn) => attempts.find((a) => a.segment_id === turn.id)!);
    expect(byTurn[0]!.deductions.map((d) => [d.category, d.severity])).toEqual([['late_start', 'minor']]);
    expect(byTurn[1]!.deductions.map((d) => d.category)).toEqual(['omission']);
    for (const attempt of byTurn.slice(2)) expect(attempt.deductions).toEqual([]);
    const lost = attempts.flatMap((a) => a.deductions).reduce((sum, d) => sum + d.points, 0);
    expect(result!.final_score).toBeCloseTo(45 - lost, 1);
    expect(byTurn[0]!.evaluation_feedback).toMatch(/^Late start \(minor, −[\d.]+\): You began interpreting 7\.\d s into the recording/);

    // Counted once for the user and the site.
    const me = await t.get<{ data: { scoring_used: number; available_credits: number } }>('/api/user', token);
    expect(me.body.data.scoring_used).toBe(1);
    expect(me.body.data.available_credits).toBe((user.available_credits as number) - 1);
    expect((await t.get<{ data: { total_ai_scoring: number } }>('/api/stats')).body.data.total_ai_scoring).toBe(1);
  }, 180_000);
});
