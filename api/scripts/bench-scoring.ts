/**
 * npm run bench:scoring -w api
 *
 * Measures the time from completing an attempt (POST /api/practice/complete/{id}) to its final_score
 * for a 12-turn dialogue, with the offline provider and with the openai provider against the local
 * fake endpoint (with and without a simulated model latency), on a fresh embedded database with the
 * workers in-process — the `npm start` set-up. Targets (DESIGN.md "Bars"): ≤ 30 s offline, ≤ 60 s
 * with an endpoint. Exits with 1 when a median misses its target.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { createAi } from '../src/ai/create-provider.js';
import { FakeOpenAiServer, speechLikeWav, type FakePath } from '../src/test/fake-openai-server.js';
import { audioThread, closeAudioThread } from '../src/audio/worker/client.js';
import { systemClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { fixtureBank } from '../src/test/content-fixture.js';
import { words } from '../src/content/script.js';
import { openDatabase } from '../src/db/database.js';
import { runMigrations } from '../src/db/migrate.js';
import { practiceSessions, users } from '../src/db/schema.js';
import { JobQueue } from '../src/jobs/queue.js';
import { OutboxMailer } from '../src/mail/outbox-mailer.js';
import { AccessTokenService } from '../src/modules/auth/tokens.js';
import { CreditLedger } from '../src/modules/credits/ledger.js';
import { practisedSession } from '../src/test/scoring-kit.js';
import { LocalStorage } from '../src/storage/local-storage.js';
import { MediaUrls } from '../src/storage/media.js';
import { startWorkers } from '../src/workers.js';

const TURNS = 12;
const RUNS = 3;
const LANGUAGE = 'Hindi';

interface Scenario {
  label: string;
  targetSeconds: number;
  env: Record<string, string>;
  latency?: Partial<Record<FakePath, number>>;
}

const log = pino({ level: 'silent' });

/** The first fixture bank dialogue of the language (what practisedSession uses) with at least TURNS speaker turns. */
async function bankIndexWithTurns(): Promise<number> {
  const file = fixtureBank([LANGUAGE]).dialogues[0]!;
  const index = file.dialogues.findIndex((d) => d.turns.length >= TURNS);
  if (index < 0) throw new Error(`no ${LANGUAGE} bank dialogue has ${TURNS} turns`);
  return index;
}

/** Real answers as POST /practice/submit stores them: Ogg Opus 16 kHz with measured speech facts. */
async function recordedAnswers(count: number) {
  const answers = [];
  for (let i = 0; i < count; i += 1) {
    const wav = speechLikeWav('x'.repeat(60 + 10 * i));
    const normalised = await audioThread().run('normalise', { bytes: new Uint8Array(wav) });
    answers.push({ recording: Buffer.from(normalised.audio), facts: normalised.facts });
  }
  return answers;
}

async function runScenario(
  scenario: Scenario,
  fake: FakeOpenAiServer,
  bankIndex: number,
  answers: Awaited<ReturnType<typeof recordedAnswers>>,
): Promise<number[]> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-bench-scoring-'));
  const database = await openDatabase({ poolSize: 10 });
  const jobs = await JobQueue.start(database.connectionString, log);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STORAGE_DIR: storageDir,
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'bench',
    ...scenario.env,
  });
  try {
    await runMigrations(database.db);
    const storage = new LocalStorage(storageDir);
    const media = new MediaUrls('bench-media-signing-secret-0123456789');
    const ai = createAi(config, database.db);
    const deps = { config, db: database.db, pool: database.pool, storage, media, jobs, ai };
    const app = await buildApp({ ...deps, mailer: new OutboxMailer(database.db, log), logger: log });
    await startWorkers({ ...deps, log });
    fake.reset();
    fake.latencyMs = scenario.latency ?? {};

    const [user] = await database.db
      .insert(users)
      .values({ name: 'Bench', email: 'bench@example.com', passwordHash: 'x', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    await database.db.transaction((tx) =>
      new CreditLedger(database.db).record(tx, { userId: user!.id, type: 'purchase', description: 'Bench credits', credits: 100 }),
    );
    const token = await new AccessTokenService(database.db, systemClock).issue(database.db, user!.id);

    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const session = await practisedSession(database.db, storage, {
        userId: user!.id,
        language: LANGUAGE,
        bankIndex,
        turns: TURNS,
        answer: (i) => ({ facts: answers[i]!.facts, recording: answers[i]!.recording }),
      });
      // The endpoint hears each answer as the expected text with every fifth word missing.
      const said = new Map(
        session.interpreterTurns.map((turn, i) => [
          answers[i]!.recording.toString('base64'),
          words(turn.expected, turn.language)
            .filter((_, k) => k % 5 !== 2)
            .join(' '),
        ]),
      );
      fake.transcribe = ({ file }) => said.get(file.bytes.toString('base64')) ?? '';

      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/practice/complete/${session.sessionId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.json().status !== 'dispatched') throw new Error(`completion answered ${response.body}`);
      for (;;) {
        const [row] = await database.db
          .select({ finalScore: practiceSessions.finalScore })
          .from(practiceSessions)
          .where(eq(practiceSessions.id, session.sessionId));
        if (row?.finalScore !== null && row?.finalScore !== undefined) break;
        if (performance.now() - started > 300_000) throw new Error('no final score after 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      times.push((performance.now() - started) / 1000);
    }
    await app.close();
    return times;
  } finally {
    await jobs.stop(5_000);
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

const scenarios: Scenario[] = [
  { label: 'offline provider', targetSeconds: 30, env: { AI_PROVIDER: 'offline' } },
  { label: 'openai provider, fake endpoint, no latency', targetSeconds: 60, env: { AI_PROVIDER: 'openai' } },
  {
    label: 'openai provider, fake endpoint, 1.5 s per transcription + 3 s per ledger',
    targetSeconds: 60,
    env: { AI_PROVIDER: 'openai' },
    latency: { '/v1/audio/transcriptions': 1_500, '/v1/chat/completions': 3_000 },
  },
];

const fake = await FakeOpenAiServer.start();
let missed = false;
try {
  const bankIndex = await bankIndexWithTurns();
  const answers = await recordedAnswers(TURNS);
  console.log(
    `bench:scoring — POST /practice/complete → final_score, a ${TURNS}-turn ${LANGUAGE} dialogue, embedded PostgreSQL, workers in-process (SCORING_CONCURRENCY=${loadConfig({}).scoring.concurrency}), ${RUNS} runs each`,
  );
  for (const scenario of scenarios) {
    const times = await runScenario(scenario, fake, bankIndex, answers);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const ok = median <= scenario.targetSeconds;
    if (!ok) missed = true;
    console.log(
      `  ${scenario.label}: ${times.map((s) => `${s.toFixed(2)} s`).join(', ')} → median ${median.toFixed(2)} s (target ≤ ${scenario.targetSeconds} s) ${ok ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  await fake.close();
  await closeAudioThread();
}
process.exit(missed ? 1 : 0);
