import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { TranscriptRequest, TranscriptResponse } from './types';

/** POST /transcript: one dialogue with its segments, and giveFree — may this reader see interpreter turns and audio? */
export async function getTranscript(dialogueId: number): Promise<TranscriptResponse> {
  const body: TranscriptRequest = { dialogueId };
  return (await apiClient.post<TranscriptResponse>('/transcript', body)).data;
}

/** The answer came, but without a dialogue and its segments. */
class UnexpectedTranscriptFormat extends Error {
  constructor(readonly answer: unknown) {
    super('Unexpected transcript response');
    this.name = 'UnexpectedTranscriptFormat';
  }
}

function checkedTranscript(answer: TranscriptResponse): TranscriptResponse {
  const dialogue = (answer as Partial<TranscriptResponse> | null)?.dialogue;
  if (!dialogue || !Array.isArray(dialogue.segments)) throw new UnexpectedTranscriptFormat(answer);
  return answer;
}

/**
 * One dialogue's transcript for one reader: giveFree is an answer about the signed-in user (null for a
 * guest), so the user is part of the key and a change of user asks again. The answer is checked in
 * `select`: a malformed answer fails at once instead of being retried like a failed request.
 */
export function transcriptQuery(dialogueId: number, userId: number | null) {
  return queryOptions({
    queryKey: ['transcript', dialogueId, userId],
    queryFn: () => getTranscript(dialogueId),
    select: checkedTranscript,
  });
}
