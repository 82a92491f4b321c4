import { describe, expect, it, vi } from 'vitest';
import { DeferredWork } from './deferred-work.ts';

/** A clock the tasks move on by hand, in ms. */
class Clock {
  ms = 0;
  readonly now = (): number => this.ms;
}

/** Resolves once the event loop has turned (an immediate queued now has run). */
function loopTurned(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

describe('DeferredWork', () => {
  it('runs a task after the callback that added it, not inside it', async () => {
    const work = new DeferredWork(10, () => {});
    const ran: string[] = [];
    work.add(() => ran.push('task'));
    ran.push('callback done');
    expect(work.waiting).toBe(1);
    await vi.waitFor(() => expect(ran).toEqual(['callback done', 'task']));
    expect(work.waiting).toBe(0);
  });

  it('runs tasks in the order they came, those added while it drains included', async () => {
    const work = new DeferredWork(10, () => {});
    const ran: number[] = [];
    work.add(() => {
      ran.push(1);
      work.add(() => ran.push(3));
    });
    work.add(() => ran.push(2));
    await vi.waitFor(() => expect(ran).toEqual([1, 2, 3]));
    work.add(() => ran.push(4));
    await vi.waitFor(() => expect(ran).toEqual([1, 2, 3, 4]));
  });

  it('reports a task that throws and runs the others', async () => {
    const errors: unknown[] = [];
    const work = new DeferredWork(10, (error) => errors.push(error));
    const ran: number[] = [];
    work.add(() => {
      throw new Error('bad frame');
    });
    work.add(() => ran.push(2));
    await vi.waitFor(() => expect(ran).toEqual([2]));
    expect(errors).toEqual([new Error('bad frame')]);
  });

  it('lets the event loop turn once a batch has taken its budget', async () => {
    const clock = new Clock();
    const work = new DeferredWork(10, () => {}, clock.now);
    const log: string[] = [];
    for (let i = 1; i <= 6; i++) {
      work.add(() => {
        // The first task queues something for the loop's next turn: it must not wait for all six.
        if (i === 1) setImmediate(() => log.push('loop'));
        log.push(`t${i}`);
        clock.ms += 4;
      });
    }
    await vi.waitFor(() => expect(log).toHaveLength(7));
    // 4 + 4 + 4 ms reach the 10 ms budget after the third task.
    expect(log).toEqual(['t1', 't2', 't3', 'loop', 't4', 't5', 't6']);
  });

  it("counts a task's promise continuations in the budget", async () => {
    const clock = new Clock();
    const work = new DeferredWork(10, () => {}, clock.now);
    const log: string[] = [];
    work.add(() => {
      setImmediate(() => log.push('loop'));
      log.push('t1');
      void Promise.resolve().then(() => {
        log.push('t1 continued');
        clock.ms += 20;
      });
    });
    work.add(() => log.push('t2'));
    await vi.waitFor(() => expect(log).toHaveLength(4));
    expect(log).toEqual(['t1', 't1 continued', 'loop', 't2']);
  });

  it('starts again after it ran dry', async () => {
    const work = new DeferredWork(10, () => {});
    const ran: number[] = [];
    work.add(() => ran.push(1));
    await vi.waitFor(() => expect(ran).toEqual([1]));
    await loopTurned();
    work.add(() => ran.push(2));
    expect(ran).toEqual([1]);
    await vi.waitFor(() => expect(ran).toEqual([1, 2]));
  });
});
