import { messages } from '../../shared/messages';
import { RetryLaterError } from './errors';

/** Seconds a refused client is told to wait: the queue ahead of it drains in well under that. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** Expensive work refused: every slot is taken and the queue is full, or the event loop lags. */
export class ServerBusyError extends RetryLaterError {
  constructor() {
    super(503, messages.api.serverBusy, BUSY_RETRY_AFTER_SECONDS);
    this.name = 'ServerBusyError';
  }
}

/** Gives a slot back (once; a second call does nothing). */
export type Release = () => void;

export interface WorkGateOptions {
  /** Pieces of expensive work that run at once. */
  slots: number;
  /** Pieces that may wait for a slot, in order; beyond them, work is refused at once. */
  queue: number;
  /** Whether the process is too busy to take more (its event loop lags): new work is refused. */
  underPressure?: () => boolean;
}

/**
 * A bound on the expensive work of the whole process (renders, searches, list reads the cache does
 * not hold), whoever asks for it: a few pieces run at once, a bounded number wait their turn, and the
 * rest are refused at once, so that many addresses each within its own budget cannot together queue
 * work without end while cached answers wait behind it.
 *
 * A slot is handed over on a turn of the event loop of its own (setImmediate), never straight away:
 * on SQLite a piece of work never waits for I/O, so without it a piece would run to its end inside
 * the callback that read its request, and the next in line inside the callback that ended the one
 * before, the whole queue in one turn, while the connections of other visitors wait unread. Handed
 * over so, at most `slots` pieces run between two reads of the sockets, and a cached answer waits
 * for those at most.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: ((release: Release) => void)[] = [];
  private refusals = 0;

  constructor(private readonly options: WorkGateOptions) {}

  /**
   * A slot: on the next turn of the event loop when one is free, after the work ahead of it when the
   * queue has room; null at once when neither.
   */
  enter(): Promise<Release | null> {
    if (this.options.underPressure?.()) return this.refuse();
    if (this.running < this.options.slots) {
      this.running += 1;
      return new Promise((resolve) => setImmediate(() => resolve(this.releaser())));
    }
    if (this.waiting.length >= this.options.queue) return this.refuse();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Runs `work` in a slot; throws ServerBusyError when refused. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.enter();
    if (!release) throw new ServerBusyError();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Work running and waiting now, and refused since the start (diagnostics and tests). */
  get stats(): { running: number; waiting: number; refused: number } {
    return { running: this.running, waiting: this.waiting.length, refused: this.refusals };
  }

  private refuse(): Promise<null> {
    this.refusals += 1;
    return Promise.resolve(null);
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes to the first in line, if any, on a turn of its own: `running` stays as it is.
      const next = this.waiting.shift();
      if (next) setImmediate(() => next(this.releaser()));
      else this.running -= 1;
    };
  }
}
