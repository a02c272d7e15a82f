/** Wire types of GET /stripe/products (spec §3 "Credit product"), from the API's contract. */
import type { ResponseOf, Schema } from '@ccl/contract';

export type CreditProduct = Schema<'CreditProduct'>;

export type CreditProductList = ResponseOf<'/stripe/products', 'get'>;
