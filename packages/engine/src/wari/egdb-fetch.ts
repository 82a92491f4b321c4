import { ruleSet, unwrap, type WariRuleSet } from '@kalaha/rules';
import { wariEgdbRulesKey, type WariEgdb } from './egdb.ts';
import { decodeWariEgdb, wariEgdbFileName } from './egdb-format.ts';

/** The parts of a Cache API cache used (what `caches.open(name)` gives in a window or worker). */
export interface ResponseCache {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
}

/** What a {@link FetchedWariShelf} offers and how it fetches. */
export interface FetchedWariShelfOptions {
  /** The URL of the directory the database files are served from, ending in `/`. */
  readonly baseUrl: string;
  /**
   * The databases on offer: the rules each was built for and its seed limit; its file is
   * `baseUrl` + `wariEgdbFileName(rules, maxSeeds)`.
   */
  readonly files: readonly { readonly rules: WariRuleSet; readonly maxSeeds: number }[];
  /** Fetches a URL (the global `fetch` by default). */
  readonly fetch?: (url: string) => Promise<Response>;
  /**
   * The cache to keep fetched files in, so that each is downloaded once (default: the Cache API's
   * `egdb-1` where there is one, else none).
   */
  readonly cache?: () => Promise<ResponseCache | undefined>;
}

/**
 * The Wari databases a browser gets (docs/RULES.md 2): the `oware` and `wari` presets' (6 houses), every
 * position with at most 8 seeds on the board. Each is 2.11 MB in memory and about 91 kB over the
 * wire with Brotli (139 kB gzip; measured on the built files), built in 1.5 s; 9 seeds would be
 * 5.5 MB and 10 seeds 13.2 MB (engine README).
 */
export const BROWSER_WARI_EGDB_PRESETS: readonly string[] = ['oware', 'wari'];

/** Seeds on the board of the browser's Wari databases (see {@link BROWSER_WARI_EGDB_PRESETS}). */
export const BROWSER_WARI_EGDB_SEEDS = 8;

/** The Wari databases a browser gets, as {@link FetchedWariShelfOptions.files} lists them. */
export function browserWariEgdbFiles(): {
  readonly rules: WariRuleSet;
  readonly maxSeeds: number;
}[] {
  return BROWSER_WARI_EGDB_PRESETS.map((preset) => ({
    rules: unwrap(ruleSet(preset)) as WariRuleSet,
    maxSeeds: BROWSER_WARI_EGDB_SEEDS,
  }));
}

/** The name of the Cache API cache of the fetched databases (outside the app's `kalaha-*` caches). */
export const EGDB_CACHE = 'egdb-1';

/** What is known of one rule set's database. */
type Slot =
  | { readonly state: 'loading'; readonly done: Promise<WariEgdb | undefined> }
  | { readonly state: 'ready'; readonly db: WariEgdb }
  | { readonly state: 'none'; readonly error?: Error };

/**
 * The Wari databases of a browser (docs/RULES.md 2): fetched from the server once, kept in the Cache
 * API, read when first asked for. {@link forWari} never waits: the first time a rule set's
 * database is asked for it starts the download and answers `undefined` (level 10 searches without
 * it meanwhile); once the file is read it answers the database. A database is only needed near the
 * end of a game, long after the download of a small one is over. A failed download or a damaged
 * file leaves that rule set without a database for the session ({@link errorOf} says why); the
 * engine plays on.
 */
export class FetchedWariShelf {
  readonly #slots = new Map<string, Slot>();

  constructor(private readonly options: FetchedWariShelfOptions) {}

  /** The database of `rules` when it has been read; else starts fetching it (once) and answers `undefined`. */
  forWari(rules: WariRuleSet): WariEgdb | undefined {
    const slot = this.#slot(rules);
    return slot.state === 'ready' ? slot.db : undefined;
  }

  /** Resolves with the database of `rules` once fetched and read, or `undefined` when there is none. */
  async ready(rules: WariRuleSet): Promise<WariEgdb | undefined> {
    const slot = this.#slot(rules);
    return slot.state === 'loading' ? slot.done : slot.state === 'ready' ? slot.db : undefined;
  }

  /** Why the database of `rules` could not be had, when its download or reading failed. */
  errorOf(rules: WariRuleSet): Error | undefined {
    const slot = this.#slots.get(wariEgdbRulesKey(rules));
    return slot?.state === 'none' ? slot.error : undefined;
  }

  #slot(rules: WariRuleSet): Slot {
    const key = wariEgdbRulesKey(rules);
    let slot = this.#slots.get(key);
    if (slot === undefined) {
      const file = this.options.files.find((f) => wariEgdbRulesKey(f.rules) === key);
      slot =
        file === undefined
          ? { state: 'none' }
          : { state: 'loading', done: this.#load(key, rules, file.rules, file.maxSeeds) };
      this.#slots.set(key, slot);
    }
    return slot;
  }

  async #load(
    key: string,
    rules: WariRuleSet,
    built: WariRuleSet,
    maxSeeds: number,
  ): Promise<WariEgdb | undefined> {
    const url = new URL(wariEgdbFileName(built, maxSeeds), this.options.baseUrl).href;
    const cache = await (this.options.cache ?? defaultCache)();
    try {
      const db = decodeWariEgdb(await this.#bytes(url, cache), rules);
      this.#slots.set(key, { state: 'ready', db });
      return db;
    } catch (error) {
      const why = error instanceof Error ? error : new Error(String(error));
      this.#slots.set(key, { state: 'none', error: new Error(`${url}: ${why.message}`) });
      // A damaged copy is not kept: the next session downloads the file again.
      await cache?.delete(url).catch(() => false);
      return undefined;
    }
  }

  /** The file at `url`, from `cache` or else downloaded (and then cached). */
  async #bytes(url: string, cache: ResponseCache | undefined): Promise<Uint8Array> {
    const cached = await cache?.match(url);
    if (cached !== undefined) return new Uint8Array(await cached.arrayBuffer());
    const response = await (this.options.fetch ?? globalThis.fetch)(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    await cache?.put(url, new Response(bytes, { headers: response.headers }));
    return bytes;
  }
}

/** The Cache API's {@link EGDB_CACHE}, where this scope has the Cache API. */
async function defaultCache(): Promise<ResponseCache | undefined> {
  const storage = (globalThis as { caches?: { open(name: string): Promise<ResponseCache> } })
    .caches;
  if (storage === undefined) return undefined;
  try {
    return await storage.open(EGDB_CACHE);
  } catch {
    return undefined; // an opaque origin or storage refused: download every session
  }
}
