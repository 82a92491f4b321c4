/**
 * The library's Wari and Obridjie (docs/RULES.md 2, 3) against the independent naive model of
 * `naive-relatives.ts`: random positions reached by random play under the presets `wari`, `oware`
 * and `obridjie` and under random Wari rule sets, compared move by move (every legal move of every
 * position played in both: board, stores, player to move, end, repetition count), with the agreed
 * end compared on the way, the winner at the end, and perft to depth 3 in the last position in
 * play. The perft tables of both games are checked in `perft.test.ts`.
 */
import { unwrap } from '../src/result.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreeToEnd,
  legalMoves,
  outcome,
  perft,
  play,
  Position,
  ruleSet,
  type ObridjieRuleSet,
  type WariRuleSet,
} from '../src/index.ts';
import {
  naiveAgree,
  naiveKey,
  naiveRelativeInitial,
  naiveRelativeMoves,
  naiveRelativePerft,
  naiveRelativePlay,
  type NaiveRelativeState,
} from './naive-relatives.ts';
import { sameAs } from './same-as.ts';

type Rules = WariRuleSet | ObridjieRuleSet;

function rulesOf(preset: string, overrides: Readonly<Record<string, unknown>> = {}): Rules {
  const made = unwrap(ruleSet(preset, overrides));
  if (made.game === 'kalaha' || made.game === 'giuthi') {
    throw new Error(`${preset} is not a Wari or Obridjie preset`);
  }
  return made;
}

/** The library position as the naive model would show it, history reduced to its count. */
function asNaive(position: Position) {
  return {
    south: position.houses('south'),
    north: position.houses('north'),
    southStore: position.store('south'),
    northStore: position.store('north'),
    turn: position.turn,
    ended: position.end,
    occurrence: position.occurrence,
  };
}

function naiveView(state: NaiveRelativeState) {
  const key = naiveKey(state, state.turn);
  return {
    south: state.south,
    north: state.north,
    southStore: state.southStore,
    northStore: state.northStore,
    turn: state.turn,
    ended: state.ended,
    occurrence: state.ended ? 1 : state.history.filter((k) => k === key).length,
  };
}

function naiveWinner(state: NaiveRelativeState): string {
  if (state.southStore === state.northStore) return 'draw';
  return state.southStore > state.northStore ? 'south' : 'north';
}

/**
 * Plays `choices` as random moves from the start under `rules` in the library and the naive model
 * side by side, comparing every legal move of every position, the agreed end every 7th position,
 * the winner at the end, and perft 3 in the last position in play.
 */
function checkRandomGame(rules: Rules, choices: readonly number[]): void {
  let position = Position.initial(rules, 'south');
  let naive = naiveRelativeInitial(rules, 'south');
  let live = { position, naive };
  const trail: number[] = [];
  for (let i = 0; ; i++) {
    const where = () => `rules ${JSON.stringify(rules)} after moves [${trail.join(' ')}]`;
    sameAs(
      asNaive(position),
      naiveView(naive),
      () => `library (received) vs naive (expected), ${where()}`,
    );
    const legal = legalMoves(position).map((m) => m.house);
    sameAs(legal, naiveRelativeMoves(rules, naive), () => `legal moves, ${where()}`);
    if (position.isOver) {
      expect(outcome(position)?.winner ?? 'draw', `winner, ${where()}`).toBe(naiveWinner(naive));
      break;
    }
    if (i % 7 === 3) {
      const agreed = unwrap(agreeToEnd(position));
      sameAs(
        asNaive(agreed.position),
        naiveView(naiveAgree(rules, naive)),
        () => `agreed end, ${where()}`,
      );
    }
    live = { position, naive };
    if (i === choices.length) break;
    const after = legal.map((house) => {
      const played = play(position, { house });
      if (!played.ok) throw new Error(`play refused ${house}: ${played.error.message}`);
      const naiveNext = naiveRelativePlay(rules, naive, house);
      sameAs(
        asNaive(played.value.position),
        naiveView(naiveNext),
        () => `after move ${house}, ${where()}`,
      );
      return { position: played.value.position, naive: naiveNext };
    });
    const pick = choices[i]! % after.length;
    trail.push(legal[pick]!);
    ({ position, naive } = after[pick]!);
  }
  expect(perft(live.position, 3), `perft 3 after [${trail.join(' ')}]`).toBe(
    naiveRelativePerft(rules, live.naive, 3),
  );
}

/** Random games of 0..300 moves, each move an index into the legal moves. */
const choicesArb = fc
  .integer({ min: 0, max: 300 })
  .chain((length) => fc.array(fc.nat(1000), { minLength: length, maxLength: length }));

describe('library Wari and Obridjie agree with the naive rules on random games', () => {
  for (const preset of ['wari', 'oware', 'obridjie']) {
    it(`under preset ${preset}: 30 random games, every move of every position, agreed ends, perft 3`, () => {
      const rules = rulesOf(preset);
      fc.assert(
        fc.property(choicesArb, (choices) => checkRandomGame(rules, choices)),
        { seed: 4_004_004, numRuns: 30 },
      );
    });
  }

  it('under random Wari rule sets (2..8 houses, 1..8 seeds, both grandSlam and cycleRule values): 150 games', () => {
    const overridesArb = fc.record({
      houses: fc.integer({ min: 2, max: 8 }),
      seeds: fc.integer({ min: 1, max: 8 }),
      grandSlam: fc.constantFrom('forbidden', 'noCapture'),
      cycleRule: fc.constantFrom('ownSide', 'split'),
    });
    fc.assert(
      fc.property(overridesArb, choicesArb, (overrides, choices) =>
        checkRandomGame(rulesOf('wari', overrides), choices),
      ),
      { seed: 20_040_004, numRuns: 150 },
    );
  });

  it('under small Wari boards (2..3 houses), where repetition ends many games: 150 games played out', () => {
    const overridesArb = fc.record({
      houses: fc.integer({ min: 2, max: 3 }),
      seeds: fc.integer({ min: 1, max: 4 }),
      grandSlam: fc.constantFrom('forbidden', 'noCapture'),
      cycleRule: fc.constantFrom('ownSide', 'split'),
    });
    const longArb = fc.array(fc.nat(1000), { minLength: 400, maxLength: 400 });
    fc.assert(
      fc.property(overridesArb, longArb, (overrides, choices) =>
        checkRandomGame(rulesOf('wari', overrides), choices),
      ),
      { seed: 3_141_004, numRuns: 150 },
    );
  });
});
