import { legalMoves, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import {
  arrangeSeeds,
  playsInRounds,
  newGiuthiGame,
  playGiuthiMove,
  fromMatchRecord,
  toMatchRecord,
  roundLayout,
  roundPositions,
  seatToAct,
} from './giuthi-session.ts';
import {
  giuthiFriends as config,
  giuthiRules,
  PATTERN,
  playLine,
  ROUND_1,
} from '../test-support/giuthi.ts';

describe('a Giuthi match in the app (docs/RULES.md 4)', () => {
  it('tells a Giuthi configuration from the other games’', () => {
    expect(playsInRounds(config)).toBe(true);
    const kalaha = unwrap(ruleSet('kalaha'));
    expect(playsInRounds({ ...config, rules: kalaha })).toBe(false);
  });

  it('starts a match with the first round, the chosen side to move', () => {
    const game = newGiuthiGame({ ...config, starts: 'north' }, new Date('2026-11-21T10:00:00Z'));
    expect(game.match.phase).toBe('playing');
    expect(game.match.position.turn).toBe('north');
    expect(game.match.position.houses('south')).toEqual([4, 4, 4, 4, 4]);
    expect(game.started).toBe('2026-11-21T10:00:00.000Z');
    expect(seatToAct(game)).toEqual({ kind: 'human' });
  });

  it('plays moves with a direction and keeps them as steps with the last events', () => {
    const game = newGiuthiGame(config);
    const played = unwrap(playGiuthiMove(game, { house: 3, direction: 'cw' }));
    expect(played.game.match.history).toEqual([
      { arrangement: undefined, moves: [{ house: 3, direction: 'cw' }] },
    ]);
    expect(played.game.events).toBe(played.events);
    // The last seed fell in an occupied house of South: a further choice, sown clockwise.
    expect(played.events.at(-1)).toEqual({ type: 'choice', side: 'south', direction: 'cw' });
    expect(played.game.match.position.choice).toBe('cw');
  });

  it('refuses a move without a direction or in the wrong phase, the game untouched', () => {
    const game = newGiuthiGame(config);
    const bare = playGiuthiMove(game, { house: 3 });
    expect(bare.ok).toBe(false);
    const arranged = arrangeSeeds(game, [1, 1, 1, 1, 1]);
    expect(arranged.ok).toBe(false);
    if (!arranged.ok) expect(arranged.error.code).toBe('ERR_MATCH_PHASE');
    expect(game.match.history).toEqual([{ arrangement: undefined, moves: [] }]);
  });

  it('closes a round, lets the loser arrange on the shrunk board, and starts the next', () => {
    const after = playLine(newGiuthiGame(config), ROUND_1);
    expect(after.match.phase).toBe('arranging');
    expect(after.match.arranger).toBe('south');
    expect(after.match.houses).toBe(4);
    expect(seatToAct(after)).toEqual({ kind: 'human' });
    const wrong = arrangeSeeds(after, [1, 1, 1, 10]);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('ERR_ARRANGEMENT');
    const next = unwrap(arrangeSeeds(after, PATTERN));
    expect(next.match.phase).toBe('playing');
    expect(next.match.position.houseCount).toBe(4);
    expect(next.match.position.houses('north')).toEqual(PATTERN);
    expect(next.events).toEqual([]);
    expect(next.match.history.at(-1)).toEqual({ arrangement: PATTERN, moves: [] });
  });

  it('goes into a match record and back: the players, every round, the same match', () => {
    const game = playLine(newGiuthiGame(config), ROUND_1);
    const arranged = unwrap(arrangeSeeds(game, PATTERN));
    const record = toMatchRecord(arranged, { south: 'Wanjiru', north: 'Kamau' });
    expect(record.players.south).toEqual({ name: 'Wanjiru', kind: 'human' });
    expect(record.first).toBe('south');
    expect(record.rounds).toHaveLength(2);
    expect(record.rounds[1]!.arrangement).toEqual(PATTERN);
    const again = unwrap(fromMatchRecord(record, 'giuthi'));
    expect(again.config).toEqual(config);
    expect(again.match.position.equals(arranged.match.position)).toBe(true);
    expect(again.match.rounds).toEqual(arranged.match.rounds);
    expect(again.ended).toBeUndefined();
    // A record whose arrangement the rules refuse is named by its round.
    const bad = fromMatchRecord(
      { ...record, rounds: [record.rounds[0]!, { arrangement: [1, 1, 1, 10], moves: [] }] },
      'giuthi',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: 'ERR_ARRANGEMENT', round: 2 });
  });

  it('has nobody to act once the match is over', () => {
    let game = newGiuthiGame({ ...config, rules: giuthiRules({ rounds: false }) });
    for (let i = 0; i < 500 && game.match.phase === 'playing'; i++) {
      const next = unwrap(playGiuthiMove(game, legalMoves(game.match.position)[0]!));
      game = next.game;
    }
    expect(game.match.phase).toBe('over');
    expect(game.match.result?.reason).toBe('singleRound');
    expect(game.ended).toBeDefined();
    expect(seatToAct(game)).toBeUndefined();
  });

  it('gives the positions of the round in play and the lay-out it was set up from', () => {
    const first = playLine(newGiuthiGame(config), ROUND_1.slice(0, 3));
    const positions = roundPositions(first.match);
    // Round 1: the start (5 houses of 4 seeds) and one position after each of its 3 moves.
    expect(positions).toHaveLength(4);
    expect(positions[0]!.houses('south')).toEqual([4, 4, 4, 4, 4]);
    expect(positions.at(-1)).toEqual(first.match.position);
    expect(roundLayout(first.match)).toBeUndefined();

    const lost = playLine(newGiuthiGame(config), ROUND_1);
    // Between rounds: no lay-out yet, and the positions of the round just ended.
    expect(roundLayout(lost.match)).toBeUndefined();
    expect(roundPositions(lost.match)).toHaveLength(ROUND_1.length + 1);
    const arranged = unwrap(arrangeSeeds(lost, PATTERN));
    const round2 = playLine(arranged, ['4cw']);
    // Round 2 (docs/RULES.md 4 "Rounds"): South, the loser, laid out 1, 1, 1, 11, North mirrors it.
    expect(roundLayout(round2.match)).toEqual({ side: 'south', pattern: PATTERN });
    const again = roundPositions(round2.match);
    expect(again).toHaveLength(2);
    expect(again[0]!.houses('north')).toEqual(PATTERN);
    expect(again[0]!.houses('south')).toEqual(PATTERN);
    expect(again[1]).toEqual(round2.match.position);
  });
});
