import {
  legalMoves,
  makeMove,
  outcome,
  play,
  Position,
  SIDES,
  type Move,
  type PerSide,
  type RuleSet,
  type Side,
  unwrap,
} from '@kalaha/rules';
import type { ExactKit } from '../levels/exact-sources.ts';
import { levelMove, moveOf } from '../levels/level-move.ts';
import { createPrng, type Prng } from '@kalaha/rules';
import { WARI_WEIGHTS, type WariWeights } from '../params.ts';
import { Searcher } from '../searcher.ts';

/** One side of a game between levels. */
export interface GameSide {
  /** Strength level 1..10. */
  readonly level: number;
  /** Seeds the side's random choices (low 32 bits). */
  readonly seed: number;
  /** Level 10's time per move in milliseconds (the table's when absent). */
  readonly timeMs?: number;
  /**
   * The weights of the Wari and Oware evaluation for this side (the engine's own, `WARI_WEIGHTS`,
   * when absent): for matches that tune them (`bench/tune-wari.ts`).
   */
  readonly wariWeights?: WariWeights;
  /** `false`: this side plays without the opening book (levels 8-10; `book/books.ts`). */
  readonly book?: false;
  /**
   * `false`: this side's level 10 plays without the exact solver and endgame databases the game
   * is given (to measure what they gain).
   */
  readonly exact?: false;
}

/** A game to play between two levels (plain data, so that it can be posted to a worker). */
export interface GameSpec {
  /** The rules. */
  readonly rules: RuleSet;
  /**
   * Moves played from the start position before the levels take over (the house, and in Giuthi
   * the direction, docs/RULES.md 4).
   */
  readonly opening: readonly Move[];
  /** Who moves first (South by default, docs/RULES.md 0). */
  readonly starts?: Side;
  /** The levels at each side. */
  readonly players: PerSide<GameSide>;
}

/** How a game between levels went (plain data). */
export interface GameResult {
  /** Every move of the game, the opening included (with its direction in Giuthi). */
  readonly moves: readonly Move[];
  /** Seeds in each store at the end. */
  readonly scores: PerSide<number>;
  /** The winner (docs/RULES.md 1.3 and `tieBreak`), or `draw`. */
  readonly winner: Side | 'draw';
  /** Milliseconds each side spent choosing moves. */
  readonly thinkingMs: PerSide<number>;
  /** Moves each side's level chose (the opening not counted). */
  readonly levelMoves: PerSide<number>;
}

/**
 * Plays a whole game between two levels, in this thread: the opening first, then each side's
 * level moves until the game ends (every game ends, docs/RULES.md 0). Each side's table is cleared
 * first, so the game depends only on `spec` (and on the clock for level 10). A Giuthi game is one
 * round (docs/RULES.md 4: the round ends when neither player can move), whatever the `rounds` option:
 * the seeds each player holds after it decide the game, as the first round of a match would.
 *
 * @param searchers a searcher per side (reused across games to save allocating tables); new ones
 *   when absent.
 * @param exact level 10's exact solver and database values for the game's rules
 *   (`ExactSources.for`); level 10 searches only when absent.
 * @throws Error when an opening move is illegal (a bug in the caller).
 */
export function playGame(
  spec: GameSpec,
  searchers: PerSide<Searcher> = { south: new Searcher(), north: new Searcher() },
  exact?: ExactKit,
): GameResult {
  let position = Position.initial(spec.rules, spec.starts ?? 'south');
  const moves: Move[] = [];
  const step = (move: Move): void => {
    const played = play(position, move);
    if (!played.ok) {
      throw new Error(`move ${moves.length + 1} (${makeMove(move)}): ${played.error.message}`);
    }
    position = played.value.position;
    moves.push(move);
  };
  for (const move of spec.opening) step(move);
  const random: PerSide<Prng> = {
    south: createPrng(spec.players.south.seed),
    north: createPrng(spec.players.north.seed),
  };
  const thinkingMs = { south: 0, north: 0 };
  const levelMoves = { south: 0, north: 0 };
  for (const side of SIDES) {
    searchers[side].clear();
    searchers[side].setWariWeights(spec.players[side].wariWeights ?? WARI_WEIGHTS);
  }
  while (!position.isOver) {
    const side = position.turn;
    const player = spec.players[side];
    const chosen = levelMove(position, player.level, {
      seed: random[side].nextUint32(),
      searcher: searchers[side],
      ...(player.timeMs === undefined ? {} : { timeMs: player.timeMs }),
      ...(player.exact === false ? {} : exact),
      ...(player.book === false ? { book: false as const } : {}),
    });
    thinkingMs[side] += chosen.elapsedMs;
    levelMoves[side]++;
    step(moveOf(chosen.move, chosen.direction));
  }
  const result = outcome(position)!;
  return { moves, scores: result.scores, winner: result.winner ?? 'draw', thinkingMs, levelMoves };
}

/**
 * `count` distinct openings of `plies` random moves each from the start position (South first),
 * none of which ends the game, drawn with `seed`. Fewer when there are not that many distinct
 * openings (a small board); `[[]]` (the start position) for 0 plies.
 */
export function randomOpenings(
  rules: RuleSet,
  plies: number,
  count: number,
  seed: number,
): Move[][] {
  if (plies <= 0) return [[]];
  const random = createPrng(seed);
  const seen = new Set<string>();
  const openings: Move[][] = [];
  // Give up after many repeats: a small board may have fewer distinct openings than asked.
  for (let tries = 0; openings.length < count && tries < count * 50 + 100; tries++) {
    let position = Position.initial(rules);
    const line: Move[] = [];
    while (line.length < plies && !position.isOver) {
      const moves = legalMoves(position);
      const move = moves[random.below(moves.length)]!;
      const played = unwrap(play(position, move));
      position = played.position;
      line.push(move);
    }
    const key = line.map(makeMove).join(',');
    if (position.isOver || seen.has(key)) continue;
    seen.add(key);
    openings.push(line);
  }
  return openings;
}
