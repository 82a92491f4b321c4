/**
 * The rules a KGP game is played under. The KGP 1.0 specification (KWARC/kalah-game, `spec/`)
 * names no rules beyond "Kalah"; its reference server (`server/go-kgp`, board code of 2022 on)
 * defines them, and they are the `kalah` preset of docs/RULES.md 1.4 with `majorityEnd`:
 * - sowing skips the opponent's store; the last seed in the own store gives an extra turn;
 * - the last seed in an own empty house captures it and the opposite house only when the opposite
 *   house holds seeds (`emptyCapture: false`);
 * - after every move (an extra turn too) the game ends when either side's houses are empty, each
 *   player then putting the seeds on his side into his own store (`endRule: ownerTakes`), or as
 *   soon as a store holds more than half of all seeds, swept the same way (`majorityEnd: true`,
 *   the reference server's early win);
 * - equal stores are a draw.
 */
import { ruleSet, KALAHA_OPTIONS, type KalahaRuleSet } from '@kalaha/rules';

/** The most houses a side the rules library plays (docs/RULES.md 1: 1..12). */
export const KGP_MAX_HOUSES = KALAHA_OPTIONS.houses.max;

/** The most seeds a house at the start the rules library plays (docs/RULES.md 1: 1..12). */
export const KGP_MAX_SEEDS = KALAHA_OPTIONS.seeds.max;

/**
 * The Kalah rules of KGP (see the module comment) on `houses` houses a side with `seeds` seeds a
 * house at the start, built with `ruleSet('kalah', …)`.
 *
 * @throws RangeError when `houses` or `seeds` is outside 1..12 (the caller checks the range, as
 *   {@link positionOfKgpBoard} does).
 */
export function kgpRules(houses: number, seeds: number): KalahaRuleSet {
  const rules = ruleSet('kalah', { houses, seeds, majorityEnd: true });
  if (!rules.ok) throw new RangeError(rules.error.message);
  if (rules.value.game !== 'kalaha') throw new Error("the 'kalah' preset is no Kalaha rule set");
  return rules.value;
}
