/**
 * Types for the `glicko2` npm package (glicko2js 1.2, Henri Bourcereau; it ships none): only the
 * part `glicko.ts` uses. Ratings are on Glickman's scale (1500 for a newcomer), `rd` is the rating
 * deviation in rating points, `vol` the volatility; the package converts to the Glicko-2 scale
 * (÷ 173.7178) inside.
 */
declare module 'glicko2' {
  /** Defaults for new players and the system constant. */
  export interface Glicko2Settings {
    /** The system constant τ (constrains volatility changes; Glickman: 0.3 to 1.2). */
    readonly tau?: number;
    /** A newcomer's rating. */
    readonly rating?: number;
    /** A newcomer's rating deviation. */
    readonly rd?: number;
    /** A newcomer's volatility. */
    readonly vol?: number;
  }

  /** A player of a rating period. */
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** One game of the period: the first player, his opponent, his score (1 win, 0.5 draw, 0 loss). */
  export type Match = [Player, Player, number];

  /** One rating period over the players made by {@link Glicko2.makePlayer}. */
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    /** A player with this rating, deviation and volatility (defaults: the settings'). */
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Rates every player made here on the period's `matches` (both sides of each game). */
    updateRatings(matches: readonly Match[]): void;
  }
}
