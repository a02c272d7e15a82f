import { HttpError } from '../../http/errors.js';

export const PASSWORD_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/**
 * Bounds password hashing. argon2 runs on libuv's thread pool (4 threads), the same threads that read
 * the site's files: unbounded, a login flood fills them and `GET /` waits tens of seconds. At most
 * `running` hashes run at once, `waiting` more queue; anything beyond is refused at once (503 with
 * Retry-After) rather than queued behind work the server cannot finish soon.
 */
export class PasswordSlots {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new HttpError(503, PASSWORD_BUSY_MESSAGE, undefined, { 'retry-after': '2' });
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (active stays the same) or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
