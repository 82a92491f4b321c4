import { describe, it, expect } from 'vitest';
import { KeyedQueue } from './keyed-queue.ts';

/** A task's work, done when the test says so (`open`). */
function gate(): { readonly done: Promise<void>; readonly open: () => void } {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

describe('KeyedQueue', () => {
  it('runs the tasks of one key one at a time, in order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const task = (name: keyof typeof gates) => async () => {
      log.push(`${name}+`);
      await gates[name].done;
      log.push(`${name}-`);
      return name;
    };
    const running = Promise.all([
      queue.run('g', task('a')),
      queue.run('g', task('b')),
      queue.run('g', task('c')),
    ]);
    // The later tasks' work is done first: they still wait their turn.
    gates.c.open();
    gates.b.open();
    await Promise.resolve();
    expect(log).toEqual(['a+']);
    gates.a.open();
    const results = await running;
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
    expect(queue.size).toBe(0);
  });

  it('runs different keys side by side, and a failed task does not stop the next', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const slowWork = gate();
    const slow = queue.run('g1', async () => {
      await slowWork.done;
      log.push('g1');
    });
    const failed = queue.run('g2', () => Promise.reject(new Error('boom')));
    const after = queue.run('g2', async () => {
      log.push('g2');
      return 2;
    });
    await expect(failed).rejects.toThrow('boom');
    expect(await after).toBe(2);
    slowWork.open();
    await slow;
    expect(log).toEqual(['g2', 'g1']);
  });
});
