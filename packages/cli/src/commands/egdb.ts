import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import type { WariRuleSet } from '@kalaha/rules';
import {
  buildWariEgdb,
  egdbRefusal,
  EgdbError,
  SeedIndex,
  wariEgdbRules,
  type EgdbBuildProgress,
} from '@kalaha/engine';
import {
  buildEgdbParallel,
  egdbFileName,
  readEgdbFileHeader,
  readWariEgdbFileHeader,
  saveEgdb,
  saveWariEgdb,
  wariEgdbFileName,
} from '@kalaha/engine/node';
import { failure, usageError } from '../errors.ts';
import { EGDB_PRESET_IDS, rulesOption, setOption } from '../preset-options.ts';
import { buildRulesAmong } from '../options.ts';
import { writeLines, type Io } from '../io.ts';
import { rulesTitle } from '../names.ts';
import { DEFAULT_EGDB_DIR } from '../exact.ts';
import { bar, compact, formatBytes, progressLine, seconds, wholeNumber } from './solve.ts';

/** The options of `kalaha egdb build`. */
export interface EgdbBuildCommandOptions {
  readonly rules: string;
  readonly set?: readonly string[];
  /** Houses a side (`--houses`), overriding the preset's. */
  readonly houses?: number;
  /** Seed limit of the database (`--seeds`): positions with at most this many seeds in the houses. */
  readonly seeds: number;
  /** Directory to write to (`--out`). */
  readonly out: string;
  /** Worker threads (`--threads`). */
  readonly threads?: number;
}

/**
 * The largest seed limit `kalaha egdb build` accepts. The size grows as C(N + 2m, 2m): a 6-house
 * database of 24 seeds is 1.25 GB; the engine refuses sizes beyond one typed array anyway.
 */
const MAX_EGDB_SEEDS = 48;

/** Adds `kalaha egdb build` and `kalaha egdb info` to the program. */
export function addEgdbCommand(root: Command, io: Io): void {
  const egdb = root
    .command('egdb')
    .description('endgame databases: exact values of every position with few seeds left');
  egdb
    .command('build')
    .description('build the endgame database of a rule set and write it to a file')
    .addOption(rulesOption(EGDB_PRESET_IDS))
    .addOption(setOption())
    .addOption(wholeNumber('--houses <m>', 'houses a side (default: the preset’s)', 1, 12))
    .addOption(
      wholeNumber(
        '--seeds <n>',
        'every position with at most this many seeds in the houses',
        0,
        MAX_EGDB_SEEDS,
      ).makeOptionMandatory(),
    )
    .option('--out <dir>', 'directory to write the database to', DEFAULT_EGDB_DIR)
    .addOption(wholeNumber('--threads <n>', 'worker threads (default: all cores)', 1, 256))
    .action((options: EgdbBuildCommandOptions) => egdbBuildCommand(options, io));
  egdb
    .command('info')
    .description('show what an endgame database file holds')
    .argument('<file>', 'a database file (.egdb)')
    .action((file: string) => egdbInfoCommand(file, io));
}

/**
 * `kalaha egdb build`: builds the database (Wari and Oware: {@link wariEgdbBuildCommand}) on worker
 * threads (its progress on stderr: a live bar on a terminal, a line a level elsewhere), writes it
 * to `--out` (by default `data/egdb`, where level 10 looks) and prints the file, its size and the
 * time taken.
 *
 * @throws CliError (usage) for bad rules or rules no database can serve; (failure) when the file
 *   cannot be written.
 */
export async function egdbBuildCommand(options: EgdbBuildCommandOptions, io: Io): Promise<void> {
  const houses = options.houses === undefined ? [] : [`houses=${options.houses}`];
  const built = buildRulesAmong(EGDB_PRESET_IDS, options.rules, [
    ...(options.set ?? []),
    ...houses,
  ]);
  if (!built.ok) throw usageError(built.error);
  const rules = built.value;
  const wari = wariEgdbRules(rules);
  if (wari) return wariEgdbBuildCommand(wari, options, io);
  const refused = egdbRefusal(rules);
  if (refused !== undefined) throw usageError(refused);
  const entries = new SeedIndex(rules.houses, 0).sizeFor(options.seeds);
  const progress = buildReporter(io.stderr);
  const started = performance.now();
  let db;
  try {
    db = await buildEgdbParallel(rules, options.seeds, {
      ...(options.threads === undefined ? {} : { threads: options.threads }),
      onProgress: (p: EgdbBuildProgress) => progress.report(p.seeds, buildProgressText(p)),
    });
  } catch (error) {
    if (error instanceof EgdbError) throw usageError(error.message);
    throw error;
  } finally {
    progress.done();
  }
  const buildMs = performance.now() - started;
  if (db === undefined) throw failure('the build was stopped');
  const path = join(options.out, egdbFileName(rules, options.seeds));
  let bytes: number;
  try {
    mkdirSync(options.out, { recursive: true });
    bytes = saveEgdb(path, db);
  } catch (error) {
    throw failure(`cannot write ${path}: ${(error as Error).message}`);
  }
  const totalMs = performance.now() - started;
  writeLines(io.stdout, [
    `Rules: ${rulesTitle(rules, options.rules)} (every option but seeds counts)`,
    `Positions: ${entries.toLocaleString('en-US')} (at most ${options.seeds} seeds in ${2 * rules.houses} houses)`,
    `Wrote: ${path}`,
    `Size: ${formatBytes(bytes)} (${bytes.toLocaleString('en-US')} bytes)`,
    `Time: ${seconds(buildMs)} to build, ${seconds(totalMs)} with writing`,
    `Memory: ${formatBytes(process.memoryUsage().rss)} resident`,
  ]);
}

/**
 * `kalaha egdb build --rules wari|oware`: builds the Wari database (two bounds a position,
 * `wari/egdb-build.ts`) in this thread, level by level, writes it to `--out` and prints the file,
 * its size, the share of exact entries and the time taken. `--threads` does not apply.
 *
 * @throws CliError (usage) for a size the engine refuses; (failure) when the file cannot be written.
 */
function wariEgdbBuildCommand(rules: WariRuleSet, options: EgdbBuildCommandOptions, io: Io): void {
  const progress = buildReporter(io.stderr);
  const started = performance.now();
  let db;
  try {
    db = buildWariEgdb(rules, options.seeds, (seeds) =>
      progress.report(
        seeds,
        `building level ${seeds}/${options.seeds} · ${seconds(performance.now() - started)}`,
      ),
    );
  } catch (error) {
    if (error instanceof EgdbError) throw usageError(error.message);
    throw error;
  } finally {
    progress.done();
  }
  const buildMs = performance.now() - started;
  const path = join(options.out, wariEgdbFileName(rules, options.seeds));
  let bytes: number;
  try {
    mkdirSync(options.out, { recursive: true });
    bytes = saveWariEgdb(path, db);
  } catch (error) {
    throw failure(`cannot write ${path}: ${(error as Error).message}`);
  }
  let exact = 0;
  for (let e = 0; e < db.entries; e++) if (db.data[2 * e] === db.data[2 * e + 1]) exact++;
  writeLines(io.stdout, [
    `Rules: ${rulesTitle(rules, options.rules)} (seeds and cycleRule do not count)`,
    `Positions: ${db.entries.toLocaleString('en-US')} (at most ${options.seeds} seeds in ${2 * rules.houses} houses, each with every share the stores allow)`,
    `Exact: ${exact.toLocaleString('en-US')} (${((100 * exact) / db.entries).toFixed(1)}%; the rest are bounds)`,
    `Wrote: ${path}`,
    `Size: ${formatBytes(bytes)} (${bytes.toLocaleString('en-US')} bytes)`,
    `Time: ${seconds(buildMs)} to build, ${seconds(performance.now() - started)} with writing`,
    `Memory: ${formatBytes(process.memoryUsage().rss)} resident`,
  ]);
}

/** `kalaha egdb info FILE`: the header of a database file (Kalaha or Wari). */
export function egdbInfoCommand(file: string, io: Io): void {
  let header;
  try {
    header = readEgdbFileHeader(file);
  } catch (error) {
    let wari;
    try {
      wari = readWariEgdbFileHeader(file);
    } catch {
      throw failure(`${file}: ${(error as Error).message}`);
    }
    writeLines(io.stdout, [
      `File: ${file}`,
      `Rules: ${wari.rulesKey} (any seeds and cycleRule)`,
      `Houses: ${wari.houses}`,
      `Seeds: at most ${wari.maxSeeds} on the board`,
      `Positions: ${wari.entries.toLocaleString('en-US')}`,
      `Encoding: ${wari.encoding}, two bounds a position`,
    ]);
    return;
  }
  writeLines(io.stdout, [
    `File: ${file}`,
    `Rules: ${header.rulesKey}`,
    `Houses: ${header.houses}`,
    `Seeds: at most ${header.maxSeeds} in the houses`,
    `Positions: ${header.entries.toLocaleString('en-US')}`,
    `Encoding: ${header.encoding}, one byte a position`,
  ]);
}

/**
 * Shows a build's progress on `stream`: on a terminal a live line redrawn in place at every
 * report; elsewhere (a pipe, a log file, CI) a plain line when a new level (seeds in the houses)
 * starts, so that a long build run by a script says how far it is without filling its log.
 */
export function buildReporter(stream: Writable): {
  report(level: number, text: string): void;
  done(): void;
} {
  const live = progressLine(stream);
  if (live) return { report: (_level, text) => live.update(text), done: () => live.done() };
  let shown: number | undefined;
  return {
    report(level, text) {
      if (level === shown) return;
      shown = level;
      stream.write(`${text}\n`);
    },
    done() {},
  };
}

/** The progress of a Kalaha database's build, in one line. */
function buildProgressText(p: EgdbBuildProgress): string {
  const fraction = p.total > 0 ? p.done / p.total : 0;
  return (
    `building ${bar(fraction)} ${(fraction * 100).toFixed(0).padStart(3)}% · ` +
    `level ${p.seeds}/${p.maxSeeds} · ${compact(p.done)} of ${compact(p.total)} positions · ` +
    seconds(p.elapsedMs)
  );
}
