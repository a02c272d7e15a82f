import { RecordingRejected } from '../recording.js';
import { AudioThread, AudioThreadClosedError } from './client.js';

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

  it('fails work asked of a closed thread', async () => {
    const closing = new AudioThread();
    await closing.close();
    await expect(closing.run('speak', speakTask('Too late.'))).rejects.toBeInstanceOf(AudioThreadClosedError);
  });
});
