import { err, ok, type Result } from '@kalaha/rules';
import { parseArgs } from 'node:util';

/** Where the server under load keeps its games. */
export type BenchDatabase = 'pglite' | 'postgres';

/** What one run of the load benchmark does. Times are in ms unless named otherwise. */
export interface LoadOptions {
  /** Concurrent games; each has two players, so twice as many WebSocket clients. */
  readonly games: number;
  /** `pglite`: the embedded database in a temporary `DATA_DIR`; `postgres`: a fresh database. */
  readonly db: BenchDatabase;
  /** The server holding the fresh database of `--db postgres` (its `postgres` database). */
  readonly postgresUrl: string;
  /** The rule preset of every game (`kalaha` by default). */
  readonly preset: string;
  /** Rated games (Glicko-2 updated at each game's end) or casual ones. */
  readonly rated: boolean;
  /** Length of the human-like phase, in seconds (0 skips it). */
  readonly humanSeconds: number;
  /** Length of the burst phase, in seconds (0 skips it). */
  readonly burstSeconds: number;
  /** The shortest and longest think time of the human-like phase, in ms. */
  readonly thinkMinMs: number;
  readonly thinkMaxMs: number;
  /** WebSocket connections opened at once while connecting the clients. */
  readonly connectConcurrency: number;
  /** HTTP requests in flight at once while creating players and games. */
  readonly httpConcurrency: number;
  /** Seed of the bots' random choices (moves and think times). */
  readonly seed: number;
  /** Extra arguments for the server's `node` (such as `--cpu-prof`), split on spaces. */
  readonly serverNodeArgs: readonly string[];
  /**
   * Where to write a CPU profile of the server over the measured phases (`.cpuprofile`, opens in
   * Chrome's DevTools); null for none. The report then says where the server's time went.
   */
  readonly profile: string | null;
  /** Print the result as JSON instead of the report. */
  readonly json: boolean;
  /** Print the usage and run nothing. */
  readonly help: boolean;
}

/** The options when none are given: the 2,000 games on the embedded database. */
export const DEFAULT_LOAD_OPTIONS: LoadOptions = {
  games: 2000,
  db: 'pglite',
  postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  preset: 'kalaha',
  rated: true,
  humanSeconds: 60,
  burstSeconds: 20,
  thinkMinMs: 1000,
  thinkMaxMs: 4000,
  connectConcurrency: 200,
  httpConcurrency: 32,
  seed: 1,
  serverNodeArgs: [],
  profile: null,
  json: false,
  help: false,
};

/** How to call the benchmark, for `--help` and bad arguments. */
export const USAGE = `npm run bench:server -- [options]

  --games N               concurrent games, two WebSocket clients each (default 2000)
  --db pglite|postgres    embedded PGlite in a temporary DATA_DIR, or a fresh PostgreSQL
                          database kalaha_bench_<random>, dropped after (default pglite)
  --postgres-url URL      the PostgreSQL server for --db postgres
                          (default postgres://postgres@127.0.0.1:5432/postgres)
  --preset ID             rule preset of the games (default kalaha)
  --casual                casual games instead of rated ones
  --human-seconds S       human-like phase: each move after a think time (default 60)
  --burst-seconds S       burst phase: every side to move answers at once (default 20)
  --think-ms MIN-MAX      think time of the human-like phase in ms (default 1000-4000)
  --connect-concurrency N WebSocket connections opened at once (default 200)
  --http-concurrency N    HTTP requests in flight while setting up (default 32)
  --seed N                seed of the bots' choices (default 1)
  --server-node-args="…"  extra node arguments for the server, e.g. "--cpu-prof"
  --profile FILE          write a CPU profile of the server over the phases to FILE
                          (.cpuprofile) and report where its time went
  --json                  print the result as JSON
  --help                  print this`;

/**
 * Reads the benchmark's command line (`process.argv.slice(2)`).
 *
 * @returns the options, or one sentence naming the first bad or unknown argument.
 */
export function parseLoadOptions(argv: readonly string[]): Result<LoadOptions, string> {
  let values: ReturnType<typeof readArgs>;
  try {
    values = readArgs(argv);
  } catch (error) {
    return err((error as Error).message);
  }
  const d = DEFAULT_LOAD_OPTIONS;
  const problems: string[] = [];
  const whole = (name: string, text: string | undefined, fallback: number, min: number) => {
    if (text === undefined) return fallback;
    if (!/^\d{1,9}$/.test(text) || Number(text) < min) {
      problems.push(`--${name} must be a whole number of at least ${min} (got '${text}')`);
      return fallback;
    }
    return Number(text);
  };
  const db = values.db ?? d.db;
  if (db !== 'pglite' && db !== 'postgres') {
    problems.push(`--db must be pglite or postgres (got '${db}')`);
  }
  const postgresUrl = values['postgres-url'] ?? d.postgresUrl;
  if (!/^postgres(ql)?:\/\//.test(postgresUrl) || !URL.canParse(postgresUrl)) {
    problems.push(`--postgres-url must be a postgres:// URL (got '${postgresUrl}')`);
  }
  const preset = values.preset ?? d.preset;
  if (!/^[a-z0-9-]{1,40}$/.test(preset)) {
    problems.push(`--preset must be a preset id such as kalaha (got '${preset}')`);
  }
  const think = parseRange(values['think-ms'], [d.thinkMinMs, d.thinkMaxMs]);
  if (!think)
    problems.push(`--think-ms must be MIN-MAX in ms, MIN <= MAX (got '${values['think-ms']}')`);
  const options: LoadOptions = {
    games: whole('games', values.games, d.games, 1),
    db: db === 'postgres' ? 'postgres' : 'pglite',
    postgresUrl,
    preset,
    rated: !(values.casual ?? false),
    humanSeconds: whole('human-seconds', values['human-seconds'], d.humanSeconds, 0),
    burstSeconds: whole('burst-seconds', values['burst-seconds'], d.burstSeconds, 0),
    thinkMinMs: think?.[0] ?? d.thinkMinMs,
    thinkMaxMs: think?.[1] ?? d.thinkMaxMs,
    connectConcurrency: whole(
      'connect-concurrency',
      values['connect-concurrency'],
      d.connectConcurrency,
      1,
    ),
    httpConcurrency: whole('http-concurrency', values['http-concurrency'], d.httpConcurrency, 1),
    seed: whole('seed', values.seed, d.seed, 0),
    serverNodeArgs: (values['server-node-args'] ?? '').split(' ').filter((arg) => arg !== ''),
    profile: values.profile ?? null,
    json: values.json ?? false,
    help: values.help ?? false,
  };
  if (problems.length > 0) return err(problems[0]!);
  return ok(options);
}

/** The command line as `node:util`'s parseArgs reads it; throws on an unknown option. */
function readArgs(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      games: { type: 'string' },
      db: { type: 'string' },
      'postgres-url': { type: 'string' },
      preset: { type: 'string' },
      casual: { type: 'boolean' },
      'human-seconds': { type: 'string' },
      'burst-seconds': { type: 'string' },
      'think-ms': { type: 'string' },
      'connect-concurrency': { type: 'string' },
      'http-concurrency': { type: 'string' },
      seed: { type: 'string' },
      'server-node-args': { type: 'string' },
      profile: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }).values;
}

/** `MIN-MAX` as two whole numbers with MIN <= MAX; `fallback` when absent; undefined when bad. */
function parseRange(
  text: string | undefined,
  fallback: readonly [number, number],
): readonly [number, number] | undefined {
  if (text === undefined) return fallback;
  const match = /^(\d{1,7})-(\d{1,7})$/.exec(text);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? [min, max] : undefined;
}

/**
 * The command line that reproduces a run with `options`: every option that differs from
 * {@link DEFAULT_LOAD_OPTIONS}, in a stable order.
 */
export function commandLine(options: LoadOptions): string {
  const d = DEFAULT_LOAD_OPTIONS;
  const args: string[] = [];
  const add = (differs: boolean, ...words: string[]) => {
    if (differs) args.push(...words);
  };
  add(options.games !== d.games, '--games', String(options.games));
  add(true, '--db', options.db);
  add(
    options.db === 'postgres' && options.postgresUrl !== d.postgresUrl,
    '--postgres-url',
    options.postgresUrl,
  );
  add(options.preset !== d.preset, '--preset', options.preset);
  add(!options.rated, '--casual');
  add(options.humanSeconds !== d.humanSeconds, '--human-seconds', String(options.humanSeconds));
  add(options.burstSeconds !== d.burstSeconds, '--burst-seconds', String(options.burstSeconds));
  add(
    options.thinkMinMs !== d.thinkMinMs || options.thinkMaxMs !== d.thinkMaxMs,
    '--think-ms',
    `${options.thinkMinMs}-${options.thinkMaxMs}`,
  );
  add(
    options.connectConcurrency !== d.connectConcurrency,
    '--connect-concurrency',
    String(options.connectConcurrency),
  );
  add(
    options.httpConcurrency !== d.httpConcurrency,
    '--http-concurrency',
    String(options.httpConcurrency),
  );
  add(options.seed !== d.seed, '--seed', String(options.seed));
  // With `=`: parseArgs takes a value that starts with a dash only so.
  add(
    options.serverNodeArgs.length > 0,
    `--server-node-args="${options.serverNodeArgs.join(' ')}"`,
  );
  add(options.profile !== null, '--profile', options.profile ?? '');
  add(options.json, '--json');
  return `npm run bench:server -- ${args.join(' ')}`;
}
