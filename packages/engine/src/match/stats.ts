/**
 * Match statistics: the score of player A against player B with a 95% confidence interval, and
 * the Elo difference it means.
 *
 * Games are played in pairs, the same opening once with each colour, so the pair (not the game)
 * is the independent unit: the variance is estimated from the pairs' scores (the "pentanomial"
 * model of Stockfish's fishtest: a pair scores 0, ½, 1, 1½ or 2 points), which removes the
 * colour's and the opening's share of the noise. When that cannot be estimated (fewer than two
 * pairs, or every pair scored alike) the Wilson interval of the game scores is used instead.
 */

/** Points of one game for player A: 1 win, ½ draw, 0 loss; with the pair it belongs to. */
export interface GamePoints {
  /** The pair (opening) the game belongs to; games of one pair share an opening. */
  readonly pair: number;
  /** A's points: 0, 0.5 or 1. */
  readonly points: number;
}

/** A's results and what they mean. */
export interface MatchStats {
  /** Games counted. */
  readonly games: number;
  /** Games A won. */
  readonly wins: number;
  /** Games drawn. */
  readonly draws: number;
  /** Games A lost. */
  readonly losses: number;
  /** A's score: points per game, 0..1. */
  readonly score: number;
  /** Lower end of the 95% confidence interval of {@link MatchStats.score}. */
  readonly scoreLow: number;
  /** Upper end of the 95% confidence interval of {@link MatchStats.score}. */
  readonly scoreHigh: number;
  /** Elo difference A − B that {@link MatchStats.score} means (±Infinity at 100% / 0%). */
  readonly elo: number;
  /** Elo of {@link MatchStats.scoreLow}. */
  readonly eloLow: number;
  /** Elo of {@link MatchStats.scoreHigh}. */
  readonly eloHigh: number;
}

/** The normal quantile of a two-sided 95% interval. */
export const Z_95 = 1.959964;

/**
 * The Elo difference of a score (logistic model: expected score 1 / (1 + 10^(−d/400))).
 *
 * @param score points per game, 0..1.
 * @returns the difference in Elo; +Infinity for 1, −Infinity for 0.
 */
export function eloOf(score: number): number {
  if (score >= 1) return Infinity;
  if (score <= 0) return -Infinity;
  return -400 * Math.log10(1 / score - 1) + 0;
}

/**
 * A's statistics over `games` (in any order).
 *
 * @returns the tally, the score and its 95% interval (clamped to 0..1), and the Elo difference
 *   with the interval's Elo. With no games: score 0.5, interval 0..1.
 */
export function matchStats(games: readonly GamePoints[]): MatchStats {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const pairs = new Map<number, { points: number; games: number }>();
  for (const g of games) {
    if (g.points === 1) wins++;
    else if (g.points === 0) losses++;
    else draws++;
    const p = pairs.get(g.pair) ?? { points: 0, games: 0 };
    p.points += g.points;
    p.games += 1;
    pairs.set(g.pair, p);
  }
  const n = games.length;
  if (n === 0) {
    return {
      games: 0,
      wins,
      draws,
      losses,
      score: 0.5,
      scoreLow: 0,
      scoreHigh: 1,
      elo: 0,
      eloLow: -Infinity,
      eloHigh: Infinity,
    };
  }
  const score = (wins + draws / 2) / n;
  // Per-pair mean scores u_j over g_j games: the score is their weighted mean, and its variance
  // is estimated as Σ g_j² (u_j − score)² / n² · K / (K − 1) over the K pairs (for equal pairs:
  // the sample variance of the pair scores over K).
  const units = [...pairs.values()];
  let half: number | undefined;
  if (units.length >= 2) {
    let sum = 0;
    for (const u of units) sum += (u.points - u.games * score) ** 2;
    const variance = (sum / (n * n)) * (units.length / (units.length - 1));
    if (variance > 0) half = Z_95 * Math.sqrt(variance);
  }
  let low: number;
  let high: number;
  if (half !== undefined) {
    low = score - half;
    high = score + half;
  } else {
    [low, high] = wilson(score, n);
  }
  low = Math.max(0, low);
  high = Math.min(1, high);
  return {
    games: n,
    wins,
    draws,
    losses,
    score,
    scoreLow: low,
    scoreHigh: high,
    elo: eloOf(score),
    eloLow: eloOf(low),
    eloHigh: eloOf(high),
  };
}

/** The Wilson score interval (95%) of a proportion `p` over `n` trials. */
function wilson(p: number, n: number): [number, number] {
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [centre - half, centre + half];
}
