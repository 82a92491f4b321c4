import { Glicko2 } from 'glicko2';

/**
 * Glicko-2 ratings (Mark E. Glickman, "Example of the Glicko-2 system", 2013,
 * http://www.glicko.net/glicko/glicko2.pdf) computed by the `glicko2` npm package.
 *
 * The constants are the paper's: a newcomer is rated 1500 with rating deviation 350 and
 * volatility 0.06 (step 1: "If the player is unrated, set the rating to 1500 and the RD to 350 …
 * set the player's volatility to 0.06" — the paper's suggestion for a starting volatility), and the
 * system constant τ is 0.5 (the paper's example value; "reasonable choices are between 0.3 and
 * 1.2").
 */
export const GLICKO2 = {
  /** A newcomer's rating (Glickman's scale). */
  rating: 1500,
  /** A newcomer's rating deviation (rating points). */
  rd: 350,
  /** A newcomer's volatility. */
  volatility: 0.06,
  /** The system constant τ. */
  tau: 0.5,
} as const;

/** A Glicko-2 rating: rating and deviation in rating points (Glickman's scale), volatility. */
export interface Glicko2Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

/** A game of a rating period from the rated player's side: his opponent and his score. */
export interface PeriodGame {
  readonly opponent: Glicko2Rating;
  /** 1 for a win, 0.5 for a draw, 0 for a loss. */
  readonly score: 0 | 0.5 | 1;
}

/** A newcomer's rating: {@link GLICKO2}'s 1500 / 350 / 0.06. */
export const NEWCOMER: Glicko2Rating = {
  rating: GLICKO2.rating,
  rd: GLICKO2.rd,
  volatility: GLICKO2.volatility,
};

function system(): Glicko2 {
  return new Glicko2({
    tau: GLICKO2.tau,
    rating: GLICKO2.rating,
    rd: GLICKO2.rd,
    vol: GLICKO2.volatility,
  });
}

/**
 * A player's rating after one rating period with these games (Glickman's steps 1-8). A period
 * without games only widens the deviation (step 6).
 */
export function ratePeriod(player: Glicko2Rating, games: readonly PeriodGame[]): Glicko2Rating {
  const glicko = system();
  const me = glicko.makePlayer(player.rating, player.rd, player.volatility);
  glicko.updateRatings(
    games.map((g) => {
      const opponent = glicko.makePlayer(g.opponent.rating, g.opponent.rd, g.opponent.volatility);
      return [me, opponent, g.score];
    }),
  );
  return { rating: me.getRating(), rd: me.getRd(), volatility: me.getVol() };
}

/**
 * Both players' ratings after one game between them, which is one rating period for each: each is
 * rated against the other's rating from before the game.
 *
 * @param southScore South's score: 1 (South won), 0.5 (draw) or 0 (North won).
 */
export function rateGame(
  south: Glicko2Rating,
  north: Glicko2Rating,
  southScore: 0 | 0.5 | 1,
): { readonly south: Glicko2Rating; readonly north: Glicko2Rating } {
  return {
    south: ratePeriod(south, [{ opponent: north, score: southScore }]),
    north: ratePeriod(north, [{ opponent: south, score: (1 - southScore) as 0 | 0.5 | 1 }]),
  };
}

/**
 * The ratings after a first attempt at a puzzle (issue 19): the attempt is a rated game between
 * the player and the puzzle, each rated against the other's rating from before; a puzzle solved
 * is a win for the player and a loss for the puzzle. The web app (ratings kept in the browser)
 * and the server (players who play online) both rate attempts here.
 */
export function ratePuzzleAttempt(
  player: Glicko2Rating,
  puzzle: Glicko2Rating,
  solved: boolean,
): { readonly player: Glicko2Rating; readonly puzzle: Glicko2Rating } {
  const { south, north } = rateGame(player, puzzle, solved ? 1 : 0);
  return { player: south, puzzle: north };
}
