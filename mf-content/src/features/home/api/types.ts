/** Wire types of GET /stats (spec §3 "Stats"), from the API's contract. */
import type { ResponseOf, Schema } from '@ccl/contract';

export type Stats = Schema<'Stats'>;

export type StatsResponse = ResponseOf<'/stats', 'get'>;
