import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AudioFacts } from '../ai/provider.js';
import type { LanguageDialogues } from '../content/schema.js';
import { segmentsOf } from '../content/segments.js';
import type { Queryable } from '../db/database.js';
import { categories, dialogues, dialogueSegments, practiceSessions, segmentAttempts } from '../db/schema.js';
import type { Storage } from '../storage/storage.js';
import { fixtureBank } from './content-fixture.js';

/**
 * Test and benchmark data for scoring: a real content-bank dialogue (its texts decide each turn's
 * worth) and a practice session whose interpreter turns have recorded answers — the rows POST
 * /practice/submit leaves: a stored recording, its audio facts and a pending scoring status.
 */

/** A prompt, fluent answer of the right length for a turn of `expectedMs` speech. */
export function fluentAnswer(overrides: Partial<AudioFacts> = {}): AudioFacts {
  return { durationMs: 12_000, onsetMs: 900, speechMs: 9_000, longPausesMs: [], silent: false, ...overrides };
}

export const SILENCE: AudioFacts = { durationMs: 20_000, onsetMs: null, speechMs: 0, longPausesMs: [], silent: true };

export interface AnswerFixture {
  /** Facts stored with the answer; null: none stored (measured when scored). */
  facts: AudioFacts | null;
  /** The stored recording; default: a few bytes named after the turn. null: no file at all. */
  recording?: Buffer | null;
}

export interface PractisedSessionOptions {
  userId: number;
  language?: string;
  /** Which of the language's bank dialogues. */
  bankIndex?: number;
  /** Interpreter turns the dialogue has (its first speaker turns); default all of the bank dialogue's. */
  turns?: number;
  /** The answer to interpreter turn i (from 0); returning undefined leaves the turn unanswered. */
  answer?: (turn: number) => AnswerFixture | undefined;
}

export interface PractisedSession {
  sessionId: number;
  dialogueId: number;
  /** Interpreter segments in order, with what the candidate should have said. */
  interpreterTurns: Array<{ segmentId: number; expected: string; language: string; source: string }>;
  attemptIds: number[];
}

const bankFiles = new Map<string, LanguageDialogues>();
async function bankFile(language: string): Promise<LanguageDialogues> {
  let file = bankFiles.get(language);
  if (!file) {
    file = fixtureBank([language]).dialogues[0]!;
    bankFiles.set(language, file);
  }
  return file;
}

export async function practisedSession(db: Queryable, storage: Storage, options: PractisedSessionOptions): Promise<PractisedSession> {
  const language = options.language ?? 'Hindi';
  const file = await bankFile(language);
  const bank = file.dialogues[(options.bankIndex ?? 0) % file.dialogues.length]!;
  const turns = options.turns ? bank.turns.slice(0, options.turns) : bank.turns;
  if (turns.length < (options.turns ?? 0)) throw new Error(`the bank dialogue ${bank.key} has only ${bank.turns.length} turns`);

  await db.insert(categories).values({ name: bank.category }).onConflictDoNothing();
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, bank.category));
  const [dialogue] = await db
    .insert(dialogues)
    .values({
      bankKey: `${bank.key}-${randomUUID()}`,
      source: 'bank',
      language,
      categoryId: category!.id,
      title: bank.title,
      description: bank.description,
    })
    .returning({ id: dialogues.id });
  const segments = await db
    .insert(dialogueSegments)
    .values(segmentsOf({ turns }, language).map((s) => ({ ...s, dialogueId: dialogue!.id })))
    .returning({
      id: dialogueSegments.id,
      order: dialogueSegments.segmentOrder,
      role: dialogueSegments.speakerRole,
      text: dialogueSegments.sourceText,
      language: dialogueSegments.speakerLanguage,
    });
  segments.sort((a, b) => a.order - b.order);
  const [session] = await db
    .insert(practiceSessions)
    .values({ userId: options.userId, dialogueId: dialogue!.id, mode: 0 })
    .returning({ id: practiceSessions.id });
  const sessionId = session!.id;

  const interpreterTurns: PractisedSession['interpreterTurns'] = [];
  const attemptIds: number[] = [];
  for (let i = 0; i < turns.length; i += 1) {
    const speaker = segments[2 * i]!;
    const interpreter = segments[2 * i + 1]!;
    interpreterTurns.push({ segmentId: interpreter.id, expected: interpreter.text, language: interpreter.language, source: speaker.text });
    const answer: AnswerFixture | undefined = options.answer ? options.answer(i) : { facts: fluentAnswer() };
    if (!answer) continue;
    let key: string | null = null;
    if (answer.recording !== null) {
      key = `recordings/session-${sessionId}/segment-${interpreter.id}.ogg`;
      await storage.put(key, answer.recording ?? Buffer.from(`OggS answer to turn ${i + 1}`), 'audio/ogg');
    }
    const [attempt] = await db
      .insert(segmentAttempts)
      .values({
        sessionId,
        segmentId: interpreter.id,
        userAudioPath: key,
        audioDurationMs: answer.facts?.durationMs ?? null,
        audioFacts: answer.facts,
      })
      .returning({ id: segmentAttempts.id });
    attemptIds.push(attempt!.id);
  }
  return { sessionId, dialogueId: dialogue!.id, interpreterTurns, attemptIds };
}
