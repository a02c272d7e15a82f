/**
 * Wire types of the completion and feedback calls (spec §3, §7), moved verbatim from @ccl/shared's legacy
 * types.ts. When the API's generated contract (@ccl/contract) is in the worktree, these become aliases of it.
 */

export type CompletionStatus = 'dispatched' | 'insufficient_credit' | (string & {});

export interface CompletionResponse {
  status: CompletionStatus;
  message: string;
}

export interface Feedback {
  session_id: number;
  feedback: string;
  is_private: 0 | 1;
}
