import { apiClient } from '@ccl/shared';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Dialogue, FetchDialogueRequest, FetchedDialogue, GenerateDialogueRequest, GeneratedDialogue } from './types';

/** POST /fetch-dialogue: a stored dialogue by id. */
export async function fetchDialogue(id: number): Promise<Dialogue> {
  const body: FetchDialogueRequest = { id };
  return (await apiClient.post<FetchedDialogue>('/fetch-dialogue', body)).data.data;
}

/** POST /generate-dialogue: a new dialogue in `language` (rate-limited by the server). */
export async function generateDialogue(language: string): Promise<Dialogue> {
  const body: GenerateDialogueRequest = { language };
  return (await apiClient.post<GeneratedDialogue>('/generate-dialogue', body)).data.data;
}

function logFailure(error: unknown): never {
  console.error('Failed to prepare the dialogue', error);
  throw error;
}

// Keys typed alike, so that the intro page can use either query in one useQuery call.
const dialogueKey = (...parts: Array<string | number>): QueryKey => ['dialogue', ...parts];

/** A stored dialogue. The one the list handed over in navigation state, when it is that one, spares the call. */
export function dialogueQuery(id: number, handedOver: Dialogue | null) {
  return queryOptions({
    queryKey: dialogueKey(id),
    queryFn: () => fetchDialogue(id).catch(logFailure),
    initialData: () => (handedOver?.id === id ? handedOver : undefined),
  });
}

/**
 * A dialogue generated for one visit (`visit` is the history entry's key): StrictMode's second mount and
 * any re-render share the one request, and a later visit generates a new dialogue. Never refetched or
 * retried, since each call creates a dialogue and counts against the rate limit.
 */
export function generatedDialogueQuery(language: string, visit: string) {
  return queryOptions({
    queryKey: dialogueKey('generated', language, visit),
    queryFn: () => generateDialogue(language).catch(logFailure),
    staleTime: Infinity,
    retry: false,
  });
}
