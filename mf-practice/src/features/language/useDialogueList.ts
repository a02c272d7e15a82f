import { contentApi, LIMITS, type Dialogue } from '@ccl/shared';
import { useEffect, useState } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface DialoguePage {
  dialogues: Dialogue[];
  total: number;
  currentPage: number;
  lastPage: number;
}

export type DialogueListState = { status: 'loading'; previous: DialoguePage | null } | { status: 'failed' } | { status: 'ready'; page: DialoguePage };

/** One page of a language's dialogues (GET /dialogues/{language}), refetched when the page or sort changes. */
export function useDialogueList(language: string, page: number, sort: SortOrder): DialogueListState {
  const [state, setState] = useState<DialogueListState>({ status: 'loading', previous: null });

  useEffect(() => {
    let current = true;
    // Keep the last page on screen while the next one loads, so the heading and paging don't jump.
    setState((s) => ({ status: 'loading', previous: s.status === 'ready' ? s.page : s.status === 'loading' ? s.previous : null }));
    contentApi.listDialogues(language, { page, per_page: LIMITS.dialoguesPerPage, sort_order: sort }).then(
      (response) => {
        if (!current) return;
        setState({
          status: 'ready',
          page: {
            dialogues: response.dialogues.data,
            total: response.total,
            currentPage: response.dialogues.current_page,
            lastPage: Math.max(1, response.dialogues.last_page),
          },
        });
      },
      (error: unknown) => {
        console.error('Failed to load the dialogues', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [language, page, sort]);

  return state;
}
