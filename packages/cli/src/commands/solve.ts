import type { Writable } from 'node:stream';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { availableParallelism } from 'node:os';
import {
  egdbRefusal,
  EgdbError,
  params,
  SolverTable,
  type Egdb,
  type SolveProgress,
  type SolveResult,
} from '@kalaha/engine';
import { findEgdbFiles, loadEgdb, solveParallel } from '@kalaha/engine/node';
import { makePosition, parsePosition, Position, type RuleSet, type Side } from '@kalaha/rules';
import { failure, usageError } from '../errors.ts';
import { KALAHA_FAMILY_PRESET_IDS, rulesOption, setOption } from '../preset-options.ts';
import { writeLines, type Io } from '../io.ts';
import { rulesTitle, sideName } from '../names.ts';
import { buildRules, parseWholeNumber } from '../options.ts';

/** The options of `kalaha solve`. */
export interface SolveOptions {
  readonly rules: string;
  readonly set?: readonly string[];
  /** Houses a side (`--houses`), overriding the preset's. */
  readonly houses?: number;
  /** Seeds a house at the start (`--seeds`), overriding the preset's. */
  readonly seeds?: number;
  /** The position to solve (`--position`); the start position when absent. */
  readonly position?: string;
  /** A directory of endgame databases (`--egdb`). */
  readonly egdb?: string;
  /** Use at most this many seeds of the database (`--egdb-seeds`). */
  readonly egdbSeeds?: number;
  /** Transposition table in MiB (`--tt-mib`). */
  readonly ttMib?: number;
  /** Give up after this many milliseconds (`--time`). */
  readonly time?: number;
  /** Threads (`--threads`), the main one included. */
  readonly threads?: number;
  /** Print the principal variation (`--no-pv` turns it off). */
  readonly pv: boolean;
  /** Print the result as JSON (`--json`). */
  readonly json: boolean;
}

/** Largest transposition table `--tt-mib` accepts (the solver's own limit, 4 GiB). */
const MAX_TT_MIB = 4096;

/**
 * Adds `kalaha solve` to the program: proves the value of a position (the start position by
 * default) with the engine's exact solver, with endgame databases from `--egdb DIR` when one there
 * was built for the rules.
 */
export function addSolveCommand(root: Command, io: Io): void {
  root
    .command('solve')
    .description(
      'prove the value of a position under perfect play (the final seed margin), with endgame databases',
    )
    .addOption(rulesOption(KALAHA_FAMILY_PRESET_IDS))
    .addOption(setOption())
    .addOption(wholeNumber('--houses <m>', 'houses a side (default: the preset’s)', 1, 12))
    .addOption(
      wholeNumber('--seeds <n>', 'seeds a house at the start (default: the preset’s)', 1, 12),
    )
    .option('--position <notation>', "position to solve, e.g. '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south'")
    .option('--egdb <dir>', 'directory of endgame databases (kalaha egdb build)')
    .addOption(wholeNumber('--egdb-seeds <n>', 'use the database up to this many seeds', 0, 288))
    .addOption(wholeNumber('--tt-mib <n>', 'transposition table size in MiB', 1, MAX_TT_MIB))
    .addOption(wholeNumber('--time <ms>', 'give up after this long', 0, 2 ** 31 - 1))
    .addOption(wholeNumber('--threads <n>', 'threads (default: all cores)', 1, 256))
    .option('--no-pv', 'do not work out the principal variation')
    .option('--json', 'print the result as JSON', false)
    .action((options: SolveOptions) => solveCommand(options, io));
}

/** A commander option taking a whole number in `min..max` (a usage error otherwise). */
export function wholeNumber(flags: string, description: string, min: number, max: number): Option {
  return new Option(flags, description).argParser((text: string) => {
    const parsed = parseWholeNumber(text, min, max);
    if (!parsed.ok) throw new InvalidArgumentError(parsed.error);
    return parsed.value;
  });
}

/** The rule set of `--rules`, `--set` and the `--houses` / `--seeds` shorthands. */
export function rulesFromOptions(options: {
  readonly rules: string;
  readonly set?: readonly string[];
  readonly houses?: number;
  readonly seeds?: number;
}): RuleSet {
  const assignments = [...(options.set ?? [])];
  if (options.houses !== undefined) assignments.push(`houses=${options.houses}`);
  if (options.seeds !== undefined) assignments.push(`seeds=${options.seeds}`);
  const rules = buildRules(options.rules, assignments);
  if (!rules.ok) throw usageError(rules.error);
  return rules.value;
}

/**
 * `kalaha solve`: the value of the position under perfect play (South's final seed margin and the
 * side to move's), a best move, the principal variation, nodes and time; a progress line on stderr
 * while it works when stderr is a terminal. A solve cut short by `--time` reports the bounds proven
 * so far and still exits 0.
 *
 * @throws CliError (usage) for bad rules, position or options; (failure) for a database that
 *   cannot be read.
 */
export async function solveCommand(options: SolveOptions, io: Io): Promise<void> {
  const rules = rulesFromOptions(options);
  let position = Position.initial(rules);
  if (options.position !== undefined) {
    const parsed = parsePosition(rules, options.position);
    if (!parsed.ok) throw usageError(`--position: ${parsed.error.message}`);
    position = parsed.value;
  }
  const threads = options.threads ?? availableParallelism();
  const notes: string[] = [];
  const egdb =
    options.egdb === undefined ? undefined : loadDatabase(options, rules, threads > 1, notes);
  for (const note of notes) io.stderr.write(`kalaha: ${note}\n`);
  const live = progressLine(io.stderr);
  const start: { width?: number } = {};
  let result: SolveResult;
  try {
    result = await solveParallel(position, {
      threads,
      pv: options.pv,
      ...(options.ttMib === undefined ? {} : { ttMiB: options.ttMib }),
      ...(egdb === undefined ? {} : { egdb }),
      ...(options.time === undefined ? {} : { timeMs: options.time }),
      ...(live
        ? { onProgress: (p: SolveProgress) => live.update(solveProgressText(p, start)) }
        : {}),
    });
  } finally {
    live?.done();
  }
  const command = commandLine(options);
  const tableBytes = SolverTable.bucketsFor(options.ttMib ?? params.SOLVER_TT_DEFAULT_MIB) * 32;
  if (options.json) {
    io.stdout.write(
      `${JSON.stringify(
        {
          rules,
          position: makePosition(position),
          turn: position.turn,
          ...result,
          egdb: egdb === undefined ? null : { seeds: egdb.maxSeeds },
          threads,
          command,
        },
        null,
        2,
      )}\n`,
    );
    return;
  }
  writeLines(io.stdout, [
    `Rules: ${rulesTitle(rules, options.rules)}`,
    `Position: ${makePosition(position)}`,
    ...resultLines(result, position.turn),
    `Endgame database: ${
      egdb === undefined
        ? 'none'
        : `${egdb.maxSeeds} seeds (${formatBytes(egdb.data.length)}${
            result.egdbSeeds > 0 ? '' : ', not used'
          })`
    }`,
    `Table: ${formatBytes(tableBytes)}, threads: ${threads}`,
    `Command: ${command}`,
  ]);
}

/** The database of `--egdb DIR` built for `rules` (the one of most seeds), or none with a note. */
function loadDatabase(
  options: SolveOptions,
  rules: RuleSet,
  shared: boolean,
  notes: string[],
): Egdb | undefined {
  const dir = options.egdb!;
  const refused = egdbRefusal(rules);
  if (refused !== undefined) {
    notes.push(`${refused}; solving without one`);
    return undefined;
  }
  const found = findEgdbFiles(dir, rules);
  if (found.length === 0) {
    notes.push(
      `no endgame database for these rules in ${dir} (kalaha egdb build --rules ${options.rules}` +
        ` --houses ${rules.houses} --seeds N --out ${dir}); solving without one`,
    );
    return undefined;
  }
  const file = found[0]!;
  try {
    return loadEgdb(file.path, rules, options.egdbSeeds, { shared });
  } catch (error) {
    if (error instanceof EgdbError) throw failure(`${file.path}: ${error.message}`);
    throw failure(`cannot read ${file.path}: ${(error as Error).message}`);
  }
}

/** The report of a solve, as lines. */
export function resultLines(result: SolveResult, turn: Side): string[] {
  const lines: string[] = [];
  if (result.value === undefined) {
    lines.push(
      `Value: not proven (stopped: ${result.reason}); between ${signed(result.lower)} and ` +
        `${signed(result.upper)} for ${sideName(turn)}`,
    );
  } else {
    const south = result.southValue!;
    lines.push(
      `Value: ${verdict(south)} (South ${signed(south)}; ${sideName(turn)} to move: ${signed(result.value)})`,
    );
    if (result.bestMove !== undefined) lines.push(`Best move: ${result.bestMove}`);
    if (result.pv.length > 1) lines.push(`Principal variation: ${result.pv.join(' ')}`);
  }
  const nps = result.elapsedMs > 0 ? (result.nodes * 1000) / result.elapsedMs : 0;
  lines.push(
    `Nodes: ${result.nodes.toLocaleString('en-US')}`,
    `Time: ${seconds(result.elapsedMs)} (${compact(nps)} nodes/s)`,
  );
  return lines;
}

function verdict(south: number): string {
  if (south > 0) return `South wins by ${south}`;
  if (south < 0) return `North wins by ${-south}`;
  return 'a draw';
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The command that reproduces this solve, as a user would type it. */
function commandLine(options: SolveOptions): string {
  const parts = ['kalaha solve', `--rules ${options.rules}`];
  if (options.houses !== undefined) parts.push(`--houses ${options.houses}`);
  if (options.seeds !== undefined) parts.push(`--seeds ${options.seeds}`);
  for (const s of options.set ?? []) parts.push(`--set ${s}`);
  if (options.position !== undefined) parts.push(`--position '${options.position}'`);
  if (options.egdb !== undefined) parts.push(`--egdb ${options.egdb}`);
  if (options.egdbSeeds !== undefined) parts.push(`--egdb-seeds ${options.egdbSeeds}`);
  if (options.ttMib !== undefined) parts.push(`--tt-mib ${options.ttMib}`);
  if (options.threads !== undefined) parts.push(`--threads ${options.threads}`);
  return parts.join(' ');
}

/**
 * The live line of a solve: the depth and guess while deepening, then the proven bounds with a
 * bar of how far they have closed since the exact phase began.
 */
function solveProgressText(p: SolveProgress, start: { width?: number }): string {
  const time = seconds(p.elapsedMs);
  const speed = `${compact(p.nodes)} nodes · ${compact(p.nps)}/s · ${time}`;
  if (p.phase === 'heuristic') {
    return `deepening: depth ${p.depth}, guess ${signed(p.guess)} · ${speed}`;
  }
  const width = p.upper - p.lower;
  start.width ??= width;
  const closed = width <= 0 ? 1 : 1 - width / Math.max(width, start.width);
  return (
    `proving ${bar(closed)} value in [${signed(p.lower)}, ${signed(p.upper)}], ` +
    `testing ≥ ${signed(p.test)} · ${speed}`
  );
}

/** A progress line rewritten in place on a terminal; `undefined` when `stream` is no terminal. */
export function progressLine(
  stream: Writable,
): { update(text: string): void; done(): void } | undefined {
  if (!(stream as { isTTY?: boolean }).isTTY) return undefined;
  // A terminal too narrow to say (or saying 0 columns, as some pseudo-terminals do) gets 120.
  const columns = (): number => {
    const c = (stream as { columns?: number }).columns;
    return c !== undefined && c >= 20 ? c : 120;
  };
  let shown = false;
  return {
    update(text: string): void {
      stream.write(`\r\x1b[2K${text.slice(0, columns() - 1)}`);
      shown = true;
    },
    done(): void {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}

/** A bar of `width` cells filled to `fraction` (0..1). */
export function bar(fraction: number, width = 24): string {
  const f = Math.max(0, Math.min(1, fraction));
  const full = Math.floor(f * width);
  return `▕${'█'.repeat(full)}${'░'.repeat(width - full)}▏`;
}

/**
 * `n` to three significant digits in the first of `units` (ascending powers of 1000, after the
 * plain number) that keeps it below 1000 once rounded, so 999,600 is `1.00M`, not `1.00e+3k`.
 */
function threeDigits(n: number, units: readonly string[]): string {
  const whole = Math.round(n);
  if (whole < 1000) return `${whole}${units[0]}`;
  let unit = 1;
  let text = (n / 1000).toPrecision(3);
  while (Number(text) >= 1000 && unit < units.length - 1) {
    unit++;
    text = (n / 1000 ** unit).toPrecision(3);
  }
  return `${text}${units[unit]}`;
}

/** A count in short form: 950, 12.3k, 4.56M, 1.20G. */
export function compact(n: number): string {
  return threeDigits(n, ['', 'k', 'M', 'G']);
}

/** Milliseconds as seconds with a unit: `0.25 s`, `12.3 s`, `2 min 5 s` (whole seconds). */
export function seconds(ms: number): string {
  const s = ms / 1000;
  if (s < 9.995) return `${s.toFixed(2)} s`;
  if (s < 119.95) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** Bytes with a unit: `512 B`, `1.50 MB` (10^6 bytes), `2.26 GB`. */
export function formatBytes(bytes: number): string {
  return threeDigits(bytes, [' B', ' kB', ' MB', ' GB']);
}
