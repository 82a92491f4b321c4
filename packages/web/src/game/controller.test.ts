import { legalMoves, play, ruleSet, type RuleSet, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { housesOf } from '../test-support/game.ts';
import type { I18n } from '../i18n/i18n.ts';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { testI18n } from '../test-support/i18n.ts';
import { rulesOf } from '../test-support/positions.ts';
import { GameController, type ControllerDeps } from './controller.ts';
import { current, newGame, type Game, type GameConfig } from './session.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const vsComputer: GameConfig = {
  presetId: 'kalaha',
  rules: rulesOf(),
  seats: { south: { kind: 'human' }, north: { kind: 'computer', level: 4 } },
  starts: 'south',
};
const friends: GameConfig = {
  ...vsComputer,
  seats: { south: { kind: 'human' }, north: { kind: 'human' } },
};

function setUp(config: GameConfig, engine = new FakeEngine(), reduced = true) {
  const saved: Game[] = [];
  const sleeps: number[] = [];
  const steps: string[] = [];
  const deps: ControllerDeps = {
    engine: () => engine,
    t: () => i18n.t,
    speed: () => 1,
    reducedMotion: () => reduced,
    save: (g) => saved.push(g),
    onStep: (event, ms, game) => steps.push(`${event.type} ${ms} ${game.actions.length}`),
    sleep: async (ms) => void sleeps.push(ms),
  };
  const controller = new GameController(newGame(config), deps);
  return { controller, engine, saved, sleeps, steps };
}

describe('GameController', () => {
  it('lets a person play a legal house, shows it, and saves the game', async () => {
    const { controller, saved } = setUp(friends);
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board.legal).toEqual([1, 2, 3, 4, 5, 6]);
    controller.play(3);
    await controller.idle();
    expect(housesOf(controller.view.game)).toEqual([3]);
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board.turn).toBe('north');
    expect(controller.view.board.houses.south[2]).toBe(0);
    expect(controller.view.announcement).toBe(
      'South sows house 3, 6 seeds. The last seed lands in North house 2. North to move.',
    );
    expect(housesOf(saved.at(-1)!)).toEqual([3]);
  });

  it('ignores illegal houses and moves out of turn', async () => {
    const { controller } = setUp(friends);
    controller.play(3);
    controller.play(4); // still animating
    await controller.idle();
    controller.play(9);
    await controller.idle();
    expect(housesOf(controller.view.game)).toEqual([3]);
  });

  it('animates step by step at the chosen speed', async () => {
    const { controller, sleeps } = setUp(friends, new FakeEngine(), false);
    const boards: number[] = [];
    controller.subscribe(() => boards.push(controller.view.board.step));
    controller.play(3);
    await controller.idle();
    // lift + 6 seeds, each shown for its time.
    expect(sleeps).toEqual([320, 260, 260, 260, 260, 260, 260]);
    expect(new Set(boards).size).toBeGreaterThanOrEqual(7);
  });

  it('tells each step to the sound effects as it is shown, with its duration', async () => {
    const animated = setUp(friends, new FakeEngine(), false);
    animated.controller.play(1); // 6 seeds from house 1: the last in the store, again
    await animated.controller.idle();
    expect(animated.steps).toEqual([
      'lift 320 1',
      ...Array<string>(6).fill('sow 260 1'),
      'extraTurn 900 1',
    ]);
    const instant = setUp(friends);
    instant.controller.play(1);
    await instant.controller.idle();
    expect(instant.steps).toEqual([
      'lift 0 1',
      ...Array<string>(6).fill('sow 0 1'),
      'extraTurn 0 1',
    ]);
  });

  it('lets the computer answer through the engine at its level', async () => {
    const { controller, engine } = setUp(vsComputer);
    controller.play(3);
    await controller.idle();
    expect(engine.asked).toContainEqual({ kind: 'levelMove', level: 4 });
    expect(controller.view.game.actions.length).toBe(2);
    expect(controller.view.phase).toBe('ready');
    expect(current(controller.view.game).turn).toBe('south');
  });

  it('takes back the person’s move and the computer’s answer, and cancels its thinking', async () => {
    const engine = new FakeEngine();
    const { controller } = setUp(vsComputer, engine);
    controller.play(3);
    await controller.idle();
    engine.hold = true;
    await controller.play(legalMoves(current(controller.view.game))[0]!.house);
    expect(controller.view.phase).toBe('thinking');
    controller.takeBack();
    await controller.idle();
    expect(engine.cancelled).toBe(1);
    expect(housesOf(controller.view.game)).toEqual([3, 1]);
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.announcement).toMatch(/^Moves taken back\. South to move\.$/);
  });

  it('gives a hint from the engine', async () => {
    const engine = new FakeEngine(() => 5);
    const { controller } = setUp(friends, engine);
    await controller.hint();
    expect(controller.view.hint).toEqual({ house: 5 });
    expect(controller.view.board.hint).toBe(5);
    expect(controller.view.board.focus).toBe(5);
    expect(controller.view.announcement).toBe('Hint: house 5.');
    controller.play(5);
    await controller.idle();
    expect(controller.view.hint).toBeUndefined();
  });

  it('plays a whole game to the end and announces the result', async () => {
    const { controller } = setUp(vsComputer);
    for (let i = 0; i < 200 && controller.view.phase !== 'over'; i++) {
      controller.play(controller.view.board.legal[0]!);
      await controller.idle();
    }
    expect(controller.view.phase).toBe('over');
    expect(controller.view.board.over).toBe(true);
    expect(controller.view.announcement).toMatch(/Game over\. (South wins|North wins|A draw)/);
  });

  it('steps through the moves in review and back', async () => {
    const { controller } = setUp(friends);
    for (const h of [3, 4, 1]) {
      controller.play(h);
      await controller.idle();
    }
    controller.review(1);
    expect(controller.view.phase).toBe('review');
    expect(controller.view.board.houses.south[2]).toBe(0);
    expect(controller.view.board.legal).toEqual([]);
    controller.review(-5);
    expect(controller.view.reviewAt).toBe(0);
    controller.leaveReview();
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board.houses).toEqual({
      south: current(controller.view.game).houses('south'),
      north: current(controller.view.game).houses('north'),
    });
  });

  it('plays on from a position in review', async () => {
    const { controller } = setUp(friends);
    for (const h of [3, 4]) {
      controller.play(h);
      await controller.idle();
    }
    controller.review(1);
    controller.continueFromReview();
    expect(housesOf(controller.view.game)).toEqual([3]);
    expect(controller.view.phase).toBe('ready');
  });

  it('starts thinking at once when the computer begins', async () => {
    const { controller, engine } = setUp({ ...vsComputer, starts: 'north' });
    await controller.idle();
    expect(engine.asked[0]).toEqual({ kind: 'levelMove', level: 4 });
    // North's house 1 ends in his store: an extra turn, so North moves twice.
    expect(housesOf(controller.view.game)).toEqual([1, 1 + 1]);
    expect(controller.view.phase).toBe('ready');
  });

  describe.each([
    ['wari', 'Wari (docs/RULES.md 2)'],
    ['obridjie', 'Obridjie with its relay sowings and fours (docs/RULES.md 3)'],
  ])('against the computer in %s: %s', (preset) => {
    const rules = ((): RuleSet => {
      const r = unwrap(ruleSet(preset));
      return r;
    })();
    const config: GameConfig = { ...vsComputer, presetId: preset, rules };

    it('shows each of the computer’s moves with every event of the rules library', async () => {
      const { controller, engine, steps } = setUp(config);
      controller.play(1);
      await controller.idle();
      const [, answer] = housesOf(controller.view.game);
      expect(engine.asked).toContainEqual({ kind: 'levelMove', level: 4 });
      const before = controller.view.game.matches[1]!.position;
      const played = unwrap(play(before, { house: answer! }));
      const shown = steps.filter((s) => s.endsWith(' 2')).map((s) => s.split(' ')[0]);
      expect(shown).toEqual(played.events.map((e) => e.type));
      expect(controller.view.board.houses).toEqual({
        south: played.position.houses('south'),
        north: played.position.houses('north'),
      });
    });

    it('plays a whole game to the end, and gives hints on the way', async () => {
      const engine = new FakeEngine((p) => legalMoves(p).at(-1)!.house);
      const { controller } = setUp(config, engine);
      await controller.hint();
      expect(controller.view.hint).toEqual({
        house: legalMoves(current(controller.view.game)).at(-1)!.house,
      });
      for (let i = 0; i < 400 && controller.view.phase !== 'over'; i++) {
        controller.play(controller.view.board.legal[0]!);
        await controller.idle();
      }
      expect(controller.view.phase).toBe('over');
      expect(controller.view.announcement).toMatch(/Game over\. (South wins|North wins|A draw)/);
    });
  });

  describe('the offer to end a Wari game (docs/RULES.md 2: both players agree)', () => {
    const wari = unwrap(ruleSet('wari'));
    const wariFriends: GameConfig = { ...friends, presetId: 'wari', rules: wari };

    it('is made by the player to move; declined, the same player plays on', async () => {
      const { controller } = setUp(wariFriends);
      controller.play(3);
      await controller.idle();
      expect(controller.canOfferEnd).toBe(true);
      controller.offerEnd();
      expect(controller.view.offer).toBe('north');
      expect(controller.view.board.legal).toEqual([]);
      expect(controller.view.announcement).toBe(
        'North offers to end the game. South, do you agree?',
      );
      controller.play(1);
      expect(housesOf(controller.view.game)).toEqual([3]);
      controller.answerOffer(false);
      expect(controller.view.offer).toBeUndefined();
      expect(controller.view.phase).toBe('ready');
      expect(controller.view.board.turn).toBe('north');
      expect(controller.view.board.legal.length).toBeGreaterThan(0);
      expect(controller.view.announcement).toBe('The offer is declined. North to move.');
    });

    it('accepted, ends the game by agreement, saves it and announces the result with its reason', async () => {
      const { controller, saved } = setUp(wariFriends);
      controller.play(3);
      await controller.idle();
      controller.offerEnd();
      controller.answerOffer(true);
      await controller.idle();
      const game = controller.view.game;
      expect(controller.view.phase).toBe('over');
      expect(current(game).end).toEqual({ reason: 'agreement' });
      expect(saved[saved.length - 1]).toBe(game);
      expect(controller.view.board.over).toBe(true);
      expect(controller.view.announcement).toBe(
        "23 seeds go to South's bank. 25 seeds go to North's bank. Game over. North wins 25 to 23. Both players agreed to end the game. Each player took the seeds left on his side.",
      );
      expect(controller.view.announcement).toContain('Both players agreed to end the game.');
      expect(controller.canOfferEnd).toBe(false);
    });

    const wariComputer: GameConfig = { ...vsComputer, presetId: 'wari', rules: wari };

    it('against the computer: accepted when ending is not worse for it than playing on', async () => {
      const engine = new FakeEngine();
      const { controller } = setUp(wariComputer, engine);
      controller.play(3);
      await controller.idle();
      expect(housesOf(controller.view.game)).toHaveLength(2);
      // After South 3 and North 1, South's side holds 23 seeds and North's 25: ending now leaves
      // North 2 ahead, and the engine values playing on at 2 seeds for North (-2 for South, the
      // player to move): not worse, so the computer accepts.
      engine.value = () => -2;
      engine.hold = true;
      expect(controller.canOfferEnd).toBe(true);
      controller.offerEnd();
      expect(controller.view.offer).toBe('south');
      expect(controller.computerConsidersOffer).toBe(true);
      controller.answerOffer(false); // not the person's answer to give
      expect(controller.view.offer).toBe('south');
      engine.release();
      await controller.idle();
      expect(engine.asked.at(-1)).toEqual({ kind: 'analyze' });
      expect(controller.view.phase).toBe('over');
      expect(current(controller.view.game).end).toEqual({ reason: 'agreement' });
      expect(controller.view.announcement).toContain('Both players agreed to end the game.');
    });

    it('against the computer: declined when playing on is better for it; no new offer until a move', async () => {
      const engine = new FakeEngine();
      const { controller } = setUp(wariComputer, engine);
      controller.play(3);
      await controller.idle();
      engine.value = () => -3; // North 3 seeds ahead by playing on, 2 by ending
      controller.offerEnd();
      await controller.idle();
      expect(controller.view.offer).toBeUndefined();
      expect(controller.view.offerDeclined).toBe(true);
      expect(controller.view.phase).toBe('ready');
      expect(controller.view.board.legal.length).toBeGreaterThan(0);
      expect(controller.view.announcement).toBe('The offer is declined. South to move.');
      expect(controller.canOfferEnd).toBe(false);
      controller.play(controller.view.board.legal[0]!);
      await controller.idle();
      expect(controller.view.offerDeclined).toBe(false);
      expect(controller.canOfferEnd).toBe(true);
    });

    it('against the computer: taking back while it thinks the offer over cancels its thinking', async () => {
      const engine = new FakeEngine();
      const { controller } = setUp(wariComputer, engine);
      controller.play(3);
      await controller.idle();
      engine.hold = true;
      controller.offerEnd();
      controller.takeBack();
      expect(engine.cancelled).toBe(1);
      expect(controller.view.offer).toBeUndefined();
      expect(housesOf(controller.view.game)).toEqual([]);
      expect(controller.view.phase).toBe('ready');
    });

    it('against the computer: an engine failure withdraws the offer and says why', async () => {
      const engine = new FakeEngine();
      const { controller } = setUp(wariComputer, engine);
      controller.play(3);
      await controller.idle();
      engine.analyze = () => Promise.reject(new Error('the engine thread failed'));
      controller.offerEnd();
      await controller.idle();
      expect(controller.view.offer).toBeUndefined();
      expect(controller.view.engineError).toBe('the engine thread failed');
      expect(controller.view.phase).toBe('ready');
      expect(controller.view.board.legal.length).toBeGreaterThan(0);
      expect(current(controller.view.game).isOver).toBe(false);
    });

    it('is not offered in the Kalaha family, which always ends by its rules', () => {
      const { controller } = setUp(friends);
      expect(controller.canOfferEnd).toBe(false);
      controller.offerEnd();
      expect(controller.view.offer).toBeUndefined();
    });
  });
});
