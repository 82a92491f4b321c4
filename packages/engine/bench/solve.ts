/**
 * The solver benchmark: proves the start positions of the given rule sets and sizes and prints for
 * each the value (South's final seed margin, South to move), best move, nodes, time, peak memory
 * and the `kalaha solve` command that reproduces it.
 *
 *     npm run bench:solve -w @kalaha/engine -- [options] [PRESET:MxN ...]
 *     npx tsx packages/engine/bench/solve.ts [options] [PRESET:MxN ...]
 *
 * Sizes: `kalah:6x4` is the `kalah` preset with 6 houses and 4 seeds a house; without any, the
 * issue's two targets `kalah-empty-capture:6x4 kalah:6x4`.
 *
 * Options:
 *   --egdb DIR        endgame databases: the file for each rule set in DIR (default: none)
 *   --egdb-seeds N    use databases up to N seeds (default: all the file holds)
 *   --build N         build a missing database of N seeds into the --egdb DIR first (timed)
 *   --tt-mib N        solver table in MiB (default 64)
 *   --time MS         give up on an entry after MS milliseconds
 *   --threads N       threads for solving and --build (default: all cores)
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Position, ruleSet, type RuleSet, unwrap } from '@kalaha/rules';
import { egdbRefusal } from '../src/egdb/rules-key.ts';
import type { Egdb } from '../src/egdb/egdb.ts';
import {
  buildEgdbParallel,
  egdbFileName,
  findEgdbFiles,
  loadEgdb,
  saveEgdb,
} from '../src/egdb/node.ts';
import { SOLVER_TT_DEFAULT_MIB } from '../src/params.ts';
import { solveParallel } from '../src/solve/parallel.ts';
import type { SolveProgress } from '../src/solve/solver.ts';
import { SolverTable } from '../src/solve/table.ts';

interface Entry {
  readonly preset: string;
  readonly houses: number;
  readonly seeds: number;
}

function parseArgs(argv: readonly string[]): {
  entries: Entry[];
  egdb?: string;
  egdbSeeds?: number;
  build?: number;
  ttMiB?: number;
  timeMs?: number;
  threads?: number;
} {
  const entries: Entry[] = [];
  const options: ReturnType<typeof parseArgs> = { entries };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = (): string => {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--egdb') options.egdb = next();
    else if (arg === '--egdb-seeds') options.egdbSeeds = Number(next());
    else if (arg === '--build') options.build = Number(next());
    else if (arg === '--tt-mib') options.ttMiB = Number(next());
    else if (arg === '--time') options.timeMs = Number(next());
    else if (arg === '--threads') options.threads = Number(next());
    else {
      const m = /^([a-z-]+):(\d+)x(\d+)$/.exec(arg);
      if (!m) throw new Error(`not an entry: ${arg} (write PRESET:MxN, e.g. kalah:6x4)`);
      entries.push({ preset: m[1]!, houses: Number(m[2]), seeds: Number(m[3]) });
    }
  }
  if (entries.length === 0) {
    entries.push(
      { preset: 'kalah-empty-capture', houses: 6, seeds: 4 },
      { preset: 'kalah', houses: 6, seeds: 4 },
    );
  }
  return options;
}

function rulesOf(entry: Entry): RuleSet {
  const rules = unwrap(ruleSet(entry.preset, { houses: entry.houses, seeds: entry.seeds }));
  return rules;
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;
const peakRss = (): number => process.resourceUsage().maxRSS * 1024;

async function database(
  rules: RuleSet,
  options: ReturnType<typeof parseArgs>,
): Promise<Egdb | undefined> {
  const dir = options.egdb;
  if (dir === undefined || egdbRefusal(rules) !== undefined) return undefined;
  let found = findEgdbFiles(dir, rules);
  if (found.length === 0 && options.build !== undefined) {
    mkdirSync(dir, { recursive: true });
    const started = performance.now();
    const built = await buildEgdbParallel(rules, options.build, {
      ...(options.threads === undefined ? {} : { threads: options.threads }),
    });
    const buildMs = performance.now() - started;
    const path = join(dir, egdbFileName(rules, options.build));
    const bytes = saveEgdb(path, built!);
    console.log(
      `  built ${path}: ${built!.data.length.toLocaleString('en-US')} positions, ` +
        `${mb(bytes)}, ${(buildMs / 1000).toFixed(1)} s ` +
        `(kalaha egdb build --rules ${presetFor(rules)} --houses ${rules.houses} --seeds ${options.build} --out ${dir})`,
    );
    found = findEgdbFiles(dir, rules);
  }
  const file = found[0];
  if (file === undefined) return undefined;
  const started = performance.now();
  const db = loadEgdb(file.path, rules, options.egdbSeeds, { shared: true });
  console.log(
    `  loaded ${file.path} (${db.maxSeeds} seeds) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return db;
}

function presetFor(rules: RuleSet): string {
  return currentPreset ?? `? (${rules.houses} houses)`;
}
let currentPreset: string | undefined;

const options = parseArgs(process.argv.slice(2));
console.log(
  `node ${process.version}; command: npx tsx packages/engine/bench/solve.ts ${process.argv.slice(2).join(' ')}`,
);
for (const entry of options.entries) {
  const rules = rulesOf(entry);
  currentPreset = entry.preset;
  console.log(`${entry.preset} ${entry.houses}x${entry.seeds}:`);
  const egdb = await database(rules, options);
  let lastLine = 0;
  const threads = options.threads ?? availableParallelism();
  const result = await solveParallel(Position.initial(rules), {
    threads,
    ...(options.ttMiB === undefined ? {} : { ttMiB: options.ttMiB }),
    ...(egdb === undefined ? {} : { egdb }),
    ...(options.timeMs === undefined ? {} : { timeMs: options.timeMs }),
    onProgress: (p: SolveProgress) => {
      if (p.elapsedMs - lastLine < 60_000) return;
      lastLine = p.elapsedMs;
      console.log(
        `  … ${(p.elapsedMs / 1000).toFixed(0)} s, ${p.phase}, ` +
          (p.phase === 'exact' ? `[${p.lower}, ${p.upper}] ` : `depth ${p.depth} `) +
          `${p.nodes.toLocaleString('en-US')} nodes`,
      );
    },
  });
  const nps = result.elapsedMs > 0 ? Math.round((result.nodes * 1000) / result.elapsedMs) : 0;
  const value =
    result.southValue === undefined
      ? `not proven (${result.reason}; ${result.lower}..${result.upper})`
      : result.southValue > 0
        ? `+${result.southValue}`
        : String(result.southValue);
  const command = [
    'kalaha solve',
    `--rules ${entry.preset} --houses ${entry.houses} --seeds ${entry.seeds}`,
    ...(options.egdb === undefined ? [] : [`--egdb ${options.egdb}`]),
    ...(options.egdbSeeds === undefined ? [] : [`--egdb-seeds ${options.egdbSeeds}`]),
    ...(options.ttMiB === undefined ? [] : [`--tt-mib ${options.ttMiB}`]),
    ...(options.threads === undefined ? [] : [`--threads ${options.threads}`]),
  ].join(' ');
  const tableBytes = SolverTable.bucketsFor(options.ttMiB ?? SOLVER_TT_DEFAULT_MIB) * 32;
  console.log(
    `  value ${value}, best move ${result.bestMove ?? '-'}, ` +
      `${result.nodes.toLocaleString('en-US')} nodes, ${(result.proofMs / 1000).toFixed(2)} s ` +
      `(${(result.elapsedMs / 1000).toFixed(2)} s with the principal variation), ` +
      `${nps.toLocaleString('en-US')} nodes/s, database ${result.egdbSeeds} seeds, ` +
      `${threads} threads, table ${mb(tableBytes)}, peak memory ${mb(peakRss())}`,
  );
  console.log(`  pv ${result.pv.join(' ')}`);
  console.log(`  command: ${command}`);
}
