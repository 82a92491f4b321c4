import { opponent, outcome, type Position, type RuleSet, type Side } from '@kalaha/rules';

/**
 * The score of a won game on top of its store difference, so that any win outranks any unfinished
 * position: larger than the most seeds a game holds (2 × 12 houses × 12 seeds = 288).
 */
export const WIN_SCORE = 1000;

/**
 * Weight of one seed in one's own houses against one seed in the store, by `endRule`: seeds left in
 * your houses end in your store under `ownerTakes` (and mostly under `playOn`), but in the
 * opponent's store under `emptierTakes` when he empties his side first. A quarter of a stored seed
 * keeps it a tie-breaker between equal store differences; chosen by hand, not tuned.
 */
const HOUSE_SEED_WEIGHT: Readonly<Record<RuleSet['endRule'], number>> = {
  ownerTakes: 0.25,
  playOn: 0.25,
  emptierTakes: -0.25,
};

/**
 * The value of `position` for `side`, in seeds: a finished game scores its final store difference
 * plus {@link WIN_SCORE} for a win (minus for a loss, nothing for a draw; RULES.md 1.3 and the
 * `tieBreak` option decide who won); an unfinished one scores the store difference plus a weak term
 * for the seeds on each side ({@link HOUSE_SEED_WEIGHT}).
 */
export function evaluate(position: Position, side: Side): number {
  const other = opponent(side);
  const stores = position.store(side) - position.store(other);
  const result = outcome(position);
  if (result) {
    const bonus = result.winner === undefined ? 0 : result.winner === side ? WIN_SCORE : -WIN_SCORE;
    return bonus + stores;
  }
  const houses = sum(position.houses(side)) - sum(position.houses(other));
  return stores + HOUSE_SEED_WEIGHT[position.rules.endRule] * houses;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
