import { apiClient, LIMITS } from '@ccl/shared';
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
    // The cards carry the user's own scores, which change as attempts are scored: a page shown again is
    // shown from the cache at once and refreshed behind it.
    staleTime: 0,
  });
}
