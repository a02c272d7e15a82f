import { HttpError } from '../../http/errors.js';
import { PASSWORD_BUSY_MESSAGE, PasswordSlots } from './password-slots.js';

describe('PasswordSlots', () => {
  it('runs at most `running` at once, queues `waiting`, refuses the rest at once with 503', async () => {
    const slots = new PasswordSlots(2, 3);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const accepted = Array.from({ length: 5 }, () => slots.run(work));
    await expect(slots.run(work)).rejects.toEqual(new HttpError(503, PASSWORD_BUSY_MESSAGE, undefined, { 'retry-after': '2' }));
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    // Free again once the queue has drained.
    const after = slots.run(async () => 'done');
    await expect(after).resolves.toBe('done');
  });
});
