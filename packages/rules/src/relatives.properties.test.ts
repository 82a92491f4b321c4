/**
 * Property tests (fast-check, fixed seeds) of Wari and Obridjie (docs/RULES.md 2, 3) over random rule
 * sets and random games:
 * - seed conservation after every move and every agreed end (docs/RULES.md 0);
 * - termination: every game ends, within the bound the repetition rule gives (docs/RULES.md 0: "for
 *   Wari, Obridjie and Giuthi the repetition rules below are required");
 * - a game in progress has a legal move, each legal move plays and each other house is refused,
 *   and no position in play has occurred three times;
 * - the events of every move, replayed on the board before it, give the board after it;
 * - round trips: position notation, `toSetup`/`fromSetup` with the history, records and replay.
 */
import { unwrap } from './result.ts';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { assertProperty, check } from '../test/checks.ts';
import { relativeGameArb, recordOf } from '../test/arbitraries.ts';
import type { MoveEvent } from './events.ts';
import { makePosition, parsePosition } from './notation.ts';
import { outcome } from './outcome.ts';
import { agreeToEnd, legalMoves, play } from './play.ts';
import { Position, totalSeeds } from './position.ts';
import { makeRecord, parseRecord, recordResult } from './record.ts';
import { replay } from './replay.ts';
import { SIDES, type Side } from './side.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The board as one array: South 1..m, South store, North 1..m, North store (board.ts). */
function boardOf(p: Position): number[] {
  return [...p.houses('south'), p.store('south'), ...p.houses('north'), p.store('north')];
}
const houseAt = (m: number, side: Side, house: number) =>
  side === 'south' ? house - 1 : m + house;
const storeAt = (m: number, side: Side) => (side === 'south' ? m : 2 * m + 1);

/**
 * Applies the events of a move (or an agreed end) to the board before it: every step must be
 * possible (a sow adds one seed, a capture or four takes what the house holds, a sweep takes no
 * more than the house holds) and the result must be the board after.
 */
function checkEvents(before: Position, after: Position, events: readonly MoveEvent[]): void {
  const m = before.houseCount;
  const pits = boardOf(before);
  let ended = false;
  for (const e of events) {
    switch (e.type) {
      case 'lift': {
        const i = houseAt(m, e.side, e.house);
        check(
          pits[i] === e.seeds && e.seeds > 0,
          () => `lift of ${e.seeds}, house holds ${pits[i]}`,
        );
        pits[i] = 0;
        break;
      }
      case 'sow': {
        check(e.pit.kind === 'house', () => 'a seed sown into a store (they are banks)');
        const i = houseAt(m, e.pit.side, e.pit.kind === 'house' ? e.pit.house : 0);
        pits[i]!++;
        check(pits[i] === e.seeds, () => `sow says ${e.seeds}, house holds ${pits[i]}`);
        break;
      }
      case 'four': {
        const i = houseAt(m, e.side, e.house);
        check(before.rules.game === 'obridjie', () => 'a four outside Obridjie');
        check(pits[i] === 4 && e.seeds === 4, () => `four of a house holding ${pits[i]}`);
        pits[i] = 0;
        pits[storeAt(m, e.side)]! += 4;
        break;
      }
      case 'capture': {
        check(e.by === before.turn, () => 'a capture by the player not moving');
        for (const h of e.houses) {
          const i = houseAt(m, h.side, h.house);
          check(pits[i] === h.seeds, () => `capture of ${h.seeds}, house holds ${pits[i]}`);
          pits[i] = 0;
        }
        check(sum(e.houses.map((h) => h.seeds)) === e.seeds, () => 'capture total is off');
        pits[storeAt(m, e.by)]! += e.seeds;
        break;
      }
      case 'grandSlam':
        check(before.rules.game === 'wari', () => 'a grand slam outside Wari');
        for (const h of e.houses) {
          check(pits[houseAt(m, h.side, h.house)] === h.seeds, () => 'grand slam houses are off');
        }
        break;
      case 'mustFeed':
        check(
          sum(after.houses(e.side === 'south' ? 'north' : 'south')) === 0,
          () => 'mustFeed with seeds to feed',
        );
        break;
      case 'sweep': {
        const i = houseAt(m, e.side, e.house);
        check(
          pits[i]! >= e.seeds && e.seeds > 0,
          () => `sweep of ${e.seeds}, house holds ${pits[i]}`,
        );
        pits[i]! -= e.seeds;
        pits[storeAt(m, e.to)]! += e.seeds;
        break;
      }
      case 'end':
        ended = true;
        check(
          e.scores.south === pits[storeAt(m, 'south')] &&
            e.scores.north === pits[storeAt(m, 'north')],
          () => 'end scores are not the stores',
        );
        check(JSON.stringify(e.end) === JSON.stringify(after.end), () => 'end event differs');
        break;
      default:
        throw new Error(`event ${e.type} in Wari or Obridjie`);
    }
  }
  check(ended === after.isOver, () => 'an end event iff the game is over');
  check(
    JSON.stringify(pits) === JSON.stringify(boardOf(after)),
    () => 'events do not give the board after',
  );
}

/** Invariants of a position reached by play. */
function checkPosition(p: Position): void {
  const total = totalSeeds(p.rules);
  check(sum(boardOf(p)) === total, () => `seed conservation: ${sum(boardOf(p))} ≠ ${total}`);
  const moves = legalMoves(p);
  if (p.isOver) {
    check(moves.length === 0, () => 'a finished game has legal moves');
    const o = outcome(p)!;
    const s = p.store('south');
    const n = p.store('north');
    check(o.winner === (s === n ? undefined : s > n ? 'south' : 'north'), () => 'winner is off');
    return;
  }
  check(moves.length > 0, () => 'a game in progress without a legal move');
  check(p.occurrence === 1 || p.occurrence === 2, () => `occurrence ${p.occurrence} in play`);
  const legal = new Set(moves.map((mv) => mv.house));
  for (let h = 1; h <= p.houseCount; h++) {
    check(
      play(p, { house: h }).ok === legal.has(h),
      () => `play of house ${h} disagrees with legalMoves`,
    );
  }
  const agreed = agreeToEnd(p);
  check(agreed.ok, () => 'a game in progress cannot be ended by agreement');
  checkEvents(p, agreed.value.position, agreed.value.events);
  check(sum(boardOf(agreed.value.position)) === total, () => 'agreement loses seeds');
}

/**
 * The most moves a game can last (docs/RULES.md 2 repetition): between two captures the seeds on the
 * board, k, stay the same, and each of the C(k + 2m - 1, 2m - 1) boards with either player to move
 * occurs at most twice; k only falls. So at most Σ_k 4 · C(k + 2m - 1, 2m - 1) = 4 · C(N + 2m, 2m)
 * moves for N seeds (capped: the bound is only compared with real game lengths).
 */
function moveBound(m: number, total: number): number {
  let c = 1;
  for (let i = 1; i <= 2 * m; i++) c = (c * (total + i)) / i;
  return Math.min(4 * c, Number.MAX_SAFE_INTEGER);
}

describe('Wari and Obridjie properties (docs/RULES.md 0, 2, 3)', () => {
  it('random games: seed conservation, legal moves, events, agreed ends', () => {
    assertProperty(
      fc.property(relativeGameArb(6, 6), (game) => {
        game.positions.forEach((p) => checkPosition(p));
        game.events.forEach((events, i) =>
          checkEvents(game.positions[i]!, game.positions[i + 1]!, events),
        );
      }),
      { seed: 2_004, numRuns: 60 },
    );
  });

  it('termination: every game ends, within the bound of the repetition rule', () => {
    assertProperty(
      fc.property(relativeGameArb(3, 3, 200_000), (game) => {
        const final = game.positions.at(-1)!;
        check(final.isOver, () => `not over after ${game.moves.length} moves`);
        const bound = moveBound(final.houseCount, totalSeeds(game.rules));
        check(game.moves.length <= bound, () => `${game.moves.length} moves > bound ${bound}`);
      }),
      { seed: 3_004, numRuns: 300 },
    );
  });

  it('round trips: parse(make(p)) = p, fromSetup(toSetup(p)) keeps the history, records replay', () => {
    assertProperty(
      fc.property(relativeGameArb(6, 6), fc.boolean(), (game, agree) => {
        for (const p of game.positions) {
          const back = parsePosition(game.rules, makePosition(p));
          check(back.ok && back.value.equals(p), () => `notation round trip of ${makePosition(p)}`);
          const again = Position.fromSetup(game.rules, p.toSetup());
          check(
            again.ok &&
              again.value.equals(p) &&
              again.value.occurrence === p.occurrence &&
              JSON.stringify(again.value.toSetup()) === JSON.stringify(p.toSetup()),
            () => `setup round trip of ${makePosition(p)}`,
          );
        }
        // A game still in play may be ended by agreement: the record then says so.
        const final = game.positions.at(-1)!;
        let record = recordOf(game);
        if (agree && !final.isOver) {
          const agreed = agreeToEnd(final);
          check(agreed.ok, () => 'agreement refused');
          record = {
            ...record,
            result: recordResult(agreed.value.position),
            ended: '2026-11-21T10:20:00Z',
          };
        }
        const read = parseRecord(makeRecord(record));
        check(read.ok, () => `record does not read back: ${read.ok ? '' : read.error.message}`);
        check(makeRecord(read.value) === makeRecord(record), () => 'record round trip');
        const replayed = replay(read.value);
        check(
          replayed.ok,
          () => `record does not replay: ${replayed.ok ? '' : replayed.error.message}`,
        );
        check(
          replayed.value.final.equals(
            record.result ? (agree && !final.isOver ? agreeToEndOk(final) : final) : final,
          ),
          () => 'replay ends elsewhere',
        );
        for (const side of SIDES) {
          check(
            replayed.value.final.store(side) === (record.result?.scores[side] ?? final.store(side)),
            () => 'scores differ',
          );
        }
      }),
      { seed: 5_004, numRuns: 60 },
    );
  });
});

function agreeToEndOk(p: Position): Position {
  const agreed = unwrap(agreeToEnd(p));
  return agreed.position;
}
