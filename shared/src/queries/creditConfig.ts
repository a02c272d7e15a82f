import type { ResponseOf, Schema } from '@ccl/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/client';

/** Spec §3 "Credit config" as the API sends it; below, the spec's fallbacks (free credit 99, cost 1). */
export type CreditConfig = Schema<'CreditConfig'>;

export const DEFAULT_CREDIT_CONFIG: CreditConfig = { free_credit_amount: 99, credit_cost_per_dialogue: 1 };

export const creditConfigQuery = {
  queryKey: ['credit-config'] as const,
  queryFn: async (): Promise<CreditConfig> => (await apiClient.get<ResponseOf<'/credit-config', 'get'>>('/credit-config')).data.data,
  // Server settings: they change with a deployment, not while a page is open.
  staleTime: Infinity,
  // The same for everyone: kept when the signed-in account changes.
  meta: { scope: 'site' },
};

/**
 * The credit config several remotes show (sign-up bonus, cost of a dialogue): fetched once for the
 * whole site. Until it answers, or if it fails, the spec's defaults (spec §8 "Credit config fails").
 */
export function useCreditConfig(): CreditConfig {
  const { data } = useQuery(creditConfigQuery);
  return data ?? DEFAULT_CREDIT_CONFIG;
}
