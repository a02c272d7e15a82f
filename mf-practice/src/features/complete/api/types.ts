/** Wire types of the completion and feedback calls (spec §3, §7), from the API's contract. */
import type { BodyOf, ResponseOf } from '@ccl/contract';

export type Completion = ResponseOf<'/practice/complete/{sessionId}', 'post'>;

/**
 * Client-side, not a wire type: what the complete page shows — the API's answer, or a refusal (a 4xx
 * with a message for the candidate) carried as status 'refused' (spec §4: any status other than
 * 'dispatched' and 'insufficient_credit' shows the server's message alone).
 */
export type CompletionResponse = Completion | { status: 'refused'; message: string };

export type Feedback = BodyOf<'/feedback', 'post'>;
