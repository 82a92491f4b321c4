import type { KeyValueStore } from '../game/persist.ts';

/** A key-value store in memory, as `localStorage` is; `data` is what it holds. */
export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A key-value store whose every call throws, as a storage that is denied or full. */
export function brokenStore(): KeyValueStore {
  return {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('quota');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  };
}
