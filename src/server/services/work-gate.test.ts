import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { BUSY_RETRY_AFTER_SECONDS, ServerBusyError, WorkGate, type Release } from './work-gate';

/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the work gate', () => {
  it('runs the slots at once, queues the next ones in order and refuses the rest at once', async () => {
    const gate = new WorkGate({ slots: 2, queue: 2 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const started: string[] = [];
    const third = gate.enter().then((release) => (started.push('third'), release));
    const fourth = gate.enter().then((release) => (started.push('fourth'), release));
    expect(await gate.enter()).toBeNull();
    expect(await gate.enter()).toBeNull();
    expect(gate.stats).toEqual({ running: 2, waiting: 2, refused: 2 });
    await settle();
    expect(started).toEqual([]);

    // A slot given back goes to the first in line; giving it back twice frees nothing more.
    first?.();
    first?.();
    await settle();
    expect(started).toEqual(['third']);
    expect(gate.stats).toEqual({ running: 2, waiting: 1, refused: 2 });
    second?.();
    await settle();
    expect(started).toEqual(['third', 'fourth']);
    (await third)?.();
    (await fourth)?.();
    expect(gate.stats).toEqual({ running: 0, waiting: 0, refused: 2 });
  });

  it('runs work in a slot, gives it back when the work fails, and throws ServerBusyError when refused', async () => {
    const gate = new WorkGate({ slots: 1, queue: 0 });
    await expect(gate.run(async () => 'done')).resolves.toBe('done');
    await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(gate.stats.running).toBe(0);

    let finish: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const busy = gate.run(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
          started();
        }),
    );
    const refused = gate.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      message: messages.api.serverBusy,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });
    await running;
    finish();
    await busy;
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });

  it('runs at most `slots` pieces in a turn of the event loop: other callbacks run between them', async () => {
    const gate = new WorkGate({ slots: 2, queue: 10 });
    let done = 0;
    // Work that never waits for I/O, as a query on SQLite: it ends in the turn it starts.
    const runs = Array.from({ length: 6 }, () =>
      gate.run(async () => {
        done += 1;
      }),
    );
    const afterEachTurn: number[] = [];
    while (done < 6) {
      await settle();
      afterEachTurn.push(done);
    }
    await Promise.all(runs);
    const perTurn = afterEachTurn.map((count, turn) => count - (afterEachTurn[turn - 1] ?? 0));
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(2);
    expect(afterEachTurn.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses new work while the process is under pressure, however many slots are free', async () => {
    let pressure = true;
    const gate = new WorkGate({ slots: 4, queue: 4, underPressure: () => pressure });
    expect(await gate.enter()).toBeNull();
    pressure = false;
    const release: Release | null = await gate.enter();
    expect(release).toBeTypeOf('function');
    release?.();
    expect(gate.stats).toEqual({ running: 0, waiting: 0, refused: 1 });
  });
});
