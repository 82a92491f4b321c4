/**
 * Fixtures shared by the rule tests: rule sets by preset, hand-built positions, checked moves and
 * event builders, so that each test reads as the rulebook line it checks.
 */
import { unwrap } from '../src/result.ts';
import type { MoveEvent } from '../src/events.ts';
import { play, type MoveResult } from '../src/play.ts';
import { Position, totalSeeds } from '../src/position.ts';
import type { Game } from '../src/options.ts';
import {
  ruleSet,
  type KalahaRuleSet,
  type ObridjieRuleSet,
  type RuleSet,
  type RuleSetOf,
  type WariRuleSet,
  type GiuthiRuleSet,
} from '../src/ruleset.ts';
import type { Side } from '../src/side.ts';

/** The rule set of a preset of `game` with overrides; throws when refused or of another game. */
export function gameRules<G extends Game>(
  game: G,
  preset: string,
  overrides: Record<string, unknown> = {},
): RuleSetOf<G> {
  const r = unwrap(ruleSet(preset, overrides));
  if (r.game !== game) throw new Error(`preset ${preset} is not a ${game} preset`);
  return r as RuleSetOf<G>;
}

/** A Kalaha-family rule set (docs/RULES.md 1): a preset, `kalaha` by default, with overrides. */
export function rules(preset = 'kalaha', overrides: Record<string, unknown> = {}): KalahaRuleSet {
  return gameRules('kalaha', preset, overrides);
}

/** A position from houses (house 1 first); stores not given share the remaining seeds. */
export function at(
  rs: RuleSet,
  south: number[],
  north: number[],
  stores: { south?: number; north?: number } = {},
  turn: Side = 'south',
): Position {
  const rest = totalSeeds(rs) - [...south, ...north].reduce((a, b) => a + b, 0);
  const s =
    stores.south ?? (stores.north === undefined ? Math.floor(rest / 2) : rest - stores.north);
  const n = stores.north ?? rest - s;
  const r = unwrap(
    Position.fromSetup(rs, {
      houses: { south, north },
      stores: { south: s, north: n },
      turn,
    }),
  );
  return r;
}

export function move(p: Position, house: number): MoveResult {
  const r = unwrap(play(p, { house }));
  return r;
}

export const lift = (side: Side, house: number, seeds: number): MoveEvent => ({
  type: 'lift',
  side,
  house,
  seeds,
});
export const sowH = (side: Side, house: number, seeds: number, lap = 1): MoveEvent => ({
  type: 'sow',
  pit: { kind: 'house', side, house },
  seeds,
  lap,
});
export const sowS = (side: Side, seeds: number, lap = 1): MoveEvent => ({
  type: 'sow',
  pit: { kind: 'store', side },
  seeds,
  lap,
});
export const sweep = (side: Side, house: number, seeds: number, to: Side): MoveEvent => ({
  type: 'sweep',
  side,
  house,
  seeds,
  to,
});

/** A Wari rule set (docs/RULES.md 2): preset `wari` (or `oware`) with overrides. */
export function wari(overrides: Record<string, unknown> = {}, preset = 'wari'): WariRuleSet {
  return gameRules('wari', preset, overrides);
}

/** The Obridjie rule set (docs/RULES.md 3). */
export function obridjie(): ObridjieRuleSet {
  return gameRules('obridjie', 'obridjie');
}

/** Obridjie's four taken mid-sowing from house `house` of `side` to its owner (docs/RULES.md 3). */
export const four = (side: Side, house: number): MoveEvent => ({
  type: 'four',
  side,
  house,
  seeds: 4,
});

/** A Giuthi rule set (docs/RULES.md 4): preset `giuthi` with overrides. */
export function giuthi(overrides: Record<string, unknown> = {}): GiuthiRuleSet {
  return gameRules('giuthi', 'giuthi', overrides);
}

/**
 * A Giuthi record written before issue 15 (its rule set without `shrink`, `secondCapture` and
 * `furtherChoice`) as this program writes it back: the rule set read as the rules of then, every
 * option named (docs/RULES.md 4).
 */
export function withOldGiuthiOptions(text: string): string {
  return text.replace(
    '"rounds": true\n  }',
    '"rounds": true,\n    "shrink": "oneTwoThree",\n    "secondCapture": "next",\n    "furtherChoice": "twoOrMore"\n  }',
  );
}
