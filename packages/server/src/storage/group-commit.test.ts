import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

/** A writer that records its groups and answers each item doubled, after `delay` turns. */
function recorder() {
  const groups: number[][] = [];
  let release: (() => void) | undefined;
  const write = async (items: readonly number[]) => {
    groups.push([...items]);
    if (groups.length === 1) await new Promise<void>((resolve) => (release = resolve));
    return items.map((n) => n * 2);
  };
  return { groups, write, release: () => release?.() };
}

describe('GroupCommit', () => {
  it('writes a lone item by itself and answers its result', async () => {
    const groups: number[][] = [];
    const commits = new GroupCommit<number, number>(
      (items) => {
        groups.push([...items]);
        return Promise.resolve(items.map((n) => n + 1));
      },
      String,
      8,
    );
    expect(await commits.submit(41)).toBe(42);
    expect(groups).toEqual([[41]]);
  });

  it('writes the items that arrived together as one group, and those that came while it was written as the next', async () => {
    const r = recorder();
    const commits = new GroupCommit<number, number>(r.write, String, 8);
    const first = [1, 2, 3].map((n) => commits.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map((n) => commits.submit(n));
    r.release();
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(r.groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('never puts two items of one key in a group, and keeps their order', async () => {
    const groups: string[][] = [];
    const commits = new GroupCommit<string, string>(
      (items) => {
        groups.push([...items]);
        return Promise.resolve(items.map((s) => s.toUpperCase()));
      },
      (item) => item[0]!,
      8,
    );
    const results = await Promise.all(['a1', 'b1', 'a2', 'a3', 'b2'].map((s) => commits.submit(s)));
    expect(results).toEqual(['A1', 'B1', 'A2', 'A3', 'B2']);
    expect(groups).toEqual([['a1', 'b1'], ['a2', 'b2'], ['a3']]);
  });

  it('holds at most maxGroup items a group', async () => {
    const sizes: number[] = [];
    const commits = new GroupCommit<number, number>(
      (items) => {
        sizes.push(items.length);
        return Promise.resolve([...items]);
      },
      String,
      3,
    );
    await Promise.all(Array.from({ length: 8 }, (_, i) => commits.submit(i)));
    expect(sizes).toEqual([3, 3, 2]);
  });

  it('fails every item of a group whose write fails, and goes on with the next group', async () => {
    let calls = 0;
    const commits = new GroupCommit<number, number>(
      (items) => {
        calls++;
        return calls === 1
          ? Promise.reject(new Error('database gone'))
          : Promise.resolve([...items]);
      },
      String,
      8,
    );
    const failed = [1, 2].map((n) => commits.submit(n));
    await Promise.all(failed.map((p) => expect(p).rejects.toThrow('database gone')));
    expect(await commits.submit(3)).toBe(3);
  });

  it('fails the group when the writer answers a wrong number of results', async () => {
    const commits = new GroupCommit<number, number>(() => Promise.resolve([1]), String, 8);
    await expect(Promise.all([commits.submit(1), commits.submit(2)])).rejects.toThrow(
      '1 results for 2 items',
    );
  });

  it('refuses a group size below 1', () => {
    expect(() => new GroupCommit<number, number>(() => Promise.resolve([]), String, 0)).toThrow(
      RangeError,
    );
  });
});
