/** Wire types of GET /dialogues/{language} (spec §3 "Paged dialogue list"), from the API's contract. */
import type { QueryOf, ResponseOf } from '@ccl/contract';

export type DialogueListQuery = QueryOf<'/dialogues/{language}', 'get'>;

export type DialogueListResponse = ResponseOf<'/dialogues/{language}', 'get'>;

export type SortOrder = NonNullable<DialogueListQuery['sort_order']>;

export type Difficulty = NonNullable<DialogueListQuery['difficulty']>;
