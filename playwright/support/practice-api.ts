import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A 16 kHz mono 16-bit WAV of `seconds` of speech-like sound (a voiced tone whose loudness rises
 * and falls like syllables) after a short silence: what the offline scorer hears as an answer.
 */
export function spokenAnswer(seconds = 3): Buffer {
  const rate = 16_000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const voiced = t > 0.4 ? Math.max(0, Math.sin(2 * Math.PI * 3 * t)) : 0;
    const sample = voiced * 0.5 * (Math.sin(2 * Math.PI * 180 * t) + 0.4 * Math.sin(2 * Math.PI * 360 * t));
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767 * 0.6), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * Practises a whole dialogue through the practice API the practice screens call (spec §7): start,
 * answer every segment with a recording, complete — so the scoring worker scores it for real.
 */
export async function practiseADialogue(
  request: APIRequestContext,
  token: string,
): Promise<{ dialogueId: number; title: string; sessionId: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/dialogues/hindi?page=1&per_page=10&sort_order=desc', { headers });
  expect(list.ok()).toBeTruthy();
  const dialogue = ((await list.json()) as { dialogues: { data: Array<{ id: number; title: string }> } }).dialogues.data[0]!;

  const started = await request.post('/api/start-practice', { headers, data: { dialogueId: dialogue.id, mode: 1 } });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { sessionId, segmentOrder } = (await started.json()) as { sessionId: number; segmentOrder: number };

  let order = segmentOrder;
  for (let turn = 0; turn < 50; turn += 1) {
    const segment = await request.get(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=${order}`, { headers });
    expect(segment.ok(), await segment.text()).toBeTruthy();
    const { userInterpretationSegmentId } = (await segment.json()) as { userInterpretationSegmentId: number };
    const submitted = await request.post('/api/practice/submit', {
      headers,
      multipart: {
        user_audio: { name: 'recording.ogg', mimeType: 'audio/wav', buffer: spokenAnswer() },
        segmentId: String(userInterpretationSegmentId),
        sessionId: String(sessionId),
        user_transcription: '',
      },
    });
    expect(submitted.ok(), await submitted.text()).toBeTruthy();
    const answer = (await submitted.json()) as { completed: boolean; nextSegmentOrder: number | null };
    if (answer.completed) break;
    order = answer.nextSegmentOrder!;
  }

  const completed = await request.post(`/api/practice/complete/${sessionId}`, { headers });
  expect(((await completed.json()) as { status: string }).status).toBe('dispatched');
  return { dialogueId: dialogue.id, title: dialogue.title, sessionId };
}
