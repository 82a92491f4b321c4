import { describe, it, expect } from 'vitest';
import { KeyedQueue } from './keyed-queue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('KeyedQueue', () => {
  it('runs the tasks of one key one at a time, in order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name}+`);
      await tick(ms);
      log.push(`${name}-`);
      return name;
    };
    const results = await Promise.all([
      queue.run('g', task('a', 20)),
      queue.run('g', task('b', 1)),
      queue.run('g', task('c', 5)),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
    expect(queue.size).toBe(0);
  });

  it('runs different keys side by side, and a failed task does not stop the next', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const slow = queue.run('g1', async () => {
      await tick(20);
      log.push('g1');
    });
    const failed = queue.run('g2', () => Promise.reject(new Error('boom')));
    const after = queue.run('g2', async () => {
      log.push('g2');
      return 2;
    });
    await expect(failed).rejects.toThrow('boom');
    expect(await after).toBe(2);
    await slow;
    expect(log).toEqual(['g2', 'g1']);
  });
});
