import { apiClient, getToken, LIMITS } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { Dialogue } from '../../dialogue/api/types';
import type { DialogueListQuery, DialogueListResponse, Difficulty, SortOrder } from './types';

/** One page of the list as the language page shows it. */
export interface DialoguePage {
  dialogues: Dialogue[];
  total: number;
  currentPage: number;
  lastPage: number;
}

/** GET /dialogues/{language}?page&per_page&sort_order */
export async function listDialogues(language: string, query: DialogueListQuery): Promise<DialogueListResponse> {
  return (await apiClient.get<DialogueListResponse>(`/dialogues/${encodeURIComponent(language)}`, { params: query })).data;
}

/** How long a guest's list is taken as it is: the same for every guest, it changes only as dialogues are added. */
const GUEST_LIST_FRESH_MS = 30_000;

/** A language's dialogues, ten a page (spec §9); with a difficulty, only the dialogues of that difficulty. */
export function dialogueListQuery(language: string, page: number, sort: SortOrder, difficulty: Difficulty | null = null) {
  return queryOptions({
    queryKey: ['dialogues', language, { page, sort, difficulty }],
    queryFn: async (): Promise<DialoguePage> => {
      const query = { page, per_page: LIMITS.dialoguesPerPage, sort_order: sort, ...(difficulty ? { difficulty } : {}) };
      const response = await listDialogues(language, query).catch((error: unknown) => {
        console.error('Failed to load the dialogues', error);
        throw error;
      });
      return {
        dialogues: response.dialogues.data,
        total: response.total,
        currentPage: response.dialogues.current_page,
        lastPage: Math.max(1, response.dialogues.last_page),
      };
    },
    // A signed-in user's cards carry their own scores, which change as attempts are scored: a page shown again
    // is shown from the cache at once and refreshed behind it. A guest's is not asked again at once — the list
    // the server drew into the page (first screens) is not fetched a second time as the browser takes it over.
    staleTime: () => (getToken() ? 0 : GUEST_LIST_FRESH_MS),
  });
}
