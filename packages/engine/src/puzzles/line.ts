import {
  legalMoves,
  opponent,
  play,
  unwrap,
  type MoveEvent,
  type Position,
  type Side,
} from '@kalaha/rules';

/**
 * What a puzzle's solution shows, found from the rules library's events along its line
 * (docs/RULES.md 1.2 and 1.3):
 *
 * - `extraTurn`: the solver earns an extra turn; `extraTurnChain`, two or more in one turn.
 * - `capture`: the solver captures.
 * - `emptyOwnSide`: the game ends because the solver's houses are empty (under `emptierTakes`
 *   the seeds left on the other side are his), or in Wari and Oware because he has no move.
 * - `starve`: the game ends because the opponent's houses are empty, or in Wari and Oware because
 *   the opponent has no move (he cannot be fed).
 * - `grandSlamAvoided`: the solver had a grand slam and played another move (under Oware's
 *   `grandSlam: noCapture` a grand slam captures nothing, docs/RULES.md 2; under `forbidden` it is
 *   no move, so the theme does not arise).
 * - `relay`: a move of the solver sows on from where a lap ended (relay sowing, Obridjie,
 *   docs/RULES.md 3: the move lifts seeds more than once).
 * - `defence`: the opponent captures or earns an extra turn in the line and the solver's gain
 *   holds all the same.
 *
 * Wari's and Oware's puzzles (docs/RULES.md 2) show captures (a chain of houses is one capture),
 * grand slams avoided, defence and starving; Obridjie's (3) relays, captures of fours, defence and
 * starving (a player who cannot move ends the game).
 */
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

/** Every {@link PuzzleTheme}, in the order a puzzle lists them. */
export const PUZZLE_THEMES = [
  'extraTurn',
  'extraTurnChain',
  'capture',
  'emptyOwnSide',
  'starve',
  'grandSlamAvoided',
  'relay',
  'defence',
] as const;

/** A puzzle's solution: the turns to play and what they show. */
export interface SolutionLine {
  /**
   * Turns, alternately the solver's and the opponent's, the solver's first: each the houses of one
   * turn (an extra turn's move belongs to the turn it extends).
   */
  readonly turns: readonly (readonly number[])[];
  /** The solver's store lead gained over the line, in seeds (store difference after less before). */
  readonly gain: number;
  /** What the line shows, in the order of {@link PUZZLE_THEMES}. */
  readonly themes: readonly PuzzleTheme[];
}

/** The store difference from `side`'s view, in seeds. */
function lead(position: Position, side: Side): number {
  return position.store(side) - position.store(opponent(side));
}

/**
 * The solution line of a puzzle: `moves` (a principal variation from `position`, the solver's
 * best move first) played turn by turn until the solver has banked `margin` seeds more than his
 * opponent since `position` at the end of one of his turns, or the game ended.
 *
 * @returns the line, or `undefined` when that takes more than `maxTurns` turns of the solver (a
 *   line too long to follow) or the moves run out first.
 * @throws Error when a move of `moves` is not legal (a principal variation always is).
 */
export function solutionLine(
  position: Position,
  moves: readonly number[],
  margin: number,
  maxTurns: number,
): SolutionLine | undefined {
  const solver = position.turn;
  const before = lead(position, solver);
  const turns: number[][] = [];
  const themes = new Set<PuzzleTheme>();
  let p = position;
  let solverTurns = 0;
  for (const house of moves) {
    const mover = p.turn;
    if (turns.length === 0 || (turns.length % 2 === 1) !== (mover === solver)) turns.push([]);
    turns.at(-1)!.push(house);
    const played = unwrap(play(p, { house }));
    noteThemes(p, house, played.events, solver, themes, turns.at(-1)!.length);
    p = played.position;
    const turnOver = p.isOver || p.turn !== mover;
    if (!turnOver || mover !== solver) continue;
    solverTurns += 1;
    if (p.isOver || lead(p, solver) - before >= margin) {
      const order = PUZZLE_THEMES.filter((theme) => themes.has(theme));
      return { turns, gain: lead(p, solver) - before, themes: order };
    }
    if (solverTurns >= maxTurns) return undefined;
  }
  return undefined;
}

/**
 * The themes of a stored line (`turns`, from `position`, the solver to move): those
 * {@link solutionLine} found for it.
 *
 * @throws Error when a move of the line is not legal (a stored line is checked when read).
 */
export function lineThemes(
  position: Position,
  turns: readonly (readonly number[])[],
): PuzzleTheme[] {
  const themes = new Set<PuzzleTheme>();
  let p = position;
  for (const turn of turns) {
    for (const [i, house] of turn.entries()) {
      const played = unwrap(play(p, { house }));
      noteThemes(p, house, played.events, position.turn, themes, i + 1);
      p = played.position;
    }
  }
  return PUZZLE_THEMES.filter((theme) => themes.has(theme));
}

/** True when a legal move of `position` other than `house` is a grand slam (docs/RULES.md 2). */
function grandSlamBesides(position: Position, house: number): boolean {
  return legalMoves(position).some(
    (move) =>
      move.house !== house &&
      unwrap(play(position, move)).events.some((e) => e.type === 'grandSlam'),
  );
}

/**
 * Adds the themes the move of `house` from `before`, with `events`, shows; `movesInTurn` counts
 * this move in its turn.
 */
function noteThemes(
  before: Position,
  house: number,
  events: readonly MoveEvent[],
  solver: Side,
  themes: Set<PuzzleTheme>,
  movesInTurn: number,
): void {
  if (
    before.turn === solver &&
    !events.some((e) => e.type === 'grandSlam') &&
    grandSlamBesides(before, house)
  ) {
    themes.add('grandSlamAvoided');
  }
  // Relay sowing (Obridjie, docs/RULES.md 3): the solver's move lifts again where a lap ended.
  if (before.turn === solver && events.filter((e) => e.type === 'lift').length >= 2) {
    themes.add('relay');
  }
  for (const event of events) {
    if (event.type === 'extraTurn') {
      if (event.side !== solver) themes.add('defence');
      else themes.add(movesInTurn >= 2 ? 'extraTurnChain' : 'extraTurn');
    } else if (event.type === 'capture') {
      themes.add(event.by === solver ? 'capture' : 'defence');
    } else if (
      event.type === 'end' &&
      (event.end.reason === 'sideEmpty' || event.end.reason === 'noMove')
    ) {
      if (event.end.side === solver) themes.add('emptyOwnSide');
      else if (event.end.side === opponent(solver)) themes.add('starve');
    }
  }
}
