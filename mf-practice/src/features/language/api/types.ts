/**
 * Wire types of GET /dialogues/{language} (spec §3 "Paged dialogue list"), moved verbatim from @ccl/shared's
 * legacy types.ts. When the API's generated contract (@ccl/contract) is in the worktree, these become
 * aliases of its ResponseOf<'/dialogues/{language}', 'get'>.
 */
import type { Dialogue } from '../../dialogue/api/types';

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page?: number;
  total?: number;
}

export interface DialogueListResponse {
  dialogues: Paginated<Dialogue>;
  total: number;
}
