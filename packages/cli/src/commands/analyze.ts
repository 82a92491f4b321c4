import {
  analyze,
  moveOf,
  Searcher,
  type Analysis,
  type AnalysisLimits,
  type AnalysisOptions,
} from '@kalaha/engine';
import {
  makeMove,
  makePosition,
  outcome,
  parsePosition,
  type Direction,
  type RuleSet,
} from '@kalaha/rules';
import { usageError } from '../errors.ts';
import { exactSourcesFor, type EgdbDirOption } from '../exact.ts';
import { readRecordFile } from '../record-file.ts';
import { writeLines, type Io } from '../io.ts';
import { quantity, rulesTitle, sideName } from '../names.ts';
import { buildAnyRules } from '../options.ts';

/** The options of `kalaha analyze`. */
export interface AnalyzeOptions {
  /** Preset id (`--rules`), for a position given as text. */
  readonly rules: string;
  /** `--set NAME=VALUE` assignments, for a position given as text. */
  readonly set?: readonly string[];
  /** Milliseconds per position (`--time`). */
  readonly time?: number;
  /** Deepest iteration in plies, the move itself counted (`--depth`). */
  readonly depth?: number;
  /** Print the analyses as JSON instead of tables (`--json`). */
  readonly json: boolean;
  /**
   * A directory of endgame databases whose values count as proven (`--egdb`), or `false` for none
   * (`--no-egdb`).
   */
  readonly egdb?: EgdbDirOption;
}

/** Time per position when neither `--time` nor `--depth` is given: one position, in ms. */
export const POSITION_TIME_MS = 1000;

/** Time per position when neither `--time` nor `--depth` is given: each position of a record. */
export const RECORD_TIME_MS = 200;

/**
 * `kalaha analyze POSITION|RECORD`: the engine's analysis (`@kalaha/engine` `analyze`). A
 * position in the notation of the rules library (it contains `|`), under `--rules`/`--set`: every
 * legal move with its value (proven, or the search score with its depth), the best line and the
 * verdict. Otherwise a game-record file, under its own rules: every position of the game with the
 * value of the move played, the best move and what the move played lost against it.
 *
 * @throws CliError (usage) for a bad rule set, position text or limit; (failure) for a record
 *   that cannot be read or replayed.
 */
export async function analyzeCommand(
  target: string,
  options: AnalyzeOptions,
  io: Io,
): Promise<void> {
  const searcher = new Searcher();
  const exact = exactSourcesFor(options.egdb);
  const tools = (rules: RuleSet): AnalysisOptions => {
    const exactValue = exact.exactValueFor(rules);
    return exactValue === undefined ? { searcher } : { searcher, exactValue };
  };
  if (target.includes('|')) {
    const rules = buildAnyRules(options.rules, options.set);
    if (!rules.ok) throw usageError(rules.error);
    const position = parsePosition(rules.value, target);
    if (!position.ok) throw usageError(`POSITION: ${position.error.message}`);
    const analysis = analyze(
      position.value,
      limitsOf(options, POSITION_TIME_MS),
      tools(rules.value),
    );
    if (options.json) {
      io.stdout.write(`${JSON.stringify(analysis, null, 2)}\n`);
      return;
    }
    writeLines(io.stdout, [
      `Position: ${analysis.position}`,
      `Rules: ${rulesTitle(rules.value, options.rules)}`,
      ...positionReport(analysis),
    ]);
    return;
  }
  await analyzeRecord(target, options, tools, io);
}

async function analyzeRecord(
  file: string,
  options: AnalyzeOptions,
  tools: (rules: RuleSet) => AnalysisOptions,
  io: Io,
): Promise<void> {
  const { record, replayed } = await readRecordFile(file);
  const limits = limitsOf(options, RECORD_TIME_MS);
  const steps = replayed.steps.map((step) => ({
    step,
    analysis: analyze(step.before, limits, tools(step.before.rules)),
  }));
  const final = replayed.final;
  if (options.json) {
    const json = steps.map(({ step, analysis }) => ({
      number: step.number,
      side: step.before.turn,
      played: step.move.house,
      analysis,
    }));
    io.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }
  const limitText =
    limits.timeMs !== undefined ? `${limits.timeMs} ms` : `depth ${limits.depth ?? ''}`.trim();
  const lines = [
    `Analysis of ${file}: ${quantity(steps.length, 'move')}, each position analysed for ${limitText}`,
    `Rules: ${rulesTitle(record.rules)}`,
    `Values in seeds for the side to move (= proven); "South" is the position after the move, from South's view.`,
    '',
    `${'move'.padStart(4)}  ${'side'.padEnd(5)}  ${'played'.padStart(6)}  ${'value'.padStart(7)}  ${'best'.padStart(4)}  ${'value'.padStart(7)}  ${'loss'.padStart(5)}  ${'South'.padStart(7)}`,
  ];
  for (const { step, analysis } of steps) {
    const played = analysis.moves.find(
      (m) => m.move === step.move.house && m.direction === step.move.direction,
    )!;
    const best = analysis.moves[0]!;
    const loss = Math.max(0, best.score - played.score);
    const south = step.before.turn === 'south' ? played.score : -played.score + 0;
    lines.push(
      `${String(step.number).padStart(4)}  ${sideName(step.before.turn).padEnd(5)}  ` +
        `${makeMove(step.move).padStart(6)}  ${value(played.score, played.exact).padStart(7)}  ` +
        `${moveText(best.move, best.direction).padStart(4)}  ${value(best.score, best.exact).padStart(7)}  ` +
        `${(loss === 0 ? '' : String(loss)).padStart(5)}  ${value(south, played.exact).padStart(7)}`,
    );
  }
  const result = outcome(final);
  lines.push(
    '',
    result
      ? `Final: South ${result.scores.south}, North ${result.scores.north}` +
          (result.winner ? ` (${sideName(result.winner)} wins).` : ' (a draw).')
      : `The record ends before the game is over, at ${makePosition(final)}.`,
  );
  writeLines(io.stdout, lines);
}

/** The limits from `--time` and `--depth`; `defaultTimeMs` when neither is given. */
function limitsOf(options: AnalyzeOptions, defaultTimeMs: number): AnalysisLimits {
  if (options.time === undefined && options.depth === undefined) return { timeMs: defaultTimeMs };
  return {
    ...(options.time === undefined ? {} : { timeMs: options.time }),
    ...(options.depth === undefined ? {} : { depth: options.depth }),
  };
}

/** The report of one position: the verdict, then a table of the moves. */
export function positionReport(analysis: Analysis): string[] {
  const who = `${sideName(analysis.turn)} to move`;
  if (analysis.reason === 'gameOver') {
    const side = sideName(analysis.turn);
    const margin = quantity(Math.abs(analysis.score), 'seed');
    const how =
      analysis.verdict === 'drawn' ? 'a draw' : `${side} has ${analysis.verdict} by ${margin}`;
    return [`The game is over: ${how}.`];
  }
  const seconds = (analysis.elapsedMs / 1000).toFixed(2);
  const work = `${analysis.nodes.toLocaleString('en-US')} nodes in ${seconds} s`;
  const lines = [
    `${who}: ${verdictText(analysis)}, score ${signed(analysis.score)}` +
      (analysis.exact ? ' (proven)' : ` (looking ${analysis.depth} moves ahead)`) +
      `; ${work}`,
    `Best line: ${lineText(analysis.pv, analysis.pvDirections)}`,
    '',
    `${'move'.padStart(4)}  ${'value'.padStart(7)}  ${'depth'.padStart(6)}  line`,
  ];
  for (const m of analysis.moves) {
    // Giuthi (docs/RULES.md 4): the same player moves again after a further choice or a pass.
    const again = m.direction === undefined ? '  (extra turn)' : '  (moves again)';
    lines.push(
      `${moveText(m.move, m.direction).padStart(4)}  ${value(m.score, m.exact).padStart(7)}  ` +
        `${(m.exact ? 'proven' : String(m.depth)).padStart(6)}  ${lineText(m.pv, m.pvDirections)}` +
        (m.extraTurn ? again : ''),
    );
  }
  return lines;
}

/** A move as the rules library writes it: `3`, or in Giuthi with its direction, `3cw`. */
function moveText(house: number, direction: Direction | undefined): string {
  return makeMove(moveOf(house, direction));
}

/** A line of moves, each as {@link moveText} writes it. */
function lineText(pv: readonly number[], directions: readonly Direction[] | undefined): string {
  return pv.map((house, i) => moveText(house, directions?.[i])).join(' ');
}

function verdictText(analysis: Analysis): string {
  const margin = quantity(Math.abs(analysis.score), 'seed');
  const proven = analysis.verdictProven;
  switch (analysis.verdict) {
    case 'won':
      return proven ? `wins by ${margin} with best play` : 'is ahead (not proven)';
    case 'lost':
      return proven ? `loses by ${margin} whatever he plays` : 'is behind (not proven)';
    default:
      return proven ? 'draws with best play' : 'is even (not proven)';
  }
}

/** A value in seeds with its sign, `=` in front when proven: `=+8`, `+4.5`, `-2`. */
function value(score: number, exact: boolean): string {
  return `${exact ? '=' : ''}${signed(score)}`;
}

function signed(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}
