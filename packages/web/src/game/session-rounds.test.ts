import { legalMoves, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { fromMatchRecord, toMatchRecord } from './records.ts';
import {
  arrangeSeeds,
  lastEvents,
  matchNow,
  newGame,
  playMove,
  playsInRounds,
  roundPositions,
  seatToAct,
} from './session.ts';
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
    const game = newGame({ ...config, starts: 'north' }, new Date('2026-11-21T10:00:00Z'));
    expect(matchNow(game).phase).toBe('playing');
    expect(matchNow(game).position.turn).toBe('north');
    expect(matchNow(game).position.houses('south')).toEqual([4, 4, 4, 4, 4]);
    expect(game.started).toBe('2026-11-21T10:00:00.000Z');
    expect(seatToAct(game)).toEqual({ kind: 'human' });
  });

  it('plays moves with a direction and keeps them as steps with the last events', () => {
    const game = newGame(config);
    const played = unwrap(playMove(game, { house: 3, direction: 'cw' }));
    expect(matchNow(played.game).history).toEqual([
      { arrangement: undefined, moves: [{ house: 3, direction: 'cw' }] },
    ]);
    expect(lastEvents(played.game)).toBe(played.events);
    // The last seed fell in an occupied house of South: a further choice, sown clockwise.
    expect(played.events.at(-1)).toEqual({ type: 'choice', side: 'south', direction: 'cw' });
    expect(matchNow(played.game).position.choice).toBe('cw');
  });

  it('refuses a move without a direction or in the wrong phase, the game untouched', () => {
    const game = newGame(config);
    const bare = playMove(game, { house: 3 });
    expect(bare.ok).toBe(false);
    const arranged = arrangeSeeds(game, [1, 1, 1, 1, 1]);
    expect(arranged.ok).toBe(false);
    if (!arranged.ok) expect(arranged.error.code).toBe('ERR_MATCH_PHASE');
    expect(matchNow(game).history).toEqual([{ arrangement: undefined, moves: [] }]);
  });

  it('closes a round, lets the loser arrange on the shrunk board, and starts the next', () => {
    const after = playLine(newGame(config), ROUND_1);
    expect(matchNow(after).phase).toBe('arranging');
    expect(matchNow(after).arranger).toBe('south');
    expect(matchNow(after).houses).toBe(4);
    expect(seatToAct(after)).toEqual({ kind: 'human' });
    const wrong = arrangeSeeds(after, [1, 1, 1, 10]);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('ERR_ARRANGEMENT');
    const next = unwrap(arrangeSeeds(after, PATTERN));
    expect(matchNow(next).phase).toBe('playing');
    expect(matchNow(next).position.houseCount).toBe(4);
    expect(matchNow(next).position.houses('north')).toEqual(PATTERN);
    expect(lastEvents(next)).toEqual([]);
    expect(matchNow(next).history.at(-1)).toEqual({ arrangement: PATTERN, moves: [] });
  });

  it('goes into a match record and back: the players, every round, the same match', () => {
    const game = playLine(newGame(config), ROUND_1);
    const arranged = unwrap(arrangeSeeds(game, PATTERN));
    const record = toMatchRecord(arranged, { south: 'Wanjiru', north: 'Kamau' });
    expect(record.players.south).toEqual({ name: 'Wanjiru', kind: 'human' });
    expect(record.first).toBe('south');
    expect(record.rounds).toHaveLength(2);
    expect(record.rounds[1]!.arrangement).toEqual(PATTERN);
    const again = unwrap(fromMatchRecord(record, 'giuthi'));
    expect(again.config).toEqual(config);
    expect(matchNow(again).position.equals(matchNow(arranged).position)).toBe(true);
    expect(matchNow(again).rounds).toEqual(matchNow(arranged).rounds);
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
    let game = newGame({ ...config, rules: giuthiRules({ rounds: false }) });
    for (let i = 0; i < 500 && matchNow(game).phase === 'playing'; i++) {
      const next = unwrap(playMove(game, legalMoves(matchNow(game).position)[0]!));
      game = next.game;
    }
    expect(matchNow(game).phase).toBe('over');
    expect(matchNow(game).result?.reason).toBe('singleRound');
    expect(game.ended).toBeDefined();
    expect(seatToAct(game)).toBeUndefined();
  });

  it('gives the positions of the round shown, and which of them is shown', () => {
    const first = playLine(newGame(config), ROUND_1.slice(0, 3));
    const { positions, shown } = roundPositions(first);
    // Round 1: the start (5 houses of 4 seeds) and one position after each of its 3 moves.
    expect(positions).toHaveLength(4);
    expect(shown).toBe(3);
    expect(positions[0]!.houses('south')).toEqual([4, 4, 4, 4, 4]);
    expect(positions.at(-1)).toEqual(matchNow(first).position);
    // In review of move 1, the whole round so far, move 1 shown.
    expect(roundPositions(first, 1)).toEqual({ positions, shown: 1 });

    const lost = playLine(newGame(config), ROUND_1);
    // Between rounds: the positions of the round just ended.
    expect(roundPositions(lost).positions).toHaveLength(ROUND_1.length + 1);
    const arranged = unwrap(arrangeSeeds(lost, PATTERN));
    const round2 = playLine(arranged, ['4cw']);
    // Round 2 (docs/RULES.md 4 "Rounds"): South, the loser, laid out 1, 1, 1, 11, North mirrors it.
    const again = roundPositions(round2);
    expect(again.positions).toHaveLength(2);
    expect(again.shown).toBe(1);
    expect(again.positions[0]!.houses('north')).toEqual(PATTERN);
    expect(again.positions[0]!.houses('south')).toEqual(PATTERN);
    expect(again.positions[1]).toEqual(matchNow(round2).position);
    // Review of round 1 from round 2: round 1's positions.
    expect(roundPositions(round2, 2).positions).toHaveLength(ROUND_1.length + 1);
  });
});
