import {
  legalMoves,
  makeMove,
  makePosition,
  parsePosition,
  perft,
  play,
  Position,
  type RuleSet,
} from '@kalaha/rules';
import { usageError } from '../errors.ts';
import { writeLines, type Io } from '../io.ts';
import { rulesTitle } from '../names.ts';
import { buildAnyRules } from '../options.ts';

/** The options of `kalaha perft`. */
export interface PerftOptions {
  readonly rules: string;
  readonly set?: readonly string[];
  /** Plies, 1 or more. */
  readonly depth: number;
  /**
   * A start position in the notation of the rules library (every game's), without the history of
   * Wari's and Obridjie's repetition rule; the initial position when absent.
   */
  readonly position?: string;
  /** Count per first move at `depth` instead of per depth. */
  readonly divide: boolean;
}

/**
 * `kalaha perft`: counts the move sequences from a position under any preset of the rules library
 * (`perft` of `@kalaha/rules`: one move = one sowing, an Obridjie or Giuthi move with its relay
 * sowings, a Giuthi further choice the next ply; a finished game is one leaf), for each depth
 * 1..N with the time taken, or with `--divide` for each first move at depth N and their total.
 *
 * @throws CliError (usage) for a bad rule set or position text.
 */
export function perftCommand(options: PerftOptions, io: Io): void {
  const rules = buildAnyRules(options.rules, options.set);
  if (!rules.ok) throw usageError(rules.error);
  const position = startPosition(rules.value, options.position);
  const lines = [
    `perft: ${rulesTitle(rules.value, options.rules)}, from ${makePosition(position)}`,
  ];
  if (options.divide) {
    let total = 0;
    for (const move of legalMoves(position)) {
      const played = play(position, move);
      if (!played.ok) throw new Error(`legal move refused: ${played.error.message}`);
      const count = perft(played.value.position, options.depth - 1);
      total += count;
      lines.push(`${makeMove(move)}: ${count}`);
    }
    lines.push(`total at depth ${options.depth}: ${total}`);
  } else {
    for (let depth = 1; depth <= options.depth; depth++) {
      const started = performance.now();
      const count = perft(position, depth);
      const ms = performance.now() - started;
      lines.push(`depth ${depth}: ${count} (${ms.toFixed(1)} ms)`);
    }
  }
  writeLines(io.stdout, lines);
}

function startPosition(rules: RuleSet, text: string | undefined): Position {
  if (text === undefined) return Position.initial(rules);
  const parsed = parsePosition(rules, text);
  if (!parsed.ok) throw usageError(`--position: ${parsed.error.message}`);
  return parsed.value;
}
