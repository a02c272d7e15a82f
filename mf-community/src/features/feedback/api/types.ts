/** Wire types of the public feedback calls (spec §3 Public feedback), from the API's contract. */
import type { ResponseOf, Schema } from '@ccl/contract';

export type PublicFeedback = Schema<'PublicFeedback'>;

export type PublicFeedbackList = ResponseOf<'/get-feedback', 'post'>;
