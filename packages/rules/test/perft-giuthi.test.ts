/**
 * Giuthi (docs/RULES.md 4) against the independent naive model of `naive-giuthi.ts`: the perft table
 * it computed (`giuthi-perft-table.json`), and random rounds under random rule sets compared move
 * by move (legal moves, board, stores, player to move, pending choice, end, repetition count).
 * Property tests on the way: seed conservation, every round ends (the repetition rule), position
 * text and setup round trips (the history included), and the record of a round replays.
 */
import { unwrap } from '../src/result.ts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  makePosition,
  makeRecord,
  outcome,
  parsePosition,
  parseRecord,
  perft,
  play,
  Position,
  recordResult,
  replay,
  ruleSet,
  type GiuthiRuleSet,
  type Move,
} from '../src/index.ts';
import type { PerftTables } from './make-perft-tables.ts';
import {
  naiveGiuthiInitial,
  naiveGiuthiMoves,
  naiveGiuthiPlay,
  type NaiveGiuthiState,
} from './naive-giuthi.ts';
import { sameAs } from './same-as.ts';

const TABLE = JSON.parse(
  readFileSync(new URL('./giuthi-perft-table.json', import.meta.url), 'utf8'),
) as PerftTables;

function giuthiRules(overrides: Readonly<Record<string, unknown>>): GiuthiRuleSet {
  const made = ruleSet('giuthi', overrides);
  if (!made.ok || made.value.game !== 'giuthi') throw new Error('not a Giuthi rule set');
  return made.value;
}

/** The library position as the naive model shows it. */
function asNaive(p: Position) {
  return {
    ring: [...p.houses('south'), ...p.houses('north')],
    stores: [p.store('south'), p.store('north')],
    turn: p.turn,
    choice: p.choice,
    ended: p.end,
  };
}

function naiveView(s: NaiveGiuthiState) {
  return {
    ring: s.ring,
    stores: [s.southStore, s.northStore],
    turn: s.turn,
    choice: s.choice,
    ended: s.ended,
  };
}

const moveNames = (moves: readonly Move[]) => moves.map((m) => `${m.house}${m.direction}`);

describe('Giuthi perft table (giuthi-perft-table.json, computed by the naive model)', () => {
  it('has the preset from the start to depth 6', () => {
    const entry = TABLE.entries.find((e) => e.id === 'giuthi');
    expect(entry?.perft.length).toBeGreaterThanOrEqual(6);
  });
  for (const entry of TABLE.entries) {
    it(`library perft 1..${entry.perft.length} from ${entry.start ?? 'the start'} (${entry.id})`, () => {
      const rules = giuthiRules(entry.overrides);
      const parsed = entry.start ? parsePosition(rules, entry.start) : undefined;
      if (parsed && !parsed.ok) throw new Error(parsed.error.message);
      const start = parsed ? parsed.value : Position.initial(rules, 'south');
      expect(entry.perft.map((_, d) => perft(start, d + 1))).toEqual(entry.perft);
    });
  }
});

describe('Giuthi against the naive model, random rounds (docs/RULES.md 4)', () => {
  it('under every secondCapture and furtherChoice (docs/RULES.md 4; 004: "eine benachbarte Mulde", "eine beliebige eigene Mulde"): agrees move by move, conserves seeds, ends every round, and round-trips text, setup and record', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 10 }),
        fc.integer({ min: 4, max: 9 }),
        fc.constantFrom('eitherNeighbour', 'next'),
        fc.constantFrom('anyHouse', 'twoOrMore'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 50 }),
        (houses, seeds, secondCapture, furtherChoice, picks) => {
          const rules = giuthiRules({ houses, seeds, secondCapture, furtherChoice });
          const total = 2 * houses * seeds;
          let p = Position.initial(rules);
          let n = naiveGiuthiInitial(rules, houses, seeds, 'south');
          const played: Move[] = [];
          // docs/RULES.md 0: every round ends; the repetition rule bounds it (a generous limit here).
          for (let ply = 0; ply < 5000 && !p.isOver; ply++) {
            const moves = legalMoves(p);
            sameAs(moveNames(moves), moveNames(naiveGiuthiMoves(n)));
            const move = moves[picks[ply % picks.length]! % moves.length]!;
            const r = unwrap(play(p, move));
            p = r.position;
            n = naiveGiuthiPlay(n, { house: move.house, direction: move.direction! })!;
            played.push(move);
            sameAs(asNaive(p), naiveView(n));
            const inPlay = [...p.houses('south'), ...p.houses('north')].reduce((a, b) => a + b, 0);
            sameAs(inPlay + p.store('south') + p.store('north'), total);
            // The position text and the setup (with the repetition history) read back.
            const text = parsePosition(rules, makePosition(p));
            const setup = Position.fromSetup(rules, p.toSetup());
            sameAs(
              [
                text.ok && text.value.equals(p),
                setup.ok && setup.value.equals(p) && setup.value.occurrence,
              ],
              [true, p.occurrence],
            );
          }
          expect(p.isOver).toBe(true);
          expect(outcome(p)).toBeDefined();
          const record = unwrap(
            parseRecord(
              makeRecord({
                rules,
                players: {
                  south: { name: 'A', kind: 'human' },
                  north: { name: 'B', kind: 'human' },
                },
                start: Position.initial(rules),
                moves: played,
                result: recordResult(p),
                started: '2026-11-21T10:00:00.000Z',
              }),
            ),
          );
          const again = replay(record);
          expect(again.ok && again.value.final.equals(p)).toBe(true);
        },
      ),
      { numRuns: 40, seed: 6 },
    );
  });
});
