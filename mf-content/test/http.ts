/** msw handlers for the calls this remote makes; each answers as the spec's API does and records what it was asked. */
import type { ResponseOf } from '@ccl/contract';
import { server } from '@ccl/shared/test';
import { delay, http, HttpResponse } from 'msw';
import type { StatsResponse } from '../src/features/home/api/types';
import type { TranscriptRequest } from '../src/features/transcript/api/types';

/** GET /stats answers the two totals, after `wait` ms. */
export function statsAnswer(total_dialogues: number, total_ai_scoring: number, wait = 0) {
  return http.get('*/api/stats', async () => {
    if (wait) await delay(wait);
    return HttpResponse.json<StatsResponse>({ success: true, data: { total_dialogues, total_ai_scoring } });
  });
}

/** GET /credit-config (read through the core's useCreditConfig). */
export function creditConfigAnswer(free_credit_amount: number, credit_cost_per_dialogue: number) {
  return http.get('*/api/credit-config', () =>
    HttpResponse.json<ResponseOf<'/credit-config', 'get'>>({ success: true, data: { free_credit_amount, credit_cost_per_dialogue } }),
  );
}

/** Answers GET /vocabulary with `body` and returns the languages it was asked for. */
export function vocabularyAnswer(body: unknown, init?: { status?: number; wait?: number }): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/api/vocabulary', async ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('language') ?? '');
      if (init?.wait) await delay(init.wait);
      return HttpResponse.json(body as never, { status: init?.status ?? 200 });
    }),
  );
  return asked;
}

/** Answers POST /transcript with `body` and returns the dialogue ids it was asked for. */
export function transcriptAnswer(body: unknown, init?: { status?: number; wait?: number }): unknown[] {
  const asked: unknown[] = [];
  server.use(
    http.post('*/api/transcript', async ({ request }) => {
      asked.push(((await request.json()) as TranscriptRequest).dialogueId);
      if (init?.wait) await delay(init.wait);
      return HttpResponse.json(body as never, { status: init?.status ?? 200 });
    }),
  );
  return asked;
}
