import { unwrap } from '../src/result.ts';
import fc from 'fast-check';
import {
  KALAHA_OPTIONS,
  KALAHA_OPTION_NAMES,
  WARI_OPTIONS,
  GIUTHI_OPTIONS,
  arrange,
  arrangementsAllowed,
  playInMatch,
  startMatch,
  legalMoves,
  play,
  Position,
  validateRuleSet,
  recordResult,
  type GameRecord,
  type Move,
  type MoveEvent,
  type RuleSet,
  type Match,
  type GiuthiRuleSet,
  type Side,
} from '../src/index.ts';

/** A fast-check arbitrary for one option's allowed values, read from {@link KALAHA_OPTIONS}. */
function optionArb(name: (typeof KALAHA_OPTION_NAMES)[number]): fc.Arbitrary<unknown> {
  const spec = KALAHA_OPTIONS[name];
  switch (spec.kind) {
    case 'integer':
      return fc.integer({ min: spec.min, max: spec.max });
    case 'boolean':
      return fc.boolean();
    case 'choice':
      return fc.constantFrom(...spec.values);
  }
}

/**
 * Any valid Kalaha-family rule set: every option random within its range, the two contradictions
 * of `validateRuleSet` resolved towards the valid setting.
 *
 * @param maxHouses caps `houses` (and `seeds`) to keep games short where a test plays many.
 */
export function ruleSetArb(maxHouses = 12): fc.Arbitrary<RuleSet> {
  const entries = Object.fromEntries(KALAHA_OPTION_NAMES.map((n) => [n, optionArb(n)]));
  return fc.record(entries).map((options) => {
    const o = { game: 'kalaha', ...options } as Record<string, unknown>;
    o.houses = Math.min(o.houses as number, maxHouses);
    o.seeds = Math.min(o.seeds as number, maxHouses);
    if (o.capture === 'none') o.captureNeedsLap = false;
    if (o.endRule === 'playOn') o.tieBreak = 'draw';
    const rules = unwrap(validateRuleSet(o));
    return rules;
  });
}

/** A game played to its end (or `maxMoves`), with every position, move and event list. */
export interface PlayedGame {
  readonly rules: RuleSet;
  readonly positions: readonly Position[];
  readonly moves: readonly Move[];
  readonly events: readonly (readonly MoveEvent[])[];
}

/**
 * Plays a game from the start position of `rules`, choosing among the legal moves with `choices`
 * (cycled; each choice modulo the number of legal moves).
 */
export function playGame(
  rules: RuleSet,
  choices: readonly number[],
  maxMoves = 10_000,
): PlayedGame {
  const positions = [Position.initial(rules)];
  const moves: Move[] = [];
  const events: (readonly MoveEvent[])[] = [];
  for (let i = 0; i < maxMoves; i++) {
    const position = positions[positions.length - 1]!;
    const legal = legalMoves(position);
    if (legal.length === 0) break;
    const move = legal[(choices[i % Math.max(choices.length, 1)] ?? 0) % legal.length]!;
    const played = unwrap(play(position, move));
    positions.push(played.position);
    moves.push(move);
    events.push(played.events);
  }
  return { rules, positions, moves, events };
}

/** Random games under random rule sets (boards up to `maxHouses` houses and seeds). */
export function gameArb(maxHouses = 8): fc.Arbitrary<PlayedGame> {
  return fc
    .tuple(ruleSetArb(maxHouses), fc.array(fc.nat(), { minLength: 1, maxLength: 64 }))
    .map(([rules, choices]) => playGame(rules, choices));
}

/** The record of a played game, with fixed players and dates. */
export function recordOf(game: PlayedGame): GameRecord {
  const final = game.positions[game.positions.length - 1]!;
  const result = recordResult(final);
  return {
    rules: game.rules,
    players: {
      south: { name: 'Ada', kind: 'human' },
      north: { name: 'Computer', kind: 'computer', level: 3 },
    },
    start: game.positions[0]!,
    moves: game.moves,
    started: '2026-11-21T10:00:00.000Z',
    ...(result ? { result, ended: '2026-11-21T10:20:00Z' } : {}),
  };
}

/**
 * Any valid Wari or Obridjie rule set (docs/RULES.md 2, 3): Obridjie's one board, or Wari with every
 * option random, its board capped at `maxHouses` houses and `maxSeeds` seeds a house.
 */
export function relativeRuleSetArb(maxHouses = 12, maxSeeds = 12): fc.Arbitrary<RuleSet> {
  const wari = fc
    .record({
      houses: fc.integer({ min: 2, max: Math.max(2, maxHouses) }),
      seeds: fc.integer({ min: 1, max: maxSeeds }),
      grandSlam: fc.constantFrom(...WARI_OPTIONS.grandSlam.values),
      captureChain: fc.constantFrom(...WARI_OPTIONS.captureChain.values),
      originSkip: fc.constantFrom(...WARI_OPTIONS.originSkip.values),
      cycleRule: fc.constantFrom(...WARI_OPTIONS.cycleRule.values),
    })
    .map((o) => ({ game: 'wari', ...o }));
  const obridjie = fc.constant({ game: 'obridjie', houses: 6, seeds: 4 });
  return fc.oneof(wari, wari, obridjie).map((data) => {
    const rules = unwrap(validateRuleSet(data));
    return rules;
  });
}

/**
 * Random Wari and Obridjie games (boards up to `maxHouses` houses and `maxSeeds` seeds), played to
 * their end or `maxMoves` moves.
 */
export function relativeGameArb(
  maxHouses = 8,
  maxSeeds = 8,
  maxMoves = 10_000,
): fc.Arbitrary<PlayedGame> {
  return fc
    .tuple(
      relativeRuleSetArb(maxHouses, maxSeeds),
      fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
    )
    .map(([rules, choices]) => playGame(rules, choices, maxMoves));
}

/**
 * Any valid Giuthi rule set (docs/RULES.md 4): houses 5..`maxHouses`, seeds 4..`maxSeeds`, rounds on or
 * off, every reading of `shrink`, `secondCapture` and `furtherChoice`.
 */
export function giuthiRuleSetArb(maxHouses = 10, maxSeeds = 9): fc.Arbitrary<GiuthiRuleSet> {
  return fc
    .record({
      houses: fc.integer({ min: GIUTHI_OPTIONS.houses.min, max: maxHouses }),
      seeds: fc.integer({ min: GIUTHI_OPTIONS.seeds.min, max: maxSeeds }),
      rounds: fc.boolean(),
      shrink: fc.constantFrom(...GIUTHI_OPTIONS.shrink.values),
      secondCapture: fc.constantFrom(...GIUTHI_OPTIONS.secondCapture.values),
      furtherChoice: fc.constantFrom(...GIUTHI_OPTIONS.furtherChoice.values),
    })
    .map((o) => {
      const rules = validateRuleSet({ game: 'giuthi', ...o });
      if (!rules.ok || rules.value.game !== 'giuthi') throw new Error('not a Giuthi rule set');
      return rules.value;
    });
}

/**
 * Plays a Giuthi match (docs/RULES.md 4) through `playInMatch` and `arrange`, from `startMatch(rules,
 * first)` to its end, or until `maxRounds` rounds have begun and the last one is over, or a round
 * has had `maxMoves` moves. `choices` (cycled) pick each move among the legal ones and lay out each
 * arrangement: one seed a house, then every further seed in the house a choice names.
 */
export function playMatch(
  rules: GiuthiRuleSet,
  first: Side,
  choices: readonly number[],
  maxRounds = 8,
  maxMoves = 2_000,
): Match {
  let match = startMatch(rules, first);
  let k = 0;
  const next = (): number => choices[k++ % Math.max(choices.length, 1)] ?? 0;
  for (;;) {
    if (match.phase === 'playing') {
      if (match.history.at(-1)!.moves.length >= maxMoves) return match;
      const legal = legalMoves(match.position);
      const played = unwrap(playInMatch(match, legal[next() % legal.length]!));
      match = played.match;
    } else if (match.phase === 'arranging') {
      if (match.history.length >= maxRounds) return match;
      const { houses, seeds } = arrangementsAllowed(match)!;
      const pattern = Array<number>(houses).fill(1);
      for (let s = houses; s < seeds; s++) pattern[next() % houses]! += 1;
      const arranged = unwrap(arrange(match, pattern));
      match = arranged;
    } else {
      return match;
    }
  }
}

/** Random Giuthi matches: random rules (boards up to `maxHouses` × `maxSeeds`), first mover and play. */
export function matchArb(maxHouses = 7, maxSeeds = 6, maxRounds = 8): fc.Arbitrary<Match> {
  return fc
    .tuple(
      giuthiRuleSetArb(maxHouses, maxSeeds),
      fc.constantFrom<Side>('south', 'north'),
      fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
    )
    .map(([rules, first, choices]) => playMatch(rules, first, choices, maxRounds));
}
