import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { encodeOpus } from '../audio/opus.js';
import type { Pcm } from '../audio/pcm.js';
import { encodeWav } from '../audio/wav.js';
import { seedContentBank } from '../content/seed.js';
import { fixtureBank } from './content-fixture.js';
import { dialogues, dialogueSegments, users } from '../db/schema.js';
import type { TestApp } from './harness.js';

/**
 * Shared by the practice, speech and generation suites: fixture bank dialogues in the database, real
 * recordings made with our own encoder, and multipart uploads as a browser sends them.
 */

/**
 * Seeds a bank of some languages, e.g. ['hindi']: the synthetic fixture bank (content-fixture.ts), one
 * valid dialogue per category, never the real bank, which writers may be halfway through.
 */
export async function seedLanguages(t: TestApp, languages: string[]): Promise<void> {
  await seedContentBank(t.db, fixtureBank(languages));
}

export async function bankDialogueIds(t: TestApp, language: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: dialogues.id })
    .from(dialogues)
    .where(and(eq(dialogues.language, language), eq(dialogues.source, 'bank')))
    .orderBy(asc(dialogues.id));
  return rows.map((r) => r.id);
}

export async function segmentsOfDialogue(t: TestApp, dialogueId: number) {
  return t.db
    .select()
    .from(dialogueSegments)
    .where(eq(dialogueSegments.dialogueId, dialogueId))
    .orderBy(asc(dialogueSegments.segmentOrder));
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A spoken answer stand-in: `onsetMs` of room noise, then `speechMs` of a voice-like tone, then a second of room noise. */
export function answerSignal(sampleRate: number, speechMs: number, onsetMs = 500): Pcm {
  const total = Math.round(((onsetMs + speechMs + 1000) * sampleRate) / 1000);
  const samples = new Float32Array(total);
  const start = Math.round((onsetMs * sampleRate) / 1000);
  const end = start + Math.round((speechMs * sampleRate) / 1000);
  let seed = 7;
  for (let i = 0; i < total; i += 1) {
    seed = (seed * 16807) % 2147483647;
    const noise = (seed / 2147483647 - 0.5) * 0.002;
    const t = i / sampleRate;
    samples[i] = noise + (i >= start && i < end ? 0.3 * Math.sin(2 * Math.PI * 180 * t) * (0.8 + 0.2 * Math.sin(2 * Math.PI * 5 * t)) : 0);
  }
  return { samples, sampleRate };
}

export type RecordingKind = 'wav' | 'ogg' | 'webm';

/** A recording as a browser might upload it: WAV, Ogg Opus (the spec's format) or Chromium's WebM Opus. */
export async function recording(kind: RecordingKind, speechMs = 1500, onsetMs = 500): Promise<Buffer> {
  if (kind === 'wav') return encodeWav(answerSignal(44100, speechMs, onsetMs), 2);
  if (kind === 'ogg') return encodeOpus(answerSignal(16000, speechMs, onsetMs), { sampleRate: 16000, bitrate: 64000 });
  return encodeOpus(answerSignal(48000, speechMs, onsetMs), { sampleRate: 48000, bitrate: 64000, container: 'webm' });
}

export interface SubmitParts {
  sessionId?: number | string;
  segmentId?: number | string;
  file?: Buffer;
  fileName?: string;
  fileType?: string;
  /** Field name of the file: user_audio unless testing a wrong one. */
  fileField?: string;
}

/** POST /api/practice/submit as the practice page sends it (spec §7: user_audio as recording.ogg, …). */
export async function submitAnswer(t: TestApp, token: string | undefined, parts: SubmitParts): Promise<LightMyRequestResponse> {
  const form = new FormData();
  if (parts.file)
    form.append(
      parts.fileField ?? 'user_audio',
      new Blob([new Uint8Array(parts.file)], { type: parts.fileType ?? 'audio/ogg' }),
      parts.fileName ?? 'recording.ogg',
    );
  if (parts.segmentId !== undefined) form.append('segmentId', String(parts.segmentId));
  if (parts.sessionId !== undefined) form.append('sessionId', String(parts.sessionId));
  form.append('user_transcription', '');
  const request = new Request('http://localhost/api/practice/submit', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/practice/submit',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
