/** Wire types of GET /user/credit-transactions (spec §3 "Credit transaction"), from the API's contract. */
import type { ResponseOf, Schema } from '@ccl/contract';

export type CreditTransaction = Schema<'CreditTransaction'>;

export type CreditTransactionsResponse = ResponseOf<'/user/credit-transactions', 'get'>;
