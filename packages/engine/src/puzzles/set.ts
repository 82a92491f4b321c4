import {
  err,
  legalMoves,
  ok,
  parsePosition,
  play,
  validateRuleSet,
  type Position,
  type Result,
  type RuleSet,
} from '@kalaha/rules';
import * as z from 'zod/mini';
import { rulesKeyWithout } from '../egdb/rules-key.ts';
import type { Puzzle } from './build.ts';
import { PUZZLE_THEMES } from './line.ts';

/** The format line of a puzzle file; a file of another format is refused. */
export const PUZZLES_FORMAT = 'kalaha-puzzles 1';

/** A set of puzzles as `kalaha puzzles build` writes it (JSON). */
export interface PuzzleSet {
  readonly format: string;
  /** The command that made the set. */
  readonly command: string;
  /** The rule set the puzzles are for, every option. */
  readonly rules: RuleSet;
  readonly puzzles: readonly Puzzle[];
}

const PuzzleSchema = z.object({
  position: z.string(),
  best: z.number().check(z.int(), z.minimum(1)),
  values: z.array(z.nullable(z.number())),
  line: z.array(z.array(z.number().check(z.int(), z.minimum(1)))).check(z.minLength(1)),
  themes: z.array(z.enum(PUZZLE_THEMES)),
  rating: z.number(),
});

const SetSchema = z.object({
  format: z.string(),
  command: z.string(),
  rules: z.unknown(),
  puzzles: z.array(PuzzleSchema),
});

/**
 * The puzzle set stored as `data` (parsed JSON, see {@link PuzzleSet}).
 *
 * @returns an error naming what is wrong: not a puzzle set, another format, rules the rules
 *   library refuses, or a puzzle (by number) whose position cannot be read under them, with
 *   North to move, whose best move is not legal, whose values do not name every house, or whose
 *   line does not begin with the best move or cannot be played turn by turn.
 */
export function readPuzzleSet(data: unknown): Result<PuzzleSet, Error> {
  const parsed = SetSchema.safeParse(data);
  if (!parsed.success) return err(new Error(`not a puzzle set: ${parsed.error.message}`));
  const set = parsed.data;
  if (set.format !== PUZZLES_FORMAT) {
    return err(new Error(`puzzle set of format '${set.format}', not '${PUZZLES_FORMAT}'`));
  }
  const rules = validateRuleSet(set.rules);
  if (!rules.ok) return err(new Error(`puzzle set rules: ${rules.error.message}`));
  for (const [i, puzzle] of set.puzzles.entries()) {
    const position = parsePosition(rules.value, puzzle.position);
    const problem = !position.ok
      ? position.error.message
      : position.value.turn !== 'south'
        ? 'North is to move'
        : !legalMoves(position.value).some((move) => move.house === puzzle.best)
          ? `house ${puzzle.best} is no legal move`
          : puzzle.values.length !== position.value.houseCount
            ? `${puzzle.values.length} values for ${position.value.houseCount} houses`
            : puzzle.line[0]![0] !== puzzle.best
              ? 'the line does not begin with the best move'
              : lineProblem(position.value, puzzle.line);
    if (problem !== undefined) return err(new Error(`puzzle ${i + 1}: ${problem}`));
  }
  return ok({ ...set, rules: rules.value });
}

/**
 * What is wrong with `line` as turns played from `position` (South's first, then each side's in
 * turn, every move legal and by the side whose turn it is), or `undefined` when nothing is.
 */
function lineProblem(position: Position, line: readonly (readonly number[])[]): string | undefined {
  let p = position;
  for (const [i, turn] of line.entries()) {
    const side = i % 2 === 0 ? 'south' : 'north';
    if (turn.length === 0) return `turn ${i + 1} of the line is empty`;
    for (const house of turn) {
      const played = p.turn === side ? play(p, { house }) : undefined;
      if (!played?.ok) return `turn ${i + 1} of the line: ${side} cannot play house ${house}`;
      p = played.value.position;
    }
  }
  return undefined;
}

/** No option is left out when a set's rules are compared. */
const EVERY_OPTION: ReadonlySet<string> = new Set();

/** True when `set` is for `rules`, every option the same. */
export function puzzlesFor(set: PuzzleSet, rules: RuleSet): boolean {
  return rulesKeyWithout(set.rules, EVERY_OPTION) === rulesKeyWithout(rules, EVERY_OPTION);
}
