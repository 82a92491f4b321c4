import { ruleSet, unwrap } from '@kalaha/rules';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { housesOf } from '../test-support/game.ts';
import { AnalysisService } from '../game/analysis-service.ts';
import { GameController } from '../game/controller.ts';
import { current, newGame, playMove, type Game, type GameConfig } from '../game/session.ts';
import type { I18n } from '../i18n/i18n.ts';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { testI18n } from '../test-support/i18n.ts';
import { rulesOf } from '../test-support/positions.ts';
import { byLabel, buttonByText, click, press, renderWith } from '../test-support/render.tsx';
import { GameScreen } from './Game.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** Waits, inside `act`, until `controller` has shown everything it has begun. */
async function flush(controller: GameController) {
  await act(() => controller.idle());
}

function draw(config: GameConfig, engine = new FakeEngine(), game = newGame(config)) {
  const controller = new GameController(game, {
    engine: () => engine,
    t: () => i18n.t,
    speed: () => 1,
    reducedMotion: () => true,
    save: () => undefined,
    sleep: async () => undefined,
  });
  const handlers = { onNewGame: vi.fn(), onRematch: vi.fn(), onRules: vi.fn(), onImport: vi.fn() };
  const view = renderWith(
    i18n,
    <GameScreen
      controller={controller}
      analysis={new AnalysisService(() => engine)}
      analysisOpen={false}
      onToggleAnalysis={vi.fn()}
      record={() => '{}'}
      link={() => 'http://x/#record=e30'}
      {...handlers}
    />,
  );
  return { ...view, controller, engine, ...handlers };
}

const config: GameConfig = {
  presetId: 'kalaha',
  rules: rulesOf('kalaha', { houses: 3, seeds: 2 }),
  seats: { south: { kind: 'human' }, north: { kind: 'computer', level: 1 } },
  starts: 'south',
};

describe('GameScreen', () => {
  it('plays a move, lists it and announces it', async () => {
    const { container, controller } = draw(config);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('South to move.');
    click(byLabel(container, 'South house 1, 2 seeds'));
    await flush(controller);
    expect(container.querySelector('.move-list')?.textContent).toContain('1. South');
    expect(container.querySelector('.move-list')?.textContent).toContain('2. North');
    // The computer answered at once: its move is the latest announcement.
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toMatch(
      /^North sows house \d, \d seeds?\..* South to move\.$/,
    );
  });

  it('takes back a move against the computer', async () => {
    const { container, controller } = draw(config);
    const takeBack = buttonByText(container, 'Take back')!;
    expect(takeBack.disabled).toBe(true);
    click(byLabel(container, 'South house 1, 2 seeds'));
    await flush(controller);
    expect(controller.view.game.actions.length).toBeGreaterThan(1);
    click(buttonByText(container, 'Take back'));
    await flush(controller);
    expect(housesOf(controller.view.game)).toEqual([]);
  });

  it('shows the hint on the board', async () => {
    const { container, controller } = draw(config);
    click(buttonByText(container, 'Hint'));
    await flush(controller);
    expect(container.querySelector('.hint-text')?.textContent).toBe('Try house 1.');
    expect(container.querySelector('.house.hinted')?.getAttribute('data-pit')).toBe('south-1');
  });

  it('shows the result with why, and offers rematch, review and a new game', async () => {
    const { container, controller, onRematch } = draw(config);
    for (let i = 0; i < 50 && controller.view.phase !== 'over'; i++) {
      const house = controller.view.board.legal[0];
      if (house === undefined) break;
      click(
        byLabel(
          container,
          `South house ${house}, ${controller.view.board.houses.south[house - 1]} seed${controller.view.board.houses.south[house - 1] === 1 ? '' : 's'}`,
        ),
      );
      await flush(controller);
    }
    const result = container.querySelector('.panel.result')!;
    expect(result.querySelector('h2')?.textContent).toMatch(/wins|draw/);
    expect(result.textContent).toMatch(/houses were empty|Every house|store held/);
    click(buttonByText(result, 'Rematch with sides swapped'));
    expect(onRematch).toHaveBeenCalled();
    click(buttonByText(result, 'Review the game'));
    expect(container.querySelector('.review-bar')).not.toBeNull();
    // The review bar numbers the moves as the move list does: its last row, its last move.
    const lastRow = [...container.querySelectorAll('.move-list li')].at(-1)!;
    const lastTurn = lastRow.querySelector('.turn-head')!.textContent;
    const lastMove = [...lastRow.querySelectorAll('.move')].at(-1)!.textContent;
    expect(container.querySelector('.review-position')?.textContent).toBe(
      `After ${lastTurn} ${lastMove}`,
    );
    // The keys line tells the review's keys, and they work on the whole page at once.
    expect(container.querySelector('.keyboard-help')?.textContent).toMatch(/^Keys: Left and Right/);
    press(document.body, 'Home');
    expect(container.querySelector('.review-position')?.textContent).toBe('Start position');
    press(document.body, 'ArrowRight');
    const firstTurn = container.querySelector('.move-list .turn-head')!.textContent;
    const firstMove = container.querySelector('.move-list .move')!.textContent;
    expect(container.querySelector('.review-position')?.textContent).toBe(
      `After ${firstTurn} ${firstMove}`,
    );
    click(byLabel(container, 'To the start'));
    expect(container.querySelector('.review-position')?.textContent).toBe('Start position');
  });

  it('shows a game resigned online (opened from its record): who resigned, the stores, no moves', () => {
    let game: Game = newGame(config);
    for (const house of [1, 3]) {
      const next = unwrap(playMove(game, { house }));
      game = next.game;
    }
    const stores = { south: current(game).store('south'), north: current(game).store('north') };
    const stopped: Game = {
      ...game,
      ended: '2026-11-21T10:30:00.000Z',
      stopped: { winner: 'north', scores: stores, end: { reason: 'resign', side: 'south' } },
    };
    const { container } = draw(config, new FakeEngine(), stopped);
    const result = container.querySelector('.panel.result')!;
    expect(result.querySelector('h2')?.textContent).toBe('North wins');
    expect([...result.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The computer wins.',
      'South resigned.',
    ]);
    expect(result.querySelector('.score dd')?.textContent).toBe(
      `South (you): ${stores.south} · North (computer, level 1): ${stores.north}`,
    );
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'North wins. South resigned.',
    );
    expect(container.querySelectorAll('.house.legal')).toHaveLength(0);
    expect(buttonByText(container, 'Take back')!.hasAttribute('disabled')).toBe(true);
    expect(container.querySelectorAll('.move-list li')).toHaveLength(2);
    // In review, the end of the moves says who gave the game up; earlier positions do not.
    click(buttonByText(result, 'Review the game'));
    expect(container.querySelector('.review-end')?.textContent).toBe('North wins. South resigned.');
    click(byLabel(container, 'To the start'));
    expect(container.querySelector('.review-position')?.textContent).toBe('Start position');
    expect(container.querySelector('.review-end')).toBeNull();
  });

  it('plays Wari against the computer with hints, the analysis and the offer to end', async () => {
    const wari = unwrap(ruleSet('wari'));
    const engine = new FakeEngine();
    const { container, controller } = draw({ ...config, presetId: 'wari', rules: wari }, engine);
    expect(container.querySelector('.panel.analysis')).not.toBeNull();
    click(buttonByText(container, 'Hint'));
    await flush(controller);
    expect(container.querySelector('.hint-text')?.textContent).toBe('Try house 1.');
    click(byLabel(container, 'South house 3, 4 seeds'));
    await flush(controller);
    expect(housesOf(controller.view.game)).toHaveLength(2);
    // The computer thinks the offer over: no dialog for the person, a note instead.
    engine.hold = true;
    engine.value = () => -3; // North 3 ahead by playing on, 2 by ending: declined
    click(buttonByText(container, 'Offer to end'));
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(container.querySelector('.hint-text')?.textContent).toBe(
      'The computer is considering your offer…',
    );
    expect(buttonByText(container, 'Hint')?.disabled).toBe(true);
    await act(() => engine.release());
    await flush(controller);
    expect(container.querySelector('.hint-text')?.textContent).toBe(
      'The computer declines your offer and plays on.',
    );
    expect(buttonByText(container, 'Offer to end')?.disabled).toBe(true);
    // A hint then takes the place of the note.
    engine.hold = false;
    click(buttonByText(container, 'Hint'));
    await flush(controller);
    expect(container.querySelector('.hint-text')?.textContent).toBe('Try house 1.');
  });
});
