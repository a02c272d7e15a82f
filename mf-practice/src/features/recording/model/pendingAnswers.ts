import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/**
 * Recorded answers kept in the browser (IndexedDB) until the server has them: a lost connection, a
 * closed tab or a reload never loses a take. Bytes are stored, not the Blob, so any IndexedDB (and the
 * tests' in-memory one) can clone them. Without IndexedDB (some private windows) nothing is kept and
 * uploads work as before.
 */
export interface PendingAnswer {
  sessionId: number;
  segmentId: number;
  bytes: ArrayBuffer;
  type: string;
  savedAt: number;
}

let store: UseStore | null = null;
function answers(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('ccl-practice', 'pending-answers');
  return store;
}

const keyOf = (sessionId: number, segmentId: number) => `${sessionId}:${segmentId}`;

async function quietly<T>(work: (db: UseStore) => Promise<T>, fallback: T): Promise<T> {
  const db = answers();
  if (!db) return fallback;
  try {
    return await work(db);
  } catch (error) {
    console.warn('The answer store (IndexedDB) is not available', error);
    return fallback;
  }
}

export async function keepAnswer(sessionId: number, segmentId: number, recording: Blob): Promise<boolean> {
  const bytes = await recording.arrayBuffer();
  return quietly(async (db) => {
    await set(
      keyOf(sessionId, segmentId),
      { sessionId, segmentId, bytes, type: recording.type, savedAt: Date.now() } satisfies PendingAnswer,
      db,
    );
    return true;
  }, false);
}

export async function forgetAnswer(sessionId: number, segmentId: number): Promise<void> {
  await quietly((db) => del(keyOf(sessionId, segmentId), db), undefined);
}

/** The answers of these sessions still waiting for the server, oldest first. */
export async function pendingAnswers(sessionIds: number[]): Promise<PendingAnswer[]> {
  const all = await quietly((db) => entries<string, PendingAnswer>(db), []);
  return all
    .map(([, answer]) => answer)
    .filter((answer) => sessionIds.includes(answer.sessionId))
    .sort((a, b) => a.savedAt - b.savedAt);
}

export const blobOf = (answer: PendingAnswer) => new Blob([answer.bytes], { type: answer.type });
