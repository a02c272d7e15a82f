import { readdirSync, readFileSync } from 'node:fs';
import { RecordingRejected } from '../recording.js';
import { AudioThread, AudioThreadClosedError, IDLE_NICENESS } from './client.js';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<id>/stat). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}
const linux = process.platform === 'linux' ? it : it.skip;

const speakTask = (text: string) => ({ text, voice: 'gmw/en', wordsPerMinute: 160, sampleRate: 24000 as const, bitrate: 24000 });

describe('AudioThread', () => {
  const thread = new AudioThread();
  afterAll(() => thread.close());

  it('runs what a person waits for before queued background work', async () => {
    await thread.run('speak', speakTask('Warming up.'));
    const finished: string[] = [];
    const background = ['one', 'two', 'three'].map((n) =>
      thread.run('speak', speakTask(`Background sentence number ${n}.`), 'background').then(() => finished.push(`background ${n}`)),
    );
    const interactive = thread
      .run('speak', speakTask('Somebody is waiting for this.'), 'interactive')
      .then(() => finished.push('interactive'));
    await Promise.all([...background, interactive]);
    // The first background task was already running; the person's task goes next.
    expect(finished).toEqual(['background one', 'interactive', 'background two', 'background three']);
  });

  linux('speaks idle work on a thread of its own at the lowest OS priority, and the rest at the process’s', async () => {
    const idle = new AudioThread();
    try {
      const lowest = () => threadNiceness().filter((nice) => nice === IDLE_NICENESS).length;
      const before = lowest();
      const spoken = await idle.run('speak', speakTask('Nobody is waiting for this sentence yet.'), 'idle');
      expect(spoken.durationMs).toBeGreaterThan(500);
      expect(lowest()).toBe(before + 1);
      await idle.run('speak', speakTask('Somebody is waiting for this.'), 'interactive');
      expect(lowest()).toBe(before + 1);
    } finally {
      await idle.close();
    }
  });

  it('brings our own errors back across the thread boundary', async () => {
    await expect(thread.run('normalise', { bytes: Buffer.from('not audio at all') })).rejects.toBeInstanceOf(RecordingRejected);
    await expect(thread.run('speak', { ...speakTask('Hello'), voice: 'no-such-voice' })).rejects.toThrow(
      "eSpeak NG has no voice 'no-such-voice'",
    );
  });

  it('leaves the caller its bytes (they are copied, not taken)', async () => {
    const bytes = Buffer.from('RIFF\x24\0\0\0WAVEfmt ');
    await thread.run('normalise', { bytes }).catch(() => undefined);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  });

  it('fails the running and queued work when closed, as a shutdown and not as the task’s fault', async () => {
    const closing = new AudioThread();
    const outcome = (task: Promise<unknown>) =>
      task.then(
        () => 'finished',
        (error: unknown) => error,
      );
    const running = outcome(closing.run('speak', speakTask('Started before the shutdown.')));
    const queued = outcome(closing.run('speak', speakTask('Queued behind it.'), 'background'));
    await closing.close();
    expect(await running).toBeInstanceOf(AudioThreadClosedError);
    expect(await queued).toBeInstanceOf(AudioThreadClosedError);
  });

  it('fails idle work, queued or asked after, when closed', async () => {
    const closing = new AudioThread();
    const queued = closing.run('speak', speakTask('Spoken some day.'), 'idle').catch((error: unknown) => error);
    await closing.close();
    expect(await queued).toBeInstanceOf(AudioThreadClosedError);
    await expect(closing.run('speak', speakTask('Too late.'), 'idle')).rejects.toBeInstanceOf(AudioThreadClosedError);
  });

  it('fails work asked of a closed thread', async () => {
    const closing = new AudioThread();
    await closing.close();
    await expect(closing.run('speak', speakTask('Too late.'))).rejects.toBeInstanceOf(AudioThreadClosedError);
  });
});
