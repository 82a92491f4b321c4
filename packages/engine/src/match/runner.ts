import type { RuleSet, Side } from '@kalaha/rules';
import { deriveSeed } from '@kalaha/rules';
import type { EngineClient } from '../worker/client.ts';
import type { GameResult, GameSide, GameSpec } from './game.ts';
import { randomOpenings } from './game.ts';
import { matchStats, type GamePoints, type MatchStats } from './stats.ts';

/**
 * A player of a match: a strength level, with level 10's time per move and, for matches that tune
 * it, the Wari evaluation's weights (see `GameSide`); each game gives it its own seed.
 */
export type MatchPlayer = Omit<GameSide, 'seed'>;

/** What match to play. */
export interface MatchOptions {
  /** The rules of every game. */
  readonly rules: RuleSet;
  /** Player A (the statistics are A's). */
  readonly a: MatchPlayer;
  /** Player B. */
  readonly b: MatchPlayer;
  /**
   * Games to play, an even number: pairs of games from the same opening with the sides swapped
   * (A South first, then A North).
   */
  readonly games: number;
  /**
   * Random moves from the start position before the players take over, a new opening for each
   * pair (0: every game from the start position). Distinct openings are drawn with `seed`.
   */
  readonly openingPlies: number;
  /** Seeds the openings and every player's choices: the same seed replays the same match. */
  readonly seed: number;
}

/** One played game of a match, with who was who. */
export interface MatchGame {
  /** 0-based index: games 2k and 2k + 1 are pair k. */
  readonly index: number;
  /** The side player A played. */
  readonly aSide: Side;
  /** The game's spec (opening, levels, seeds): enough to replay it with `playGame`. */
  readonly spec: GameSpec;
  /** How it went. */
  readonly result: GameResult;
  /** A's points: 1, ½ or 0. */
  readonly aPoints: number;
}

/** A match's result. */
export interface MatchReport {
  /** A's statistics: tally, score with its 95% interval, Elo difference with its interval. */
  readonly stats: MatchStats;
  /** A's points as South and as North (games, points). */
  readonly byColour: Readonly<Record<Side, { readonly games: number; readonly points: number }>>;
  /** Average thinking time per move of A and B, in milliseconds. */
  readonly msPerMove: { readonly a: number; readonly b: number };
  /** Every game, in index order. */
  readonly games: readonly MatchGame[];
  /** Wall-clock milliseconds of the whole match. */
  readonly elapsedMs: number;
}

/**
 * The specs of a match's games, in order: pair k plays opening k (cycling when there are fewer
 * distinct openings than pairs), game 2k with A South, game 2k + 1 with A North; each side of
 * each game has a seed derived from the match seed and the game index.
 *
 * @throws RangeError when `games` is not a positive even number.
 */
export function matchGames(options: MatchOptions): { spec: GameSpec; aSide: Side }[] {
  const { games, rules, seed } = options;
  if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) {
    throw new RangeError(`a match is a positive even number of games (got ${games})`);
  }
  const openings = randomOpenings(rules, options.openingPlies, games / 2, deriveSeed(seed, -1));
  const side = (player: MatchPlayer, s: number): GameSide => ({ ...player, seed: s });
  return Array.from({ length: games }, (_, index) => {
    const aSide: Side = index % 2 === 0 ? 'south' : 'north';
    const south = deriveSeed(seed, 2 * index);
    const north = deriveSeed(seed, 2 * index + 1);
    const opening = openings[Math.floor(index / 2) % openings.length]!;
    const players =
      aSide === 'south'
        ? { south: side(options.a, south), north: side(options.b, north) }
        : { south: side(options.b, south), north: side(options.a, north) };
    return { aSide, spec: { rules, opening, players } };
  });
}

/**
 * Plays a match on `engines` (each runs one game at a time; give one per thread), and reports A's
 * score with its confidence interval and Elo difference (`stats.ts`).
 *
 * @param onGame called after each game with the games finished so far (any order) and the
 *   statistics so far.
 * @throws RangeError for an odd or non-positive number of games; rejects with an `EngineError`
 *   when an engine fails.
 */
export async function runMatch(
  options: MatchOptions,
  engines: readonly EngineClient[],
  onGame?: (finished: number, stats: MatchStats, game: MatchGame) => void,
): Promise<MatchReport> {
  if (engines.length === 0) throw new RangeError('runMatch needs at least one engine');
  const started = performance.now();
  const plan = matchGames(options);
  const done: MatchGame[] = [];
  const points: GamePoints[] = [];
  let next = 0;
  const work = async (engine: EngineClient): Promise<void> => {
    while (next < plan.length) {
      const index = next++;
      const { spec, aSide } = plan[index]!;
      const result = await engine.playGame(spec).result;
      const aPoints = result.winner === 'draw' ? 0.5 : result.winner === aSide ? 1 : 0;
      const game: MatchGame = { index, aSide, spec, result, aPoints };
      done.push(game);
      points.push({ pair: Math.floor(index / 2), points: aPoints });
      onGame?.(done.length, matchStats(points), game);
    }
  };
  await Promise.all(engines.map(work));
  done.sort((x, y) => x.index - y.index);

  const byColour = { south: { games: 0, points: 0 }, north: { games: 0, points: 0 } };
  let aMs = 0;
  let aMoves = 0;
  let bMs = 0;
  let bMoves = 0;
  for (const g of done) {
    byColour[g.aSide].games++;
    byColour[g.aSide].points += g.aPoints;
    const bSide: Side = g.aSide === 'south' ? 'north' : 'south';
    aMs += g.result.thinkingMs[g.aSide];
    aMoves += g.result.levelMoves[g.aSide];
    bMs += g.result.thinkingMs[bSide];
    bMoves += g.result.levelMoves[bSide];
  }
  return {
    stats: matchStats(points),
    byColour,
    msPerMove: { a: aMoves > 0 ? aMs / aMoves : 0, b: bMoves > 0 ? bMs / bMoves : 0 },
    games: done,
    elapsedMs: performance.now() - started,
  };
}
