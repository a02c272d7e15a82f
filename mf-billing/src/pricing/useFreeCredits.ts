import { contentApi, LIMITS } from '@ccl/shared';
import { useEffect, useState } from 'react';

/**
 * Free credits at sign-up (GET /credit-config). Until it answers, or if it fails, the spec's
 * fallback of 99 is shown (§8 "Credit config fails: defaults used").
 */
export function useFreeCredits(): number {
  const [amount, setAmount] = useState<number>(LIMITS.freeCreditAmountFallback);
  useEffect(() => {
    let current = true;
    contentApi.getCreditConfig().then(
      (config) => current && setAmount(config.free_credit_amount),
      (error: unknown) => console.error('Failed to fetch the credit configuration; using the defaults', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return amount;
}
