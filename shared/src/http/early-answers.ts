import type { EarlyAnswer, SentEarlyRequest } from '../early-requests';

declare global {
  /**
   * The early requests the shell's first script sent for this page (shell/src/features/boot/early-requests.ts), or,
   * on the server, those it answered for the first screen it draws (shell/src/server.tsx).
   */
  var cclEarlyRequests: SentEarlyRequest[] | undefined;
}

/** An early answer older than this is not handed out: the page asked long after, and may want fresher data. */
export const EARLY_ANSWER_FRESH_MS = 15_000;

/** A call as the API client is about to send it. */
export interface OutgoingCall {
  method: string;
  url: string;
  body: string | undefined;
  authorization: string | null;
}

/**
 * The answer to an early request that is this very call — same method, URL, body and Authorization, so one
 * visitor's answer can never reach another's call — taken once; undefined when there is none.
 */
export function takeEarlyAnswer(call: OutgoingCall): Promise<EarlyAnswer> | undefined {
  const sent = globalThis.cclEarlyRequests;
  if (!sent) return undefined;
  const index = sent.findIndex(
    (early) =>
      early.method === call.method.toUpperCase() &&
      early.url === call.url &&
      early.body === call.body &&
      early.authorization === call.authorization,
  );
  if (index < 0) return undefined;
  const [early] = sent.splice(index, 1);
  return early && Date.now() - early.sentAt <= EARLY_ANSWER_FRESH_MS ? early.answer : undefined;
}
