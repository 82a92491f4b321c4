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
 * Why a game ended (RULES.md 1.3).
 * - `sideEmpty`: the houses of `side` were all empty after a move (`both` when both sides emptied at
 *   once), under `endRule` `emptierTakes` or `ownerTakes`;
 * - `majority`: under `majorityEnd`, the store of `side` held more than half of all seeds;
 * - `allEmpty`: under `endRule: playOn`, every house was empty.
 */
export type GameEnd =
  | { readonly reason: 'sideEmpty'; readonly side: Side | 'both' }
  | { readonly reason: 'majority'; readonly side: Side }
  | { readonly reason: 'allEmpty' };

/**
 * One step of a move, in the order it happens, so that a UI can animate a move seed by seed and a
 * log can explain it.
 * - `lift`: the mover takes all `seeds` from a house.
 * - `sow`: one seed lands in `pit`, which now holds `seeds`; `lap` is 1 on the first time round the
 *   board and grows each time the sowing passes the house it started from.
 * - `capture`: `by` takes `seeds` in all from `houses` (each with the seeds taken from it) into his store.
 * - `extraTurn`: `side` moves again.
 * - `pass`: `side` has no move and passes (RULES.md 1.3 `playOn`).
 * - `swap`: the player of `side`, the second player, took the pie rule's swap (RULES.md 5): the
 *   players exchange sides, the board stays, and `side` is still to move (now the other player).
 * - `sweep`: at the end, `seeds` go from a house to the store of `to` (the final sweep).
 * - `end`: the game is over; `scores` are the final store counts.
 */
export type MoveEvent =
  | { readonly type: 'lift'; readonly side: Side; readonly house: number; readonly seeds: number }
  | { readonly type: 'sow'; readonly pit: Pit; readonly seeds: number; readonly lap: number }
  | {
      readonly type: 'capture';
      readonly by: Side;
      readonly houses: readonly (HouseRef & { readonly seeds: number })[];
      readonly seeds: number;
    }
  | { readonly type: 'extraTurn'; readonly side: Side }
  | { readonly type: 'pass'; readonly side: Side }
  | { readonly type: 'swap'; readonly side: Side }
  | {
      readonly type: 'sweep';
      readonly side: Side;
      readonly house: number;
      readonly seeds: number;
      readonly to: Side;
    }
  | { readonly type: 'end'; readonly end: GameEnd; readonly scores: PerSide<number> };
