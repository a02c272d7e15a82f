import { sql } from 'drizzle-orm';
import { withClientTransaction } from '../db/transaction.js';
import { describeWithDatabase, TestApp } from '../test/harness.js';
import type { QueueDefinition } from './queue.js';

const queue: QueueDefinition = { name: 'test-echo', retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 };

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the job');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWithDatabase('job queue (pg-boss)', () => {
  const t = new TestApp();
  const done: string[] = [];
  const retryCounts: number[] = [];
  let failuresLeft = 1;

  beforeAll(async () => {
    if (!t.jobs) return;
    await t.jobs.work<{ value: string }>(queue, async ({ value }, job) => {
      if (value === 'flaky') retryCounts.push(job.retryCount);
      if (value === 'flaky' && failuresLeft-- > 0) throw new Error('first attempt fails');
      done.push(value);
    });
  });

  it('runs a job sent to a queue', async () => {
    await t.jobs.send(queue, { value: 'hello' });
    await until(() => done.includes('hello'));
  });

  it('retries a job that fails', async () => {
    await t.jobs.send(queue, { value: 'flaky' });
    await until(() => done.includes('flaky'));
    expect(failuresLeft).toBeLessThan(0);
    // The handler is told which try it is running.
    expect(retryCounts).toEqual([0, 1]);
  });

  it('writes a job in the caller’s transaction: rolled back means never run', async () => {
    await expect(
      withClientTransaction(t.pool, async (tx, client) => {
        await tx.execute(sql`select 1`);
        await t.jobs.send(queue, { value: 'rolled-back' }, { client });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await withClientTransaction(t.pool, async (_tx, client) => {
      await t.jobs.send(queue, { value: 'committed' }, { client });
    });
    await until(() => done.includes('committed'));
    expect(done).not.toContain('rolled-back');
  });
});
