import type { Command } from 'commander';
import {
  buildPuzzles,
  puzzleRefusal,
  PUZZLES_FORMAT,
  REPETITION_BOUNDS_SEEDS,
  repetitionBoundsRefusal,
  wariEgdbRules,
  type PuzzleBuildProgress,
} from '@kalaha/engine';
import { EgdbShelf } from '@kalaha/engine/node';
import { PRESET_IDS } from '@kalaha/rules';
import { usageError } from '../errors.ts';
import { egdbDirOption, noEgdbOption, type EgdbDirOption } from '../exact.ts';
import { writeLines, type Io } from '../io.ts';
import { rulesTitle } from '../names.ts';
import { buildAnyRules } from '../options.ts';
import { rulesOption, setOption } from '../preset-options.ts';
import { buildReporter } from './egdb.ts';
import { writeBuilt } from './write-built.ts';
import { seconds, wholeNumber } from './solve.ts';

/** The options of `kalaha puzzles build`. */
export interface PuzzlesBuildCommandOptions {
  readonly rules: string;
  readonly set?: readonly string[];
  /** Puzzles wanted (`--count`). */
  readonly count: number;
  /** Seeds the games (`--seed`): the same seed and options give the same puzzles. */
  readonly seed: number;
  /** Most nodes to prove one move's value (`--nodes`). */
  readonly nodes: number;
  /** Seeds by which the best move beats every other, at least (`--margin`). */
  readonly margin: number;
  /** Endgame databases for the solver (`--egdb DIR`, `--no-egdb`). */
  readonly egdb: EgdbDirOption;
  /** The file to write (`--out`, JSON). */
  readonly out: string;
}

/** Adds `kalaha puzzles build` to the program. */
export function addPuzzlesCommand(root: Command, io: Io): void {
  const puzzles = root
    .command('puzzles')
    .description('puzzles: positions where one move is best, proven');
  puzzles
    .command('build')
    .description('find puzzles in games of the computer and write them to a JSON file')
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(wholeNumber('--count <n>', 'puzzles to find', 1, 1_000_000).default(100))
    .addOption(
      wholeNumber(
        '--seed <n>',
        'seeds the games (same seed, same puzzles)',
        0,
        2 ** 32 - 1,
      ).default(1),
    )
    .addOption(
      wholeNumber('--nodes <n>', "nodes (moves made) to prove one move's value", 1, 1e12).default(
        2_000_000,
      ),
    )
    .addOption(
      wholeNumber(
        '--margin <n>',
        'seeds by which the best move beats every other',
        1,
        1000,
      ).default(4),
    )
    .addOption(egdbDirOption('for the solver'))
    .addOption(noEgdbOption())
    .requiredOption('--out <file>', 'the JSON file to write')
    .action((options: PuzzlesBuildCommandOptions) => puzzlesBuildCommand(options, io));
}

/**
 * `kalaha puzzles build`: finds `--count` puzzles for a rule set (`buildPuzzles`), its progress on
 * stderr (a live line on a terminal, a line each tenth of the count elsewhere), writes them with
 * the command that made them to `--out` and prints how many, the games and positions tried, the
 * size and the time taken.
 *
 * @throws CliError (usage) for a bad rule set or one no puzzle serves; (failure) when the file
 *   cannot be written.
 */
export function puzzlesBuildCommand(options: PuzzlesBuildCommandOptions, io: Io): void {
  const rules = buildAnyRules(options.rules, options.set);
  if (!rules.ok) throw usageError(rules.error);
  const refused = puzzleRefusal(rules.value);
  if (refused !== undefined) throw usageError(refused);
  const shelf = options.egdb === false ? undefined : new EgdbShelf(options.egdb);
  // Wari and Oware puzzles are proven by their endgame database; the Kalaha family's by the
  // solver, with a database where there is one; Obridjie's by its repetition bounds, worked out
  // by the build.
  const wari = wariEgdbRules(rules.value);
  const databases = wari ? { wariEgdb: shelf?.forWari(wari) } : { egdb: shelf?.for(rules.value) };
  const egdb = databases.wariEgdb ?? databases.egdb;
  if (wari && !databases.wariEgdb) {
    throw usageError(
      `Wari and Oware puzzles are proven by an endgame database: build one with kalaha egdb build --rules ${options.rules} --seeds 8 --out ${options.egdb || 'egdb'}`,
    );
  }
  const command =
    `kalaha puzzles build --rules ${options.rules}` +
    (options.set ?? []).map((s) => ` --set ${s}`).join('') +
    ` --count ${options.count} --seed ${options.seed} --nodes ${options.nodes}` +
    ` --margin ${options.margin}` +
    (egdb ? ` (endgame database of ${egdb.maxSeeds} seeds)` : '') +
    (repetitionBoundsRefusal(rules.value) === undefined
      ? ` (repetition bounds of ${REPETITION_BOUNDS_SEEDS} seeds on the board)`
      : '');
  const progress = buildReporter(io.stderr);
  const started = performance.now();
  let last: PuzzleBuildProgress = { games: 0, tried: 0, found: 0 };
  const tenth = Math.max(1, Math.ceil(options.count / 10));
  const puzzles = buildPuzzles(rules.value, {
    count: options.count,
    seed: options.seed,
    nodes: options.nodes,
    margin: options.margin,
    ...(databases.egdb ? { egdb: databases.egdb } : {}),
    ...(databases.wariEgdb ? { wariEgdb: databases.wariEgdb } : {}),
    onProgress: (p) => {
      last = p;
      progress.report(
        Math.floor(p.found / tenth),
        `${p.found}/${options.count} puzzles · ${p.games} games · ${p.tried} positions tried · ` +
          seconds(performance.now() - started),
      );
    },
  });
  progress.done();
  const buildMs = performance.now() - started;
  const text = `${JSON.stringify({ format: PUZZLES_FORMAT, command, rules: rules.value, puzzles })}\n`;
  const wrote = writeBuilt(options.out, text);
  writeLines(io.stdout, [
    `Rules: ${rulesTitle(rules.value, options.rules)} (every option counts)`,
    `Puzzles: ${puzzles.length} of ${options.count} (from ${last.games} games, ${last.tried} positions tried)`,
    ...wrote,
    `Time: ${seconds(buildMs)}`,
  ]);
}
