import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Option, type Command } from 'commander';
import {
  dailyPuzzleNumber,
  PUZZLE_THEMES,
  readPuzzleSet,
  type Puzzle,
  type PuzzleSet,
  type PuzzleTheme,
} from '@kalaha/engine';
import { parsePosition, play, PRESET_IDS, unwrap, type Position } from '@kalaha/rules';
import { drawBoard } from '../board-view.ts';
import { usageError } from '../errors.ts';
import { writeLines, type Io } from '../io.ts';
import { buildAnyRules } from '../options.ts';
import { rulesOption, setOption } from '../preset-options.ts';
import { styleFor } from '../style.ts';
import { wholeNumber } from './solve.ts';

/** The options of `kalaha puzzle`. */
export interface PuzzleCommandOptions {
  readonly rules: string;
  readonly set?: readonly string[];
  /** A set written by `kalaha puzzles build` (`--file`) instead of the one that comes with the rules. */
  readonly file?: string;
  /** The puzzle's number in its set, 1-based (`--number`); by default the puzzle of the day. */
  readonly number?: number;
  /** Only puzzles that show this theme (`--theme`): the day's is taken among them. */
  readonly theme?: PuzzleTheme;
  /** The day whose puzzle is played (`--date YYYY-MM-DD`, UTC; default today). */
  readonly date?: string;
}

/** Adds `kalaha puzzle` to the program. */
export function addPuzzleCommand(root: Command, io: Io): void {
  root
    .command('puzzle')
    .description("solve a puzzle in the terminal: the day's, or one by its number")
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(
      new Option('--theme <theme>', 'only puzzles that show this theme').choices(PUZZLE_THEMES),
    )
    .option('--file <file>', 'a set written by kalaha puzzles build')
    .addOption(wholeNumber('--number <n>', "the puzzle's number in its set", 1, 1_000_000))
    .option('--date <date>', 'the day whose puzzle is played (YYYY-MM-DD, UTC; default today)')
    .action((options: PuzzleCommandOptions) => puzzleCommand(options, io, new Date()));
}

/**
 * `kalaha puzzle`: shows a puzzle (the day's, among those of `--theme` if given, or `--number`),
 * asks for South's best move, says whether it is, then plays out the solution turn by turn and
 * gives every move's proven value.
 *
 * @throws CliError (usage) for bad rules, no set for them, a set that cannot be read, a number past
 *   the set's end or not of the theme, a theme no puzzle shows, or a bad date.
 */
export async function puzzleCommand(
  options: PuzzleCommandOptions,
  io: Io,
  today: Date,
): Promise<void> {
  const set = await puzzleSet(options);
  const date = options.date === undefined ? today : new Date(`${options.date}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw usageError(`not a date: '${options.date}'`);
  if (options.number !== undefined && options.number > set.puzzles.length) {
    throw usageError(`the set has ${set.puzzles.length} puzzles, not ${options.number}`);
  }
  const number = options.number ?? dailyPuzzleNumber(set, date, options.theme);
  if (number === undefined) throw usageError(`no puzzle of the set shows ${options.theme}`);
  const puzzle = set.puzzles[number - 1]!;
  if (options.theme !== undefined && !puzzle.themes.includes(options.theme)) {
    throw usageError(`puzzle ${number} does not show ${options.theme}`);
  }
  const start = unwrap(parsePosition(set.rules, puzzle.position));
  const style = styleFor(io.stdout);
  const view = {
    bottom: 'south',
    titles: { south: 'South (You)', north: 'North' },
    style,
  } as const;
  writeLines(io.stdout, [
    `Puzzle ${number} of ${set.puzzles.length} (rating ${puzzle.rating})`,
    ...drawBoard(start, view),
  ]);
  const answer = await askMove(start, io);
  if (answer === undefined) return;
  const value = (house: number) => formatValue(puzzle.values[house - 1]!);
  writeLines(io.stdout, [
    answer === puzzle.best
      ? `Right: house ${puzzle.best} is the best move. With it ${value(puzzle.best)} (both sides playing their best).`
      : `Not the best. House ${answer}: ${value(answer)}; house ${puzzle.best}: ${value(puzzle.best)} (both sides playing their best).`,
    '',
    'The solution:',
  ]);
  let position = start;
  for (const [i, turn] of puzzle.line.entries()) {
    for (const house of turn) position = unwrap(play(position, { house })).position;
    const who = i % 2 === 0 ? 'South' : 'North';
    writeLines(io.stdout, ['', `${who} plays ${turn.join(' ')}`, ...drawBoard(position, view)]);
  }
  writeLines(io.stdout, ['', ...solutionSummary(puzzle)]);
}

/**
 * The set asked for: `--file`, or the one that comes with the rules (the engine's sets are loaded
 * only here, so that no other command reads them).
 */
async function puzzleSet(options: PuzzleCommandOptions): Promise<PuzzleSet> {
  if (options.file !== undefined) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(options.file, 'utf8'));
    } catch (error) {
      throw usageError(`cannot read ${options.file}: ${(error as Error).message}`);
    }
    const read = readPuzzleSet(data);
    if (!read.ok) throw usageError(`${options.file}: ${read.error.message}`);
    return read.value;
  }
  const rules = buildAnyRules(options.rules, options.set);
  if (!rules.ok) throw usageError(rules.error);
  const { bundledPuzzles } = await import('@kalaha/engine/puzzles');
  const set = await bundledPuzzles(rules.value);
  if (set === undefined) {
    throw usageError(
      `no puzzles come with these rules (the kalah, kalaha-felt and kalaha presets have them): make a set with kalaha puzzles build and play it with --file`,
    );
  }
  return set;
}

/** Reads South's move: a legal house, asked again after anything else; `undefined` at the end of input. */
async function askMove(position: Position, io: Io): Promise<number | undefined> {
  const m = position.houseCount;
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  try {
    io.stdout.write(`Find the best move for South (house 1-${m}): `);
    for await (const line of lines) {
      const house = Number(line.trim());
      if (
        Number.isInteger(house) &&
        house >= 1 &&
        house <= m &&
        position.house('south', house) > 0
      ) {
        return house;
      }
      io.stdout.write(`'${line.trim()}' is no move here: a house 1-${m} with seeds: `);
    }
    io.stdout.write('\n');
    return undefined;
  } finally {
    lines.close();
  }
}

/** A proven value (South's final store lead) as a sentence's part: "South ends 4 seeds ahead". */
function formatValue(value: number): string {
  if (value === 0) return 'a draw';
  // ±½: equal stores, decided by the tie-break (docs/RULES.md 1.3).
  if (Math.abs(value) === 0.5)
    return `equal stores, South ${value > 0 ? 'wins' : 'loses'} on the tie-break`;
  const seeds = Math.abs(value);
  return `South ends ${seeds} seed${seeds === 1 ? '' : 's'} ${value > 0 ? 'ahead' : 'behind'}`;
}

/** Every move's proven value and the themes, after the solution. */
function solutionSummary(puzzle: Puzzle): string[] {
  const values = puzzle.values
    .map((v, i) => (v === null ? undefined : `house ${i + 1}: ${v > 0 ? '+' : ''}${v}`))
    .filter((text) => text !== undefined);
  return [
    `Every move, proven (South's final store lead with perfect play): ${values.join(' · ')}`,
    `Themes: ${puzzle.themes.join(', ') || 'none'}`,
  ];
}
