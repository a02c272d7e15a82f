import { transaction } from '../../../../test/builders';
import { newestFirst, shortPaymentId, signedCredits } from './transactions';

describe('credit transactions (spec §9)', () => {
  it('formats signed credits and payment ids', () => {
    expect(signedCredits(20)).toBe('+20');
    expect(signedCredits(-1)).toBe('-1');
    expect(signedCredits(0)).toBe('0');
    expect(shortPaymentId('pi_3MtwBwLkdIwHu7ix28a3tqPa')).toBe('28a3tqPa');
    expect(shortPaymentId(null)).toBe('—');
  });

  it('orders newest first, then by id', () => {
    const sorted = newestFirst([
      transaction({ id: 1, created_at: '2025-07-01T08:00:00.000Z' }),
      transaction({ id: 2, created_at: '2025-07-12T08:00:00.000Z' }),
      transaction({ id: 3, created_at: '2025-07-01T08:00:00.000Z' }),
    ]);
    expect(sorted.map((t) => t.id)).toEqual([2, 3, 1]);
  });
});
