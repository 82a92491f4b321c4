import type { Direction } from './move.ts';
import type { PerSide, Side } from './side.ts';

/** A house, by its owner and number (1..m from the owner's left). */
export interface HouseRef {
  readonly side: Side;
  readonly house: number;
}

/** A pit a seed can be sown into: a house, or a store when the game sows into stores. */
export type Pit =
  ({ readonly kind: 'house' } & HouseRef) | { readonly kind: 'store'; readonly side: Side };

/**
 * Why a game ended.
 * - `sideEmpty` (Kalaha family, docs/RULES.md 1.3): the houses of `side` were all empty after a move
 *   (`both` when both sides emptied at once), under `endRule` `emptierTakes` or `ownerTakes`;
 * - `majority`: the store of `side` held more than half of all seeds (Kalaha under `majorityEnd`,
 *   docs/RULES.md 1.3; always in Wari, docs/RULES.md 2);
 * - `allEmpty` (Kalaha family): under `endRule: playOn`, every house was empty;
 * - `noMove` (Wari, Obridjie: docs/RULES.md 2, 3): `side` was to move and had no legal move (no seeds,
 *   or in Wari no move that feeds the empty opponent, or in Obridjie only never-ending moves); in
 *   Giuthi (docs/RULES.md 4) the round ends so when neither `side`, to move, nor the other can move;
 * - `repetition` (Wari, Obridjie, Giuthi): a position (board and player to move) occurred for the third
 *   time;
 * - `agreement` (Wari, Obridjie): both players agreed to end the game (see `agreeToEnd`).
 */
export type GameEnd =
  | { readonly reason: 'sideEmpty'; readonly side: Side | 'both' }
  | { readonly reason: 'majority'; readonly side: Side }
  | { readonly reason: 'allEmpty' }
  | { readonly reason: 'noMove'; readonly side: Side }
  | { readonly reason: 'repetition' }
  | { readonly reason: 'agreement' };

/** A house with the seeds taken from it. */
export type HouseSeeds = HouseRef & { readonly seeds: number };

/**
 * One step of a move, in the order it happens, so that a UI can animate a move seed by seed and a
 * log can explain it.
 * - `lift`: the mover takes all `seeds` from house `house` of `side`. In the Kalaha family and Wari
 *   there is one lift, from the mover's own house; in Obridjie (docs/RULES.md 3) every relay sowing
 *   starts with a further lift, from the house the last seed fell in, on either side.
 * - `sow`: one seed lands in `pit`, which now holds `seeds`; `lap` is 1 on the first time round the
 *   board and grows each time the sowing passes the house it was lifted from (the origin, skipped
 *   in Wari and in an Obridjie sowing of 12 seeds or more). Each relay lift starts again at lap 1.
 *   Wari and Obridjie sow houses only: their stores are banks beside the board.
 * - `four` (Obridjie, docs/RULES.md 3): a seed that is not the last of its sowing made house `house` of
 *   `side` hold exactly 4; those `seeds` (4) go at once to the store of `side`, the house's owner.
 * - `capture`: `by` takes `seeds` in all from `houses` (each with the seeds taken from it) into his
 *   store; in Wari the houses are the chain of 2s and 3s, the last sown first (docs/RULES.md 2); in
 *   Obridjie the one house the last seed made hold 4 (docs/RULES.md 3).
 * - `grandSlam` (Wari, docs/RULES.md 2): the capture of `houses` by `by` would have taken every seed on
 *   the opponent's side, so it is not made: the move captures nothing (`rule` is the `grandSlam`
 *   option: under `forbidden` such a move is only played when every legal move is one).
 * - `extraTurn`: `side` moves again.
 * - `pass`: `side` has no move and passes (docs/RULES.md 1.3 `playOn`; Giuthi, docs/RULES.md 4: no house
 *   holding 2 or more seeds).
 * - `choice` (Giuthi, docs/RULES.md 4): the last seed fell in an occupied house of the mover, `side`, who
 *   now picks any own house with 2 or more seeds and sows it in `direction`, the reverse of the lap
 *   just made: a further move inside the same turn.
 * - `mustFeed` (Wari, docs/RULES.md 2): `side` is to move and the opponent's houses are all empty, so
 *   his move must sow into them.
 * - `swap`: the player of `side`, the second player, took the pie rule's swap (docs/RULES.md 5): the
 *   players exchange sides, the board stays, and `side` is still to move (now the other player).
 * - `sweep`: at the end, `seeds` go from a house to the store of `to` (the final sweep). Under
 *   Wari's `cycleRule: split` a house may be swept in two parts, to each player.
 * - `end`: the game is over; `scores` are the final store counts.
 */
export type MoveEvent =
  | { readonly type: 'lift'; readonly side: Side; readonly house: number; readonly seeds: number }
  | { readonly type: 'sow'; readonly pit: Pit; readonly seeds: number; readonly lap: number }
  | { readonly type: 'four'; readonly side: Side; readonly house: number; readonly seeds: number }
  | {
      readonly type: 'capture';
      readonly by: Side;
      readonly houses: readonly HouseSeeds[];
      readonly seeds: number;
    }
  | {
      readonly type: 'grandSlam';
      readonly by: Side;
      readonly houses: readonly HouseSeeds[];
      readonly seeds: number;
      readonly rule: 'forbidden' | 'noCapture';
    }
  | { readonly type: 'extraTurn'; readonly side: Side }
  | { readonly type: 'pass'; readonly side: Side }
  | { readonly type: 'choice'; readonly side: Side; readonly direction: Direction }
  | { readonly type: 'mustFeed'; readonly side: Side }
  | { readonly type: 'swap'; readonly side: Side }
  | {
      readonly type: 'sweep';
      readonly side: Side;
      readonly house: number;
      readonly seeds: number;
      readonly to: Side;
    }
  | { readonly type: 'end'; readonly end: GameEnd; readonly scores: PerSide<number> };
