/** The community area's limits (the spec is silent on them; see api/README.md "Community"). */

/** Longest discussion, reply, counted in characters (Unicode code points) after trimming. */
export const POST_MAX_LENGTH = 2000;

/** Discussions per page of GET /discussions (the spec's page size, §9). */
export const DISCUSSIONS_PER_PAGE = 10;

/** Discussions and replies one user may post together within the window. */
export const POSTING_LIMIT = { posts: 10, windowMinutes: 10 } as const;

/** Public feedback entries listed by POST /get-feedback, newest first. */
export const PUBLIC_FEEDBACK_LIMIT = 50;
