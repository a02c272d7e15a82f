import { contentApi, LIMITS, type CreditConfig } from '@ccl/shared';
import { useEffect, useState } from 'react';

const FALLBACK: CreditConfig = {
  free_credit_amount: LIMITS.freeCreditAmountFallback,
  credit_cost_per_dialogue: LIMITS.creditCostPerDialogueFallback,
};

/**
 * Free credits at sign-up and the cost of a scored dialogue. Until GET /credit-config answers — or if
 * it fails — the defaults of spec §8/§9 are shown (free credit 99, cost 1).
 */
export function useCreditConfig(): CreditConfig {
  const [config, setConfig] = useState<CreditConfig>(FALLBACK);
  useEffect(() => {
    let current = true;
    contentApi.getCreditConfig().then(
      (loaded) => current && setConfig(loaded),
      (error: unknown) => console.error('Failed to fetch the credit configuration; using the defaults', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}

/** '1 credit', '2 credits'. */
export function credits(n: number): string {
  return `${n} ${n === 1 ? 'credit' : 'credits'}`;
}
