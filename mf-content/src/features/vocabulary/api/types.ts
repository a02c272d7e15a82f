/** Wire types of GET /vocabulary (spec §3 "Vocabulary category"), from the API's contract. */
import type { QueryOf, ResponseOf, Schema } from '@ccl/contract';

export type VocabularyCategory = Schema<'VocabularyCategory'>;

export type VocabularyQuery = QueryOf<'/vocabulary', 'get'>;

export type VocabularyList = ResponseOf<'/vocabulary', 'get'>;

/** Which side of a vocabulary term is spoken: the English word or its translation. */
export type VocabularySpeechSide = QueryOf<'/vocabulary-terms/{termId}/speech', 'get'>['side'];
