/**
 * Wire types of the public feedback calls (spec §3 Public feedback), moved verbatim from the core's legacy
 * types.ts; aliases of @ccl/contract once it is in the worktree.
 */

export interface PublicFeedback {
  id: number;
  feedback: string;
  user: { name: string } | null;
  session: { dialogue: { id: number; title: string; target_language: string } | null } | null;
  created_at_human: string;
  delete: boolean;
}
