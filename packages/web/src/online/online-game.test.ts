import { agreeToEnd, makePosition, outcome, play, Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { current } from '../game/session.ts';
import { housesOf } from '../test-support/game.ts';
import { gameView, wholeGame } from '../test-support/online.ts';
import { anyRulesOf, rulesOf } from '../test-support/positions.ts';

const KALAH_START = '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south';
import {
  agreedEnd,
  bothHaveMoved,
  compareGame,
  gameFromView,
  sideOfPlayer,
} from './online-game.ts';

describe('an online game replayed', () => {
  it('replays the server’s moves from its start position with the rules library', () => {
    const game = unwrap(gameFromView(gameView({ moves: ['1', '1', '3'] })));
    expect(housesOf(game)).toEqual([1, 1, 3]);
    expect(game.matches).toHaveLength(4);
    expect(game.config.rules.houses).toBe(3);
    expect(game.config.seats.south.kind).toBe('human');
    expect(game.started).toBe('2025-01-01T12:00:00.000Z');
    expect(makePosition(game.matches[0]!.position)).toBe('2,2,2|0 2,2,2|0 south');
  });

  it('replays a game to its end, the outcome as the rules library has it', () => {
    const { moves, end } = wholeGame();
    const game = unwrap(gameFromView(gameView({ moves })));
    expect(current(game).isOver).toBe(true);
    expect(outcome(current(game))).toEqual(outcome(end));
  });

  it('names the preset the rules are, the family’s first preset when changed', () => {
    const standard = gameFromView(gameView({ rules: { ...rulesOf('kalah') }, start: KALAH_START }));
    expect(standard.ok && standard.value.config.presetId).toBe('kalah');
    const small = gameFromView(gameView());
    expect(small.ok && small.value.config.presetId).toBe('kalaha');
  });

  it('refuses rules, start positions and moves the rules library refuses, as client/bad_game', () => {
    const cases = [
      gameView({ rules: { game: 'kalaha', houses: 99 } }),
      gameView({ start: 'not a position' }),
      gameView({ start: '9,9,9|0 2,2,2|0 south' }),
      gameView({ moves: ['x'] }),
      gameView({ moves: ['1', '1', '1'] }),
      // A Giuthi match (docs/RULES.md 4): a move without its direction.
      gameView({
        rules: { ...anyRulesOf('giuthi') },
        start: makePosition(Position.initial(anyRulesOf('giuthi'))),
        moves: ['3'],
      }),
    ];
    for (const view of cases) {
      const game = gameFromView(view);
      expect(game.ok, JSON.stringify(view.moves)).toBe(false);
      if (!game.ok) expect(game.error.code).toBe('client/bad_game');
    }
  });

  it('replays Wari and Obridjie games (docs/RULES.md 2, 3) with their rules', () => {
    for (const preset of ['wari', 'oware', 'obridjie']) {
      const rules = anyRulesOf(preset);
      const start = Position.initial(rules);
      const view = gameView({ rules: { ...rules }, start: makePosition(start), moves: ['3', '1'] });
      const game = unwrap(gameFromView(view));
      expect(game.config.presetId).toBe(preset);
      const first = play(start, { house: 3 });
      const second = unwrap(first.ok ? play(first.value.position, { house: 1 }) : first);
      expect(makePosition(current(game))).toBe(makePosition(second.position));
    }
  });

  it('shows a game the players agreed to end with the agreed end (docs/RULES.md 2)', () => {
    const rules = anyRulesOf('wari');
    const start = Position.initial(rules);
    const played = unwrap(play(start, { house: 3 }));
    const agreed = unwrap(agreeToEnd(played.position));
    const scores = { south: agreed.position.store('south'), north: 0 };
    const result = { winner: 'south' as const, scores, reason: 'end' as const, end: 'agreement' };
    const base = { rules: { ...rules }, start: makePosition(start), moves: ['3'] };
    const view = gameView({ ...base, status: 'finished', result });
    const game = unwrap(gameFromView(view));
    expect(current(game).end).toEqual({ reason: 'agreement' });
    expect(makePosition(current(game))).toBe(makePosition(agreed.position));
    // Not again, and not for a game still in play.
    expect(agreedEnd(game, view)).toBeUndefined();
    const playing = unwrap(gameFromView(gameView(base)));
    expect(playing.actions.some((a) => a.kind === 'agree')).toBe(false);
    expect(agreedEnd(playing, view)?.events.at(-1)?.type).toBe('end');
  });

  it('compares the moves shown with the server’s', () => {
    const shown = (moves: string[]) => unwrap(gameFromView(gameView({ moves })));
    const server = (moves: string[]) => gameView({ moves });
    expect(compareGame(shown(['1', '1']), server(['1', '1']))).toEqual({ kind: 'same' });
    expect(compareGame(shown(['1']), server(['1', '1', '3']))).toEqual({
      kind: 'ahead',
      count: 2,
      next: { kind: 'move', move: { house: 1 } },
    });
    expect(compareGame(shown(['1', '1']), server(['1']))).toEqual({ kind: 'behind', count: 1 });
    expect(compareGame(shown(['1', '1']), server(['1', '2']))).toEqual({ kind: 'diverged' });
    expect(compareGame(shown(['1']), server(['oops']))).toEqual({ kind: 'diverged' });
  });

  it('finds a player’s side, and whether both sides have moved', () => {
    const view = gameView();
    expect(sideOfPlayer(view, 'ann')).toBe('south');
    expect(sideOfPlayer(view, 'bob')).toBe('north');
    expect(sideOfPlayer(view, 'eve')).toBeUndefined();
    expect(sideOfPlayer(view, undefined)).toBeUndefined();
    const moved = (moves: string[]) => {
      const game = gameFromView(gameView({ moves }));
      return game.ok && bothHaveMoved(game.value);
    };
    expect(moved([])).toBe(false);
    // South's house 2 ends in his store: he moves again, North has not moved yet.
    expect(moved(['2'])).toBe(false);
    expect(moved(['2', '1'])).toBe(false);
    expect(moved(['1', '1'])).toBe(true);
  });
});
