import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import type { WariRuleSet } from '@kalaha/rules';
import { buildWariEgdb } from './egdb-build.ts';
import { FetchedWariShelf, type ResponseCache } from './egdb-fetch.ts';
import { encodeWariEgdb } from './egdb-format.ts';

const OWARE = rulesOf('oware', { houses: 3 }) as WariRuleSet;
const WARI = rulesOf('wari', { houses: 3 }) as WariRuleSet;
const BASE = 'https://kalaha.example/egdb/';
const FILE = `${BASE}oware-m3-n5.egdb`;
const BYTES = encodeWariEgdb(buildWariEgdb(OWARE, 5));

/** A Cache API cache in memory. */
function memoryCache(): ResponseCache & { readonly files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    match: async (url) => {
      const bytes = files.get(url);
      return bytes === undefined ? undefined : new Response(bytes.slice());
    },
    put: async (url, response) => {
      files.set(url, new Uint8Array(await response.arrayBuffer()));
    },
    delete: async (url) => files.delete(url),
  };
}

/** A server holding `files`, counting what is asked of it. */
function server(files: Record<string, Uint8Array>) {
  const asked: string[] = [];
  const fetch = async (url: string): Promise<Response> => {
    asked.push(url);
    const bytes = files[url];
    return bytes === undefined
      ? new Response('not found', { status: 404 })
      : new Response(bytes.slice());
  };
  return { asked, fetch };
}

function shelf(fetch: (url: string) => Promise<Response>, cache: ResponseCache) {
  return new FetchedWariShelf({
    baseUrl: BASE,
    files: [{ rules: OWARE, maxSeeds: 5 }],
    fetch,
    cache: async () => cache,
  });
}

describe('the Wari databases a browser fetches (docs/RULES.md 2)', () => {
  it('starts the download when first asked, answers the database once read, and downloads it once', async () => {
    const cache = memoryCache();
    const { asked, fetch } = server({ [FILE]: BYTES });
    const first = shelf(fetch, cache);
    expect(first.forWari(OWARE)).toBeUndefined();
    expect(first.forWari(OWARE)).toBeUndefined();
    const db = await first.ready(OWARE);
    expect(first.forWari(OWARE)).toBe(db);
    expect(db?.maxSeeds).toBe(5);
    expect(asked).toEqual([FILE]);
    // Another session (a new worker) reads the cached copy: no second download.
    const second = shelf(fetch, cache);
    expect(second.forWari(OWARE)).toBeUndefined();
    expect((await second.ready(OWARE))?.data).toEqual(db?.data);
    expect(asked).toEqual([FILE]);
  });

  it('has none for rules it offers no file for, and asks the server nothing', async () => {
    const { asked, fetch } = server({});
    const s = shelf(fetch, memoryCache());
    expect(s.forWari(WARI)).toBeUndefined();
    expect(await s.ready(WARI)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('plays on without a database when the download fails, and says why', async () => {
    const { asked, fetch } = server({});
    const s = shelf(fetch, memoryCache());
    expect(await s.ready(OWARE)).toBeUndefined();
    expect(s.forWari(OWARE)).toBeUndefined();
    expect(s.errorOf(OWARE)?.message).toBe(`${FILE}: HTTP 404`);
    expect(asked).toEqual([FILE]); // once a session
  });

  it('drops a damaged cached copy, so that the next session downloads the file again', async () => {
    const cache = memoryCache();
    cache.files.set(FILE, BYTES.slice(0, BYTES.length - 100));
    const { asked, fetch } = server({ [FILE]: BYTES });
    const s = shelf(fetch, cache);
    expect(await s.ready(OWARE)).toBeUndefined();
    expect(s.errorOf(OWARE)?.message).toMatch(
      /^https:\/\/kalaha\.example\/egdb\/oware-m3-n5\.egdb: /,
    );
    expect(cache.files.has(FILE)).toBe(false);
    expect(asked).toEqual([]);
    expect(await shelf(fetch, cache).ready(OWARE)).toBeDefined();
    expect(asked).toEqual([FILE]);
  });
});
