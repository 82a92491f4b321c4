/**
 * Property tests (fast-check, fixed seeds) over random Kalaha-family rule sets (every option of
 * docs/RULES.md 1.1 random, houses 1..12, seeds 1..12) and random games:
 * - seed conservation after every move (docs/RULES.md 0);
 * - every game ends, within a bound derived from docs/RULES.md 0's termination argument;
 * - the legal moves are exactly the non-empty houses of the player to move (and the swap while the
 *   pie rule offers it, docs/RULES.md 5), and a game in progress
 *   always has one;
 * - the outcome agrees with the stores and the tieBreak rule;
 * - the events of every move, replayed on the position before it, give the position after it.
 */
import { unwrap } from './result.ts';
import { describe, it, expect } from 'vitest';
import { assertProperty, check } from '../test/checks.ts';
import fc from 'fast-check';
import type { MoveEvent, Pit } from './events.ts';
import { KALAHA_OPTIONS, type KalahaOptions } from './options.ts';
import { outcome } from './outcome.ts';
import { perft } from './perft.ts';
import { legalMoves, play } from './play.ts';
import { Position, totalSeeds } from './position.ts';
import {
  differencesFrom,
  parseOptionAssignment,
  ruleSet,
  validateRuleSet,
  type KalahaRuleSet,
} from './ruleset.ts';
import { opponent, SIDES, type Side } from './side.ts';
import { createPrng } from './prng.ts';

const SEED = 42;

/** The Kalaha-family rules of a position of these tests. */
function kalahaRules(p: Position): KalahaRuleSet {
  if (p.rules.game !== 'kalaha') throw new Error(`a ${p.rules.game} position in the Kalaha tests`);
  return p.rules;
}

const optionsArb: fc.Arbitrary<KalahaOptions> = fc.record({
  houses: fc.integer({ min: 1, max: 12 }),
  seeds: fc.integer({ min: 1, max: 12 }),
  extraTurn: fc.constantFrom(...KALAHA_OPTIONS.extraTurn.values),
  capture: fc.constantFrom(...KALAHA_OPTIONS.capture.values),
  emptyCapture: fc.boolean(),
  captureNeedsLap: fc.boolean(),
  captureTwoThree: fc.boolean(),
  skipOrigin: fc.boolean(),
  endRule: fc.constantFrom(...KALAHA_OPTIONS.endRule.values),
  majorityEnd: fc.boolean(),
  tieBreak: fc.constantFrom(...KALAHA_OPTIONS.tieBreak.values),
  swap: fc.boolean(),
});

/** The two contradictions `validateRuleSet` refuses. */
function contradictory(o: KalahaOptions): boolean {
  return (
    (o.captureNeedsLap && o.capture === 'none') ||
    (o.tieBreak === 'emptierWins' && o.endRule === 'playOn')
  );
}

/** A random valid rule set: every option random, the contradictions mapped away. */
const rulesArb: fc.Arbitrary<KalahaRuleSet> = optionsArb.map((o) => {
  const r = validateRuleSet({
    game: 'kalaha',
    ...o,
    captureNeedsLap: o.capture === 'none' ? false : o.captureNeedsLap,
    tieBreak: o.endRule === 'playOn' ? 'draw' : o.tieBreak,
  });
  if (!r.ok || r.value.game !== 'kalaha') throw new Error(r.ok ? 'not kalaha' : r.error.message);
  return r.value;
});

/** A random valid setup under random rules: every seed dropped into a random pit. */
const setupArb = rulesArb.chain((rules) => {
  const m = rules.houses;
  const total = totalSeeds(rules);
  return fc
    .tuple(
      fc.array(fc.nat({ max: 2 * m + 1 }), { minLength: total, maxLength: total }),
      fc.constantFrom<Side>('south', 'north'),
    )
    .map(([drops, turn]) => {
      const pits = Array<number>(2 * m + 2).fill(0);
      for (const d of drops) pits[d]!++;
      return {
        rules,
        setup: {
          houses: { south: pits.slice(0, m), north: pits.slice(m + 1, 2 * m + 1) },
          stores: { south: pits[m]!, north: pits[2 * m + 1]! },
          turn,
        },
      };
    });
});

// The board as a plain array, laid out as board.ts describes (South 1..m, South store, North 1..m,
// North store), read through the public accessors only.
function boardOf(p: Position): number[] {
  return [...p.houses('south'), p.store('south'), ...p.houses('north'), p.store('north')];
}
const houseAt = (m: number, side: Side, house: number) =>
  side === 'south' ? house - 1 : m + house;
const storeAt = (m: number, side: Side) => (side === 'south' ? m : 2 * m + 1);
const pitAt = (m: number, pit: Pit) =>
  pit.kind === 'store' ? storeAt(m, pit.side) : houseAt(m, pit.side, pit.house);

/** docs/RULES.md 0: seeds in houses weighted by their distance to their owner's store. */
function potential(p: Position): number {
  const m = p.houseCount;
  let phi = 0;
  for (const side of SIDES) {
    p.houses(side).forEach((seeds, i) => (phi += seeds * (m - i)));
  }
  return phi;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Invariants of any position reached by play or set-up. */
function checkPosition(p: Position): void {
  const rules = kalahaRules(p);
  const m = rules.houses;
  const total = totalSeeds(rules);
  const board = boardOf(p);
  check(sum(board) === total, () => `seed conservation: ${sum(board)} ≠ ${total}`);
  const moves = legalMoves(p);
  if (p.isOver) {
    const end = p.end!;
    check(
      [...p.houses('south'), ...p.houses('north')].every((s) => s === 0),
      () => 'a finished game has seeds left in houses',
    );
    check(moves.length === 0, () => 'a finished game has legal moves');
    if (end.reason === 'majority') {
      check(rules.majorityEnd, () => 'majority end without majorityEnd');
      check(p.store(end.side) * 2 > total, () => 'majority end without a majority');
    } else if (end.reason === 'allEmpty') {
      check(rules.endRule === 'playOn', () => 'allEmpty end outside playOn');
    } else {
      check(rules.endRule !== 'playOn', () => 'sideEmpty end under playOn');
    }
    const o = outcome(p)!;
    const scores = { south: p.store('south'), north: p.store('north') };
    check(
      o.scores.south === scores.south && o.scores.north === scores.north,
      () => 'scores are not the stores',
    );
    let winner: Side | undefined;
    if (scores.south !== scores.north) winner = scores.south > scores.north ? 'south' : 'north';
    else if (rules.tieBreak === 'emptierWins' && end.reason === 'sideEmpty' && end.side !== 'both')
      winner = end.side;
    check(o.winner === winner, () => `winner ${o.winner} ≠ ${winner}`);
    check(o.end === end, () => 'outcome end differs');
  } else {
    check(outcome(p) === undefined, () => 'outcome of a game in progress');
    const own = p.houses(p.turn);
    const expected = own.flatMap((s, i) => (s > 0 ? [i + 1] : []));
    // docs/RULES.md 5: then the swap (house 0), exactly while the pie rule offers it.
    if (p.pie === 'offered') expected.push(0);
    check(
      JSON.stringify(moves.map((mv) => mv.house)) === JSON.stringify(expected),
      () => `legal moves ${JSON.stringify(moves)} ≠ non-empty houses ${JSON.stringify(expected)}`,
    );
    check(moves.length > 0, () => 'a game in progress without a legal move');
    if (rules.endRule !== 'playOn') {
      check(
        SIDES.every((s) => sum(p.houses(s)) > 0),
        () => 'a side is empty but the game goes on',
      );
    }
    if (rules.majorityEnd) {
      check(
        SIDES.every((s) => p.store(s) * 2 <= total),
        () => 'a store holds a majority but the game goes on',
      );
    }
    for (let h = 1; h <= m; h++) {
      const r = play(p, { house: h });
      check(r.ok === own[h - 1]! > 0, () => `play of house ${h} disagrees with legalMoves`);
    }
  }
}

/** Replays the events of one move on the board before it and checks them against the board after. */
function checkMove(before: Position, house: number, after: Position, events: readonly MoveEvent[]) {
  const rules = kalahaRules(before);
  const m = rules.houses;
  const mover = before.turn;
  const pits = boardOf(before);
  const origin = houseAt(m, mover, house);
  const lift = events[0];
  check(
    lift?.type === 'lift' &&
      lift.side === mover &&
      lift.house === house &&
      lift.seeds === pits[origin],
    () => `first event ${JSON.stringify(lift)} is not the lift of ${mover} ${house}`,
  );
  pits[origin] = 0;
  const order = ['sow', 'capture', 'extraTurn', 'pass', 'sweep', 'end'];
  let phase = 0;
  let sows = 0;
  let lap = 1;
  let last = -1;
  let lastSeeds = 0;
  let sowedOpponent = false;
  let capture: Extract<MoveEvent, { type: 'capture' }> | undefined;
  let extraTurn = false;
  let pass: Side | undefined;
  let ended = false;
  const gained = { south: 0, north: 0 };
  let sown: number[] | undefined; // the board once the last seed has fallen
  for (const e of events.slice(1)) {
    if (e.type !== 'sow' && !sown) sown = [...pits];
    const at = order.indexOf(e.type);
    check(at >= phase, () => `event ${e.type} out of order`);
    check(e.type !== 'capture' || at > phase || sows > 0, () => 'capture before sowing');
    phase = e.type === 'sweep' || e.type === 'sow' ? at : at + 1;
    switch (e.type) {
      case 'lift':
        throw new Error('a second lift');
      case 'sow': {
        const i = pitAt(m, e.pit);
        check(i !== storeAt(m, opponent(mover)), () => "a seed sown into the opponent's store");
        check(!(rules.skipOrigin && i === origin), () => 'skipOrigin: a seed sown into the origin');
        check(e.lap >= lap, () => 'laps go down');
        lap = e.lap;
        pits[i]!++;
        check(pits[i] === e.seeds, () => `sow event says ${e.seeds}, the pit holds ${pits[i]}`);
        if (e.pit.kind === 'store') gained[e.pit.side]++;
        else if (e.pit.side !== mover) sowedOpponent = true;
        sows++;
        last = i;
        lastSeeds = e.seeds;
        break;
      }
      case 'capture': {
        check(e.by === mover, () => 'a capture by the player not moving');
        check(sum(e.houses.map((h) => h.seeds)) === e.seeds, () => 'capture total is off');
        for (const h of e.houses) {
          const i = houseAt(m, h.side, h.house);
          check(pits[i] === h.seeds, () => `capture takes ${h.seeds}, the house holds ${pits[i]}`);
          pits[i] = 0;
        }
        pits[storeAt(m, mover)]! += e.seeds;
        gained[mover] += e.seeds;
        capture = e;
        break;
      }
      case 'extraTurn':
        check(e.side === mover, () => 'extra turn for the player not moving');
        extraTurn = true;
        break;
      case 'pass':
        pass = e.side;
        break;
      case 'sweep': {
        const i = houseAt(m, e.side, e.house);
        check(pits[i] === e.seeds && e.seeds > 0, () => 'sweep count is off');
        pits[i] = 0;
        pits[storeAt(m, e.to)]! += e.seeds;
        gained[e.to] += e.seeds;
        break;
      }
      case 'end':
        check(
          e.scores.south === pits[storeAt(m, 'south')] &&
            e.scores.north === pits[storeAt(m, 'north')],
          () => 'end scores are not the stores',
        );
        check(
          JSON.stringify(e.end) === JSON.stringify(after.end),
          () => 'end event ≠ position end',
        );
        ended = true;
        break;
    }
  }
  sown ??= [...pits];
  // Number of sow events = seeds lifted; the replayed events give the position after the move.
  check(sows === lift.seeds, () => `${sows} sow events for ${lift.seeds} seeds lifted`);
  check(
    JSON.stringify(pits) === JSON.stringify(boardOf(after)),
    () =>
      `events replay to ${JSON.stringify(pits)}, the position is ${JSON.stringify(boardOf(after))}`,
  );
  // Store changes = seeds sown into stores + captured + swept.
  for (const side of SIDES) {
    check(
      after.store(side) - before.store(side) === gained[side],
      () => `${side} store change is not what the events say`,
    );
  }
  check(ended === after.isOver, () => 'an end event iff the game is over');

  // docs/RULES.md 1.2 step 3, checked from where the last seed fell.
  const lastInStore = last === storeAt(m, mover);
  const lastOwnHouse = !lastInStore && (mover === 'south' ? last < m : last > m);
  const lastSide: Side = last < m + 1 ? 'south' : 'north';
  const lastHouse = lastSide === 'south' ? last + 1 : last - m;
  if (lastOwnHouse) {
    const opposite = 2 * m - last;
    const shouldCapture =
      lastSeeds === 1 &&
      rules.capture === 'opposite' &&
      (!rules.captureNeedsLap || sowedOpponent) &&
      (sown[opposite]! > 0 || rules.emptyCapture);
    check((capture !== undefined) === shouldCapture, () => 'opposite capture rule not applied');
    if (capture) {
      const expected = [
        { side: mover, house: lastHouse, seeds: 1 },
        { side: opponent(mover), house: m + 1 - lastHouse, seeds: sown[opposite]! },
      ];
      check(
        JSON.stringify(capture.houses) === JSON.stringify(expected),
        () => `capture ${JSON.stringify(capture?.houses)}, expected ${JSON.stringify(expected)}`,
      );
    }
  } else if (!lastInStore) {
    // 004 Zusatzregel: the last house and the ones sown just before it, while they hold 2 or 3,
    // at most 3, never past the opponent's house 1.
    const expected: { side: Side; house: number; seeds: number }[] = [];
    if (rules.captureTwoThree) {
      for (let h = lastHouse; h >= 1 && expected.length < 3; h--) {
        const seeds = sown[houseAt(m, lastSide, h)]!;
        if (seeds !== 2 && seeds !== 3) break;
        expected.push({ side: lastSide, house: h, seeds });
      }
    }
    check(
      JSON.stringify(capture?.houses ?? []) === JSON.stringify(expected),
      () =>
        `2-or-3 capture ${JSON.stringify(capture?.houses)}, expected ${JSON.stringify(expected)}`,
    );
  }
  // An extra turn earned by a move that ends the game is not announced (docs/RULES.md 1.3). Under the
  // pie rule the first move of the game earns none (option swap, the ManKalah rule).
  const earned =
    before.pie !== 'firstMove' &&
    (lastInStore
      ? rules.extraTurn !== 'none'
      : lastOwnHouse && !capture && rules.extraTurn === 'ownSide');
  const shouldExtra = earned && !after.isOver;
  check(extraTurn === shouldExtra, () => `extra turn ${extraTurn}, expected ${shouldExtra}`);

  // Who moves next.
  const next = earned ? mover : opponent(mover);
  if (after.isOver) {
    check(pass === undefined, () => 'a pass in a finished game');
    check(after.turn === next, () => 'turn after the end');
  } else if (pass !== undefined) {
    check(rules.endRule === 'playOn', () => 'a pass outside playOn');
    check(pass === next && sum(after.houses(pass)) === 0, () => 'a pass by a player with seeds');
    check(after.turn === opponent(pass), () => 'turn after a pass');
  } else {
    check(after.turn === next, () => `turn ${after.turn}, expected ${next}`);
  }
}

/**
 * Plays random legal moves to the end, checking every move and position. Returns the number of
 * moves. The bound: the stores only grow, at most S times (S seeds in play), and between two
 * growths every move lowers the potential (seeds × distance to their owner's store, at most S · m)
 * — so a game has at most (S + 1)(S · m + 1) moves (docs/RULES.md 0).
 */
function playOut(start: Position, seed: number): number {
  const random = createPrng(seed).next;
  const S = start.totalSeeds;
  const bound = (S + 1) * (S * start.houseCount + 1);
  let p = start;
  checkPosition(p);
  let moves = 0;
  while (!p.isOver) {
    check(moves < bound, () => `no end after ${bound} moves`);
    const legal = legalMoves(p);
    const move = legal[Math.floor(random() * legal.length)]!;
    const r = unwrap(play(p, move));
    const next = r.position;
    if (move.swap) {
      // docs/RULES.md 5: the swap leaves the board and the side to move, and is offered only once.
      check(p.pie === 'offered' && next.pie === undefined, () => 'swap outside its offer');
      check(
        JSON.stringify(next.toSetup()) === JSON.stringify({ ...p.toSetup(), pie: undefined }),
        () => 'the swap changed the board',
      );
      p = next;
      moves++;
      continue;
    }
    check(p.pie !== 'offered' || legal.some((l) => l.swap), () => 'swap offered but not legal');
    const house = move.house;
    checkMove(p, house, next, r.events);
    const storesBefore = p.store('south') + p.store('north');
    const storesAfter = next.store('south') + next.store('north');
    check(
      storesAfter > storesBefore ||
        (storesAfter === storesBefore && potential(next) < potential(p)),
      () => 'a move neither filled a store nor brought seeds nearer their store',
    );
    checkPosition(next);
    p = next;
    moves++;
  }
  return moves;
}

describe('properties of random rule sets and games', () => {
  it('rule sets: every option combination is valid except the two contradictions, and round-trips through name=value', () => {
    fc.assert(
      fc.property(optionsArb, (o) => {
        const r = validateRuleSet({ game: 'kalaha', ...o });
        if (contradictory(o)) {
          check(!r.ok && r.error.code === 'ERR_CONTRADICTION', () => 'contradiction accepted');
          return;
        }
        check(r.ok, () => 'valid options refused');
        const overrides: Record<string, unknown> = {};
        for (const text of differencesFrom(r.value, 'kalaha')) {
          const a = parseOptionAssignment(text);
          check(a.ok, () => `cannot parse ${text}`);
          overrides[a.value.option] = a.value.value;
        }
        const again = ruleSet('kalaha', overrides);
        check(again.ok, () => 'round trip refused');
        expect(again.value).toEqual(r.value);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('games from the start position: conservation, termination, legal moves, outcome and events', () => {
    let longest = 0;
    fc.assert(
      fc.property(
        rulesArb,
        fc.constantFrom<Side>('south', 'north'),
        fc.integer(),
        (rules, first, seed) => {
          longest = Math.max(longest, playOut(Position.initial(rules, first), seed));
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
    expect(longest).toBeGreaterThan(0);
  });

  it('games from random set-up positions (seeds anywhere, laps of 2m+1 and more)', () => {
    assertProperty(
      fc.property(setupArb, fc.integer(), ({ rules, setup }, seed) => {
        const r = Position.fromSetup(rules, setup);
        check(r.ok, () => `valid setup refused: ${r.ok ? '' : r.error.message}`);
        const p = r.value;
        // A set-up position round-trips, and one that is already over was finished by the sweep.
        const again = Position.fromSetup(rules, p.toSetup());
        check(again.ok && again.value.equals(p), () => 'toSetup/fromSetup round trip');
        if (!p.isOver) check(perft(p, 1) === legalMoves(p).length, () => 'perft 1 ≠ legal moves');
        playOut(p, seed);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('a setup with one seed too many or too few is refused (ERR_SEED_COUNT)', () => {
    assertProperty(
      fc.property(setupArb, fc.constantFrom(-1, 1), ({ rules, setup }, delta) => {
        const store = setup.stores.south + delta;
        fc.pre(store >= 0);
        const r = Position.fromSetup(rules, {
          ...setup,
          stores: { ...setup.stores, south: store },
        });
        check(!r.ok && r.error.code === 'ERR_SEED_COUNT', () => 'wrong seed total accepted');
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
