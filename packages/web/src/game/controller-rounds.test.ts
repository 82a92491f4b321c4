import { arrangementsAllowed, legalMoves, type Move } from '@kalaha/rules';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { testI18n } from '../test-support/i18n.ts';
import { memoryStore } from '../test-support/memory-store.ts';
import { GameController, LAYOUT_SHOW_MS, type ControllerDeps } from './controller.ts';
import { loadGame, saveGame } from './persist.ts';
import { matchNow, newGame, type Game } from './session.ts';
import {
  giuthiFriends as friends,
  moveOf,
  PATTERN,
  playLine as playGame,
  ROUND_1,
  ROUND_2,
} from '../test-support/giuthi.ts';
import { MIN_THINK_MS } from './controller.ts';
import type { GameConfig } from './session.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** The computer at level 3 plays North against a person. */
const vsComputer: GameConfig = {
  ...friends,
  seats: { south: { kind: 'human' }, north: { kind: 'computer', level: 3 } },
};

function setUp(
  config: GameConfig = friends,
  reduced = true,
  engine = new FakeEngine(),
  game: Game = newGame(config),
) {
  const saved: Game[] = [];
  const sleeps: number[] = [];
  const deps: ControllerDeps = {
    engine: () => engine,
    t: () => i18n.t,
    speed: () => 1,
    reducedMotion: () => reduced,
    save: (g) => saved.push(g),
    sleep: async (ms) => void sleeps.push(ms),
  };
  return { controller: new GameController(game, deps), saved, sleeps, engine };
}

async function playLine(controller: GameController, line: readonly string[]): Promise<void> {
  for (const text of line) {
    const move = moveOf(text);
    controller.play(move.house, move.direction);
    await controller.idle();
  }
}

/** The moves `side` made in the first round of `game`, replayed. */
function movesOf(game: Game, side: 'south' | 'north'): Move[] {
  let replayed = newGame(game.config);
  const moves: Move[] = [];
  for (const move of matchNow(game).history[0]!.moves) {
    if (matchNow(replayed).position.turn === side) moves.push(move);
    replayed = playGame(replayed, [`${move.house}${move.direction}`]);
  }
  return moves;
}

describe('GameController (docs/RULES.md 4)', () => {
  it('offers every house with 2 or more seeds in both directions', () => {
    const { controller } = setUp();
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board.legal).toEqual([1, 2, 3, 4, 5]);
    expect(controller.view.board.directions?.[3]).toEqual(['ccw', 'cw']);
    expect(controller.view.board.game).toBe('giuthi');
  });

  it('sows in the direction chosen and announces the further choice inside the turn', async () => {
    const { controller, saved } = setUp();
    controller.play(3);
    await controller.idle();
    expect(matchNow(controller.view.game).history).toEqual([{ arrangement: undefined, moves: [] }]);
    controller.play(3, 'cw');
    await controller.idle();
    expect(saved).toHaveLength(1);
    expect(matchNow(controller.view.game).history).toEqual([
      { arrangement: undefined, moves: [{ house: 3, direction: 'cw' }] },
    ]);
    const board = controller.view.board;
    expect(board.turn).toBe('south');
    expect(board.choice).toBe('cw');
    // During the further choice only the direction opposite to the lap just made is legal.
    expect(Object.values(board.directions ?? {}).every((d) => d?.join() === 'cw')).toBe(true);
    expect(controller.view.announcement).toContain('South sows house 3 clockwise, 4 seeds.');
    expect(controller.view.announcement).toContain(
      'South chooses again: any house of his with at least 2 seeds, sown clockwise.',
    );
    // The wrong direction is ignored.
    controller.play(1, 'ccw');
    await controller.idle();
    expect(matchNow(controller.view.game).history[0]!.moves).toHaveLength(1);
  });

  it('shows a move step by step at normal speed', async () => {
    const { controller, sleeps } = setUp(friends, false);
    controller.play(3, 'cw');
    expect(controller.view.phase).toBe('animating');
    await controller.idle();
    expect(sleeps.length).toBeGreaterThan(4);
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.stepMs).toBe(0);
  });

  it('ends a round, waits for the loser’s arrangement, and starts the next on the shrunk board', async () => {
    const { controller } = setUp();
    await playLine(controller, ROUND_1);
    expect(controller.view.phase).toBe('arranging');
    expect(controller.view.board.legal).toEqual([]);
    expect(controller.view.announcement).toContain('The round is over.');
    expect(controller.view.announcement).toContain('Round 1: North wins, 26 to 14.');
    expect(controller.view.announcement).toContain(
      'South lays out his 14 seeds on 4 houses, at least one in each; North mirrors them.',
    );
    const refused = controller.arrange([1, 1, 1, 10]);
    expect(refused?.code).toBe('ERR_ARRANGEMENT');
    expect(controller.view.error).toContain('14 seeds over 4 houses');
    expect(controller.view.phase).toBe('arranging');
    expect(controller.arrange(PATTERN)).toBeUndefined();
    expect(controller.view.error).toBeUndefined();
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board.houseCount).toBe(4);
    expect(controller.view.board.houses.north).toEqual(PATTERN);
    expect(controller.view.board.stores).toEqual({ south: 0, north: 12 });
    expect(controller.view.announcement).toBe('South to move.');
  });

  it('announces a pass: North has seeds, but no house of 2 or more', async () => {
    const { controller } = setUp();
    await playLine(controller, ROUND_1.slice(0, 9));
    expect(controller.view.announcement).toContain(
      'North has no house with 2 or more seeds and passes.',
    );
    expect(controller.view.board.turn).toBe('south');
  });

  it('takes no arrangement while a round is played', () => {
    const { controller } = setUp();
    expect(controller.arrange([4, 4, 4, 4, 4])?.code).toBe('ERR_MATCH_PHASE');
  });

  it('gives no legal move to the computer’s seat while it thinks', () => {
    const engine = new FakeEngine();
    engine.hold = true;
    const { controller } = setUp(
      { ...friends, seats: { south: { kind: 'computer', level: 3 }, north: { kind: 'human' } } },
      true,
      engine,
    );
    expect(controller.view.phase).toBe('thinking');
    expect(controller.view.board.legal).toEqual([]);
    controller.play(3, 'cw');
    expect(matchNow(controller.view.game).history).toEqual([{ arrangement: undefined, moves: [] }]);
    expect(engine.asked).toEqual([{ kind: 'levelMove', level: 3 }]);
  });
});

describe('GameController: take back and review in a game of rounds (docs/RULES.md 4)', () => {
  it('takes back a move against the computer: the person’s move and the computer’s reply', async () => {
    const { controller } = setUp(vsComputer);
    expect(controller.canTakeBack).toBe(false);
    // South plays (a further choice inside the turn is still his) until the computer has replied.
    for (let i = 0; i < 8 && movesOf(controller.view.game, 'north').length === 0; i++) {
      const [move] = legalMoves(matchNow(controller.view.game).position);
      controller.play(move!.house, move!.direction);
      await controller.idle();
    }
    expect(movesOf(controller.view.game, 'north').length).toBeGreaterThan(0);
    expect(controller.view.phase).toBe('ready');
    expect(controller.canTakeBack).toBe(true);
    const before = controller.view.game.actions.length;
    controller.takeBack();
    // The computer's reply is gone with the person's move: South to move, on the board shown.
    const game = controller.view.game;
    expect(game.actions.length).toBeLessThan(before);
    expect(movesOf(game, 'north')).toEqual([]);
    expect(matchNow(game).position.turn).toBe('south');
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board.legal.length).toBeGreaterThan(0);
  });

  it('takes back a lay-out between two people, then steps through both rounds in review', async () => {
    const { controller } = setUp();
    await playLine(controller, ROUND_1);
    expect(controller.view.phase).toBe('arranging');
    expect(controller.arrange(PATTERN)).toBeUndefined();
    expect(matchNow(controller.view.game).phase).toBe('playing');
    expect(controller.canTakeBack).toBe(true);
    controller.takeBack();
    // Back to the set-up, the lay-out gone and the round-1 result kept.
    expect(controller.view.phase).toBe('arranging');
    expect(matchNow(controller.view.game).history).toHaveLength(1);
    expect(controller.arrange(PATTERN)).toBeUndefined();
    await playLine(controller, ROUND_2.slice(0, 1));

    const count = controller.view.game.actions.length;
    expect(count).toBe(ROUND_1.length + 2);
    // The end of round 1: its board of 5 houses, South's last move marked.
    controller.review(ROUND_1.length);
    expect(controller.view.phase).toBe('review');
    expect(controller.view.board.houseCount).toBe(5);
    // After the lay-out: round 2's board of 4 houses, mirrored, no move marked.
    controller.review(ROUND_1.length + 1);
    expect(controller.view.board.houseCount).toBe(4);
    expect(controller.view.board.houses.north).toEqual(PATTERN);
    expect(controller.view.board.lastMove).toBeUndefined();
    controller.leaveReview();
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.game.actions).toHaveLength(count);
  });
});

describe('GameController against the computer (docs/RULES.md 4)', () => {
  /** The computer's moves of the round in play: those made while North was to move. */

  it('answers the person’s move with a legal move and its direction, and its further choices', async () => {
    const { controller, engine } = setUp(vsComputer);
    controller.play(3, 'cw');
    // South's further choice inside the turn (docs/RULES.md 4): still the person's.
    await controller.idle();
    expect(controller.view.phase).toBe('ready');
    for (let i = 0; i < 6 && matchNow(controller.view.game).position.turn === 'south'; i++) {
      const [move] = legalMoves(matchNow(controller.view.game).position);
      controller.play(move!.house, move!.direction);
      await controller.idle();
    }
    expect(engine.asked.filter((a) => a.kind === 'levelMove').length).toBeGreaterThan(0);
    expect(engine.asked.every((a) => a.level === 3)).toBe(true);
    const north = movesOf(controller.view.game, 'north');
    expect(north.length).toBeGreaterThan(0);
    expect(north.every((m) => m.direction === 'ccw' || m.direction === 'cw')).toBe(true);
    // The computer played on (its further choices too) until the person was to move again.
    const phase = controller.view.phase;
    expect(['ready', 'arranging', 'over']).toContain(phase);
    if (phase === 'ready') expect(matchNow(controller.view.game).position.turn).toBe('south');
  });

  it('waits at least a moment before the computer moves, at normal speed', async () => {
    const { controller, sleeps } = setUp(
      { ...friends, seats: { south: { kind: 'computer', level: 2 }, north: { kind: 'human' } } },
      false,
    );
    await controller.idle();
    expect(sleeps[0]).toBeGreaterThan(0);
    expect(sleeps[0]).toBeLessThanOrEqual(MIN_THINK_MS);
    expect(matchNow(controller.view.game).history[0]!.moves.length).toBeGreaterThan(0);
  });

  it('lays out its seeds when it lost a round, shows them mirrored, then moves first', async () => {
    const config: GameConfig = {
      ...friends,
      seats: { south: { kind: 'computer', level: 5 }, north: { kind: 'human' } },
    };
    // Round 1 lost by South 14 to 26 (see test-support/giuthi.ts), South to arrange.
    const lost = playGame(newGame(config), ROUND_1);
    const allowed = arrangementsAllowed(matchNow(lost))!;
    expect(allowed.side).toBe('south');
    const engine = new FakeEngine();
    const { controller, sleeps, saved } = setUp(config, false, engine, lost);
    const said: string[] = [];
    controller.subscribe(() => said.push(controller.view.announcement));
    expect(controller.view.phase).toBe('thinking');
    await controller.idle();
    expect(engine.asked[0]).toEqual({ kind: 'arrange', level: 5 });
    // The fake lays out 11, 1, 1, 1: all of South's 14 seeds on 4 houses, North mirrors it.
    const pattern = [11, 1, 1, 1];
    expect(matchNow(saved[0]!).history[1]!.arrangement).toEqual(pattern);
    expect(sleeps).toContain(LAYOUT_SHOW_MS);
    expect(said).toContain('South lays out 11, 1, 1, 1 from house 1; North mirrors it.');
    const round2 = matchNow(controller.view.game);
    expect(round2.rounds).toHaveLength(1);
    expect(round2.history[1]!.arrangement).toEqual(pattern);
    // After the pause the computer, the loser, moved first in round 2 (docs/RULES.md 4).
    expect(engine.asked[1]).toEqual({ kind: 'levelMove', level: 5 });
    expect(round2.history[1]!.moves.length).toBeGreaterThan(0);
  });

  it('shows the lay-out at once under reduced motion, on the next round’s board', async () => {
    const config: GameConfig = {
      ...friends,
      seats: { south: { kind: 'computer', level: 5 }, north: { kind: 'human' } },
    };
    const engine = new FakeEngine();
    engine.hold = true;
    const { controller, sleeps } = setUp(config, true, engine, playGame(newGame(config), ROUND_1));
    engine.release();
    // The board of round 2 with the pattern in both rows; the computer thinks of its first move.
    await vi.waitFor(() => expect(engine.asked).toHaveLength(2));
    expect(sleeps).toEqual([]);
    expect(controller.view.phase).toBe('thinking');
    expect(controller.view.board.houses).toEqual({ south: [11, 1, 1, 1], north: [11, 1, 1, 1] });
    expect(controller.view.board.stores).toEqual({ south: 0, north: 12 });
  });

  it('goes on after a reload: the computer to move, or to lay out its seeds', async () => {
    const store = memoryStore();
    // North (the computer) to move after the person's first turn of ROUND_1.
    const config = vsComputer;
    let game = newGame(config);
    for (const text of ROUND_1) {
      if (matchNow(game).position.turn === 'north') break;
      game = playGame(game, [text]);
    }
    expect(matchNow(game).position.turn).toBe('north');
    const before = matchNow(game).history[0]!.moves.length;
    saveGame(store, game);
    const restored = loadGame(store)!;
    expect(restored.config.seats.north).toEqual({ kind: 'computer', level: 3 });
    const engine = new FakeEngine();
    const { controller } = setUp(config, true, engine, restored);
    await controller.idle();
    expect(engine.asked[0]).toEqual({ kind: 'levelMove', level: 3 });
    expect(matchNow(controller.view.game).history[0]!.moves.length).toBeGreaterThan(before);

    // The computer (South) to lay out after a reload.
    const southComputer: GameConfig = {
      ...friends,
      seats: { south: { kind: 'computer', level: 1 }, north: { kind: 'human' } },
    };
    game = playGame(newGame(southComputer), ROUND_1);
    saveGame(store, game);
    const again = new FakeEngine();
    const second = setUp(southComputer, true, again, loadGame(store));
    await second.controller.idle();
    expect(again.asked[0]).toEqual({ kind: 'arrange', level: 1 });
    expect(matchNow(second.saved[0]!).history[1]!.arrangement).toEqual([11, 1, 1, 1]);
  });

  it('hints the house and the direction of the engine’s move', async () => {
    const engine = new FakeEngine((p) => legalMoves(p).at(-1)!.house);
    const { controller } = setUp(vsComputer, true, engine);
    await controller.hint();
    expect(engine.asked).toEqual([{ kind: 'levelMove', level: 9 }]);
    // The fake plays house 5 in its first legal direction, counter-clockwise.
    expect(controller.view.hint).toEqual({ house: 5, direction: 'ccw' });
    expect(controller.view.board.hint).toBe(5);
    expect(controller.view.board.hintDirection).toBe('ccw');
    expect(controller.view.announcement).toBe('Hint: house 5, counter-clockwise.');
    controller.play(5, 'cw');
    expect(controller.view.hint).toBeUndefined();
  });

  it('shows the engine’s failure and plays nothing', async () => {
    const engine = new FakeEngine();
    engine.levelMove = () => Promise.reject(new Error('ERR_WORKER: the engine stopped'));
    const { controller } = setUp(
      { ...friends, seats: { south: { kind: 'computer', level: 3 }, north: { kind: 'human' } } },
      true,
      engine,
    );
    await controller.idle();
    expect(controller.view.engineError).toBe('ERR_WORKER: the engine stopped');
    expect(matchNow(controller.view.game).history[0]!.moves).toEqual([]);
  });
});
