import { arrange, legalMoves, Position, sameMove, startMatch, type Move } from '@kalaha/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangingMatch, giuthiRules } from '../../test/giuthi-match.ts';
import { randomGame } from '../../test/plain-minimax.ts';
import { levelMove } from '../levels/level-move.ts';
import { Searcher } from '../searcher.ts';
import { EngineError } from './client.ts';
import { EngineWorker } from './node-client.ts';

const GIUTHI = giuthiRules();

function isLegal(position: Position, move: Move): boolean {
  return legalMoves(position).some((m) => sameMove(m, move));
}

describe('Giuthi (docs/RULES.md 4) through the engine in a Node worker thread', () => {
  let engine: EngineWorker;
  beforeAll(() => {
    engine = new EngineWorker({ ttMiB: 1 });
  });
  afterAll(async () => {
    await engine.terminate();
  });

  it('answers a level move with its direction, legal under a pending further choice', async () => {
    const position = randomGame(giuthiRules({ rounds: false }), 5).find((p) => p.choice);
    if (!position) throw new Error('no further choice in the game');
    const there = await engine.levelMove(position, 3, 11).result;
    expect(there.direction).toBe(position.choice);
    expect(isLegal(position, { house: there.move, direction: there.direction! })).toBe(true);
    const here = levelMove(position, 3, { seed: 11, searcher: new Searcher({ ttMiB: 1 }) });
    expect([there.move, there.direction]).toEqual([here.move, here.direction]);
  });

  it('answers a search and an analysis with directions', async () => {
    const start = Position.initial(GIUTHI);
    const result = await engine.search(start, { depth: 2 }).result;
    expect(isLegal(start, { house: result.move!, direction: result.direction! })).toBe(true);
    const analysis = await engine.analyze(start, { depth: 1 }).result;
    expect(analysis.moves).toHaveLength(legalMoves(start).length);
    for (const m of analysis.moves) {
      expect(isLegal(start, { house: m.move, direction: m.direction! })).toBe(true);
    }
  });

  it('answers an arrangement that the match accepts', async () => {
    const match = arrangingMatch(GIUTHI, 1);
    const pattern = await engine.arrange(match, 6, 5).result;
    expect(arrange(match, pattern).ok).toBe(true);
  });

  it('refuses an arrangement while a round is in play, with ERR_MATCH_PHASE', async () => {
    const error = await engine.arrange(startMatch(GIUTHI), 6, 5).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('ERR_MATCH_PHASE');
  });
});
