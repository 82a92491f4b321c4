import { unwrap } from './result.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameArb, playGame, recordOf } from '../test/arbitraries.ts';
import { agreeToEnd } from './play.ts';
import { makeRecord, parseRecord, recordResult } from './record.ts';
import { replay } from './replay.ts';
import { ruleSet } from './ruleset.ts';

const kalaha = unwrap(ruleSet('kalaha'));

describe('replay', () => {
  it('reproduces a played game move by move: positions, events and result', () => {
    fc.assert(
      fc.property(gameArb(), (game) => {
        const r = replay(recordOf(game));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.steps.map((s) => s.number)).toEqual(game.moves.map((_, i) => i + 1));
        r.value.steps.forEach((step, i) => {
          expect(step.before.equals(game.positions[i]!)).toBe(true);
          expect(step.position.equals(game.positions[i + 1]!)).toBe(true);
          expect(step.events).toEqual(game.events[i]);
        });
        expect(r.value.final.equals(game.positions[game.positions.length - 1]!)).toBe(true);
      }),
      { seed: 11, numRuns: 100 },
    );
  });

  it('reports the first illegal move by its number', () => {
    const record = recordOf(playGame(kalaha, [0, 2, 4, 1, 3, 5]));
    // South's first move is house 1 (6 seeds: houses 2..6 and the store, an extra turn), so a second
    // house 1 for South is empty.
    const moves = [record.moves[0]!, { house: 1 }, ...record.moves.slice(2)];
    const r = replay({ ...record, moves, result: undefined });
    expect(r.ok ? 'ok' : [r.error.code, r.error.moveNumber]).toEqual(['ERR_ILLEGAL_MOVE', 2]);
    if (!r.ok) expect(r.error.message).toMatch(/^move 2 \(1\) is illegal: south house 1 is empty/);
  });

  it('reports moves played after the end of the game', () => {
    const record = recordOf(playGame(kalaha, [5, 4, 3]));
    const r = replay({ ...record, moves: [...record.moves, { house: 1 }] });
    expect(r.ok ? 'ok' : [r.error.code, r.error.moveNumber]).toEqual([
      'ERR_ILLEGAL_MOVE',
      record.moves.length + 1,
    ]);
  });

  it('reports a recorded result that the moves do not reach', () => {
    const record = recordOf(playGame(kalaha, [2, 7, 1, 8]));
    const result = record.result!;
    const wrong = {
      ...result,
      scores: { south: result.scores.north + 1, north: result.scores.south - 1 },
    };
    const r = replay({ ...record, result: wrong });
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_RESULT_MISMATCH');
    const unfinished = replay({ ...record, moves: record.moves.slice(0, 3) });
    expect(unfinished.ok ? 'ok' : [unfinished.error.code, unfinished.error.message]).toEqual([
      'ERR_RESULT_MISMATCH',
      expect.stringContaining('do not finish the game'),
    ]);
  });

  it('accepts a game stopped by resignation or time, with the stores as the result', () => {
    const full = recordOf(playGame(kalaha, [2, 7, 1, 8]));
    const moves = full.moves.slice(0, 6);
    const stopped = unwrap(replay({ ...full, moves, result: undefined }));
    const final = stopped.final;
    const scores = { south: final.store('south'), north: final.store('north') };
    for (const reason of ['resign', 'timeout'] as const) {
      const result = { winner: 'south' as const, scores, end: { reason, side: 'north' as const } };
      const record = { ...full, moves, result };
      expect(replay(record).ok).toBe(true);
      // Written and read back as `resign:north` / `timeout:north`.
      const text = makeRecord(record);
      expect(text).toContain(`"end": "${reason}:north"`);
      const read = parseRecord(text);
      expect(read.ok && read.value.result).toEqual(result);
      // The winner must be the other side, and the scores the stores as they stood.
      const wrongWinner = replay({ ...record, result: { ...result, winner: 'north' as const } });
      expect(wrongWinner.ok ? 'ok' : wrongWinner.error.code).toBe('ERR_RESULT_MISMATCH');
      const wrongScores = { ...result, scores: { south: scores.south + 1, north: scores.north } };
      const wrong = replay({ ...record, result: wrongScores });
      expect(wrong.ok ? 'ok' : wrong.error.code).toBe('ERR_RESULT_MISMATCH');
    }
    // A game the rules ended cannot have been resigned afterwards.
    const over = replay({
      ...full,
      result: { ...full.result!, end: { reason: 'resign', side: 'north' } },
    });
    expect(over.ok ? 'ok' : over.error.code).toBe('ERR_RESULT_MISMATCH');
  });
});

describe('replay of Wari and Obridjie records (docs/RULES.md 2, 3)', () => {
  const wari = unwrap(ruleSet('wari', { cycleRule: 'split' }));

  it('replays a Wari game to its end by the rules', () => {
    const record = recordOf(playGame(wari, [3, 1, 4, 1, 5, 9, 2, 6]));
    expect(record.result).toBeDefined();
    const r = replay(parseOk(makeRecord(record)));
    expect(r.ok && r.value.final.end).toEqual(record.result!.end);
  });

  it('a game the players agreed to end: the moves, then the agreed end (agreeToEnd)', () => {
    const game = playGame(wari, [0, 1, 2], 10);
    const final = game.positions.at(-1)!;
    expect(final.isOver).toBe(false);
    const agreed = unwrap(agreeToEnd(final));
    const record = { ...recordOf(game), result: recordResult(agreed.position) };
    expect(record.result?.end).toEqual({ reason: 'agreement' });
    const text = makeRecord(record);
    expect(JSON.parse(text)).toMatchObject({
      rules: { game: 'wari' },
      result: { end: 'agreement' },
    });
    const r = replay(parseOk(text));
    expect(r.ok && r.value.final.equals(agreed.position)).toBe(true);
    expect(r.ok && r.value.steps).toHaveLength(10);
  });

  it('refuses an agreed end in the Kalaha family, which has none', () => {
    const game = playGame(kalaha, [0, 1, 2], 4);
    const final = game.positions.at(-1)!;
    const record = {
      ...recordOf(game),
      result: {
        winner: 'draw' as const,
        scores: { south: final.store('south'), north: final.store('north') },
        end: { reason: 'agreement' as const },
      },
    };
    const r = replay(record);
    expect(r.ok ? 'ok' : [r.error.code, r.error.moveNumber]).toEqual(['ERR_RESULT_MISMATCH', 4]);
    expect(!r.ok && r.error.message).toContain('no agreed end');
  });
});

function parseOk(text: string) {
  const read = unwrap(parseRecord(text));
  return read;
}
