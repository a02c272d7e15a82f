import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dialogueListQuery } from '../api/dialogues';
import type { Difficulty, SortOrder } from '../api/types';

/**
 * One page of a language's dialogues. While another page or sort loads, the last one stays as placeholder
 * data (`isPlaceholderData`), so the heading and paging don't jump.
 */
export function useDialogueList(language: string, page: number, sort: SortOrder, difficulty: Difficulty | null) {
  return useQuery({ ...dialogueListQuery(language, page, sort, difficulty), placeholderData: keepPreviousData });
}
