import type { BodyOf, ResponseOf } from '@ccl/contract';
import { apiClient } from '@ccl/shared';

type AddTermBody = BodyOf<'/learning/deck/terms', 'post'>;
type AddTermAnswer = ResponseOf<'/learning/deck/terms', 'post'>;

/** POST /learning/deck/terms: the term joins the user's review deck, both directions. */
export async function addTermToDeck(termId: number): Promise<AddTermAnswer> {
  return (await apiClient.post<AddTermAnswer>('/learning/deck/terms', { termId } satisfies AddTermBody)).data;
}
