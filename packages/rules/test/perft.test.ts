/**
 * The library's perft and play against independent, naive implementations: first the perft tables
 * of `perft-tables.json` for every game (computed with `naive.ts` for docs/RULES.md 1.1-1.3 and
 * `naive-relatives.ts` for docs/RULES.md 2-3 by `make-perft-tables.ts`), then, for the Kalaha family,
 * random positions reached by random play under every preset and under random rule sets, compared
 * move by move and by perft to depth 3 (Wari and Obridjie: `perft-relatives.test.ts`).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  outcome,
  parsePosition,
  perft,
  play,
  Position,
  PRESETS,
  presetsOf,
  ruleSet,
  type KalahaRuleSet,
  type Move,
  type RuleSet,
} from '../src/index.ts';
import type { PerftTables } from './make-perft-tables.ts';
import { sameAs } from './same-as.ts';
import {
  naiveInitial,
  naiveMoves,
  naivePerft,
  naivePlay,
  naiveWinner,
  type NaiveMove,
  type NaiveState,
} from './naive.ts';

const TABLES = JSON.parse(
  readFileSync(new URL('./perft-tables.json', import.meta.url), 'utf8'),
) as PerftTables;

/** A rule set written briefly for a test name: `kalaha-de + seeds=3, captureTwoThree=true`. */
function describeRules(preset: string, overrides: Readonly<Record<string, unknown>>): string {
  const changes = Object.entries(overrides).map(([k, v]) => `${k}=${String(v)}`);
  return changes.length === 0 ? preset : `${preset} + ${changes.join(', ')}`;
}

function rulesOf(preset: string, overrides: Readonly<Record<string, unknown>>): RuleSet {
  const made = ruleSet(preset, overrides);
  if (!made.ok) throw new Error(`${describeRules(preset, overrides)}: ${made.error.message}`);
  return made.value;
}

function kalahaRulesOf(
  preset: string,
  overrides: Readonly<Record<string, unknown>>,
): KalahaRuleSet {
  const rules = rulesOf(preset, overrides);
  if (rules.game !== 'kalaha') throw new Error(`${preset} is not a Kalaha-family preset`);
  return rules;
}

/** A library position in the naive model's shape, to compare with `toEqual`. */
function asNaive(position: Position): NaiveState {
  return {
    south: position.houses('south'),
    north: position.houses('north'),
    southStore: position.store('south'),
    northStore: position.store('north'),
    turn: position.turn,
    ended: position.end as NaiveState['ended'],
    ...(position.pie ? { pie: position.pie } : {}),
  };
}

/** A library move as the naive model writes it: the house number, or `swap`. */
function naiveName(move: Move): NaiveMove {
  return move.swap ? 'swap' : move.house;
}

describe('perft tables (perft-tables.json, computed by the naive implementation)', () => {
  it('has an entry for every preset, to depth 6 at least', () => {
    // Giuthi's table is giuthi-perft-table.json, from its own naive model (perft-giuthi.test.ts).
    for (const preset of PRESETS.filter((p) => p.game !== 'giuthi')) {
      const entry = TABLES.entries.find(
        (e) => e.preset === preset.id && e.id === preset.id && e.start === undefined,
      );
      expect(entry, `preset ${preset.id}`).toBeDefined();
      expect(entry!.overrides).toEqual({});
      expect(entry!.perft.length).toBeGreaterThanOrEqual(6);
    }
  });

  for (const entry of TABLES.entries) {
    const name = describeRules(entry.preset, entry.overrides);
    const from = entry.start ?? 'the start';
    it(`library perft 1..${entry.perft.length} from ${from} under ${name}`, () => {
      const rules = rulesOf(entry.preset, entry.overrides);
      const parsed = entry.start ? parsePosition(rules, entry.start) : undefined;
      if (parsed && !parsed.ok) throw new Error(parsed.error.message);
      const start = parsed ? parsed.value : Position.initial(rules, 'south');
      const counts = entry.perft.map((_, d) => perft(start, d + 1));
      expect(counts).toEqual(entry.perft);
    });
  }
});

/**
 * Plays `choices` as random moves from the start under `rules`, in the library and in the naive
 * model side by side. In every position reached, every legal move is played in both and the next
 * positions compared (houses, stores, turn, end); at a finished game the winners are compared.
 * Finally perft to depth 3 is compared in the last position where the game still went on.
 */
function checkRandomGame(rules: KalahaRuleSet, choices: readonly number[]): void {
  const total = 2 * rules.houses * rules.seeds;
  let position = Position.initial(rules, 'south');
  let naive = naiveInitial(rules, 'south');
  let live = { position, naive };
  const trail: NaiveMove[] = [];
  for (let i = 0; ; i++) {
    const where = () =>
      `rules ${JSON.stringify(rules)}\nafter moves [${trail.join(' ')}]\nposition ${JSON.stringify(position.toSetup())}`;
    sameAs(asNaive(position), naive, () => `library (received) vs naive (expected), ${where()}`);
    const seeds =
      naive.south.reduce((a, b) => a + b, 0) +
      naive.north.reduce((a, b) => a + b, 0) +
      naive.southStore +
      naive.northStore;
    sameAs(seeds, total, () => `naive seed conservation, ${where()}`);
    const legal = legalMoves(position);
    const moves = legal.map(naiveName);
    sameAs(moves, naiveMoves(naive), () => `legal moves, ${where()}`);
    if (position.isOver) {
      expect(outcome(position)?.winner ?? 'draw', `winner, ${where()}`).toBe(
        naiveWinner(rules, naive),
      );
      break;
    }
    live = { position, naive };
    if (i === choices.length) break;
    const choice = choices[i]!;
    const after = legal.map((move) => {
      const house = naiveName(move);
      const played = play(position, move);
      if (!played.ok) throw new Error(`play refused ${house}: ${played.error.message}\n${where()}`);
      const naiveNext = naivePlay(rules, naive, house);
      sameAs(
        asNaive(played.value.position),
        naiveNext,
        () => `library (received) vs naive (expected) after move ${house}, ${where()}`,
      );
      return { position: played.value.position, naive: naiveNext };
    });
    const pick = after[choice % after.length]!;
    trail.push(moves[choice % moves.length]!);
    position = pick.position;
    naive = pick.naive;
  }
  expect(
    perft(live.position, 3),
    `perft 3, rules ${JSON.stringify(rules)}, position ${JSON.stringify(live.position.toSetup())}`,
  ).toBe(naivePerft(rules, live.naive, 3));
}

/**
 * Random games: 0..200 random moves (a length drawn uniformly, so that openings, middle games and
 * finished games all occur), each move an index into the legal moves.
 */
const choicesArb = fc
  .integer({ min: 0, max: 200 })
  .chain((length) => fc.array(fc.nat(1000), { minLength: length, maxLength: length }));

/** Every option of docs/RULES.md 1.1 at random, contradictions (refused by `ruleSet`) resolved. */
const overridesArb = fc
  .record({
    houses: fc.integer({ min: 1, max: 12 }),
    seeds: fc.integer({ min: 1, max: 12 }),
    extraTurn: fc.constantFrom('store', 'ownSide', 'none'),
    capture: fc.constantFrom('opposite', 'none'),
    emptyCapture: fc.boolean(),
    captureNeedsLap: fc.boolean(),
    captureTwoThree: fc.boolean(),
    skipOrigin: fc.boolean(),
    endRule: fc.constantFrom('emptierTakes', 'ownerTakes', 'playOn'),
    majorityEnd: fc.boolean(),
    tieBreak: fc.constantFrom('draw', 'emptierWins'),
  })
  .map((o) => ({
    ...o,
    captureNeedsLap: o.capture === 'none' ? false : o.captureNeedsLap,
    tieBreak: o.endRule === 'playOn' ? 'draw' : o.tieBreak,
  }));

describe('library play and perft agree with the naive rules on random games', () => {
  for (const preset of presetsOf('kalaha')) {
    it(`under preset ${preset.id}: 40 random games, every move of every position, perft 3`, () => {
      const rules = kalahaRulesOf(preset.id, {});
      fc.assert(
        fc.property(choicesArb, (choices) => checkRandomGame(rules, choices)),
        { seed: 20_240_601, numRuns: 40 },
      );
    });
  }

  it('under random rule sets (every option at random, 1..12 houses x 1..12 seeds): 300 games, every move, perft 3', () => {
    fc.assert(
      fc.property(overridesArb, choicesArb, (overrides, choices) =>
        checkRandomGame(kalahaRulesOf('kalaha', overrides), choices),
      ),
      { seed: 19_700_101, numRuns: 300 },
    );
  });

  it('under random rule sets with the pie rule (swap: true, docs/RULES.md 5): 200 games, every move, perft 3', () => {
    fc.assert(
      fc.property(overridesArb, choicesArb, (overrides, choices) =>
        checkRandomGame(kalahaRulesOf('kalaha', { ...overrides, swap: true }), choices),
      ),
      { seed: 27_182_818, numRuns: 200 },
    );
  });

  it('under random small boards (1..4 houses x 1..12 seeds, every option at random): 300 games, every move, perft 3', () => {
    const smallArb = fc
      .tuple(overridesArb, fc.integer({ min: 1, max: 4 }))
      .map(([o, houses]) => ({ ...o, houses }));
    fc.assert(
      fc.property(smallArb, choicesArb, (overrides, choices) =>
        checkRandomGame(kalahaRulesOf('kalaha', overrides), choices),
      ),
      { seed: 31_415_926, numRuns: 300 },
    );
  });
});
