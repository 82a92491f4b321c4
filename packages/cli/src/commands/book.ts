import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { bookRefusal, buildBook, EngineError, type BookBuildProgress } from '@kalaha/engine';
import { EngineWorker } from '@kalaha/engine/worker/node';
import { PRESET_IDS } from '@kalaha/rules';
import { failure, usageError } from '../errors.ts';
import { writeLines, type Io } from '../io.ts';
import { rulesTitle } from '../names.ts';
import { buildAnyRules } from '../options.ts';
import { rulesOption, setOption } from '../preset-options.ts';
import { buildReporter } from './egdb.ts';
import { writeBuilt } from './write-built.ts';
import { seconds, wholeNumber } from './solve.ts';

/** The options of `kalaha book build`. */
export interface BookBuildCommandOptions {
  readonly rules: string;
  readonly set?: readonly string[];
  /** Plies from the start the book covers (`--plies`). */
  readonly plies: number;
  /** Plies in which every move of both players is followed (`--full-plies`). */
  readonly fullPlies: number;
  /** Nodes of each position's search (`--nodes`). */
  readonly nodes: number;
  /** The file to write (`--out`, JSON). */
  readonly out: string;
  /** Worker threads (`--threads`). */
  readonly threads?: number;
}

/** Adds `kalaha book build` to the program. */
export function addBookCommand(root: Command, io: Io): void {
  root
    .command('book')
    .description('opening books: the moves of deep searches in the first moves of a game')
    .command('build')
    .description('build the opening book of a rule set and write it to a JSON file')
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(wholeNumber('--plies <n>', 'plies from the start the book covers', 0, 40).default(5))
    .addOption(
      wholeNumber(
        '--full-plies <n>',
        'first plies in which every move of both players is followed',
        0,
        40,
      ).default(1),
    )
    .addOption(
      wholeNumber('--nodes <n>', 'nodes (moves made) searched a position', 1, 1e12).default(
        6_000_000,
      ),
    )
    .requiredOption('--out <file>', 'the JSON file to write')
    .addOption(wholeNumber('--threads <n>', 'worker threads (default: all cores)', 1, 256))
    .action((options: BookBuildCommandOptions) => bookBuildCommand(options, io));
}

/**
 * `kalaha book build`: builds the opening book of a rule set (`buildBook`) on worker threads, its
 * progress on stderr (a live line on a terminal, a line a ply elsewhere), writes it to `--out`
 * and prints the positions, the size and the time taken. The command line is stored in the book.
 *
 * @throws CliError (usage) for a bad rule set or one no book serves; (failure) when an engine
 *   fails or the file cannot be written.
 */
export async function bookBuildCommand(options: BookBuildCommandOptions, io: Io): Promise<void> {
  const rules = buildAnyRules(options.rules, options.set);
  if (!rules.ok) throw usageError(rules.error);
  const refused = bookRefusal(rules.value);
  if (refused !== undefined) throw usageError(refused);
  const threads = options.threads ?? availableParallelism();
  const command =
    `kalaha book build --rules ${options.rules}` +
    (options.set ?? []).map((s) => ` --set ${s}`).join('') +
    ` --plies ${options.plies} --full-plies ${options.fullPlies} --nodes ${options.nodes}`;
  const engines = Array.from({ length: threads }, () => new EngineWorker());
  const progress = buildReporter(io.stderr);
  const started = performance.now();
  let book;
  try {
    book = await buildBook(
      rules.value,
      { plies: options.plies, fullPlies: options.fullPlies, nodes: options.nodes },
      engines,
      command,
      (p: BookBuildProgress) => progress.report(p.ply, progressText(p, options.plies, started)),
    );
  } catch (error) {
    if (error instanceof EngineError) throw failure(`the engine failed: ${error.message}`);
    throw error;
  } finally {
    progress.done();
    await Promise.all(engines.map((engine) => engine.terminate()));
  }
  const buildMs = performance.now() - started;
  const text = `${JSON.stringify(book.toData(), null, 2)}\n`;
  const wrote = writeBuilt(options.out, text);
  writeLines(io.stdout, [
    `Rules: ${rulesTitle(rules.value, options.rules)} (every option counts)`,
    `Positions: ${book.size.toLocaleString('en-US')} (${options.plies} plies, every move in the first ${options.fullPlies}, ${options.nodes.toLocaleString('en-US')} nodes each)`,
    ...wrote,
    `Time: ${seconds(buildMs)} on ${threads} thread${threads === 1 ? '' : 's'}`,
  ]);
}

/** The progress of a book's build, in one line. */
function progressText(p: BookBuildProgress, plies: number, started: number): string {
  return (
    `searching ply ${p.ply}/${plies} (${p.plyPositions} positions) · ` +
    `${p.searched} searched · ${seconds(performance.now() - started)}`
  );
}
