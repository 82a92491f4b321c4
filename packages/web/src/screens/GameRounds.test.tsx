import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GameController } from '../game/controller.ts';
import { newGame } from '../game/session.ts';
import {
  giuthiFriends as config,
  moveOf,
  PATTERN,
  playLine as playGame,
  ROUND_1,
  ROUND_2,
} from '../test-support/giuthi.ts';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { buttonByText, byLabel, click, press, renderWith } from '../test-support/render.tsx';
import { exportRecord } from '../game/record-io.ts';
import { AnalysisService } from '../game/analysis-service.ts';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { GameScreen } from './Game.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function draw(game = newGame(config), engine = new FakeEngine()) {
  const controller = new GameController(game, {
    engine: () => engine,
    t: () => i18n.t,
    speed: () => 1,
    reducedMotion: () => true,
    save: () => undefined,
    sleep: async () => undefined,
  });
  const handlers = { onNewGame: vi.fn(), onRematch: vi.fn(), onRules: vi.fn() };
  const view = renderWith(
    i18n,
    <GameScreen
      controller={controller}
      analysis={new AnalysisService(() => engine)}
      analysisOpen={false}
      onToggleAnalysis={vi.fn()}
      onNewGame={handlers.onNewGame}
      onRematch={handlers.onRematch}
      onRules={handlers.onRules}
      onImport={vi.fn()}
      record={() => exportRecord(controller.view.game, { south: 'A', north: 'B' })}
      link={() => 'http://x/'}
    />,
  );
  return { ...view, controller, ...handlers };
}

async function playLine(controller: GameController, line: readonly string[]): Promise<void> {
  for (const text of line) {
    await act(async () => {
      const move = moveOf(text);
      controller.play(move.house, move.direction);
      await controller.idle();
    });
  }
}

describe('GameScreen, a game of rounds (docs/RULES.md 4)', () => {
  it('shows the round, the board of houses with banks, and the keyboard help', () => {
    const { container, onRules } = draw();
    expect(container.querySelector('.round-line')?.textContent).toBe('Round 1 · 5 houses a side');
    expect(container.querySelectorAll('button.house')).toHaveLength(10);
    expect(byLabel(container, "South's bank, 0 seeds")).toBeDefined();
    expect(container.querySelector('.keyboard-help')?.textContent).toContain('Keys for Giuthi');
    expect(container.textContent).toContain('No round finished yet.');
    click(buttonByText(container, 'Rules of this game'));
    expect(onRules).toHaveBeenCalled();
  });

  it('puts the set-up screen in place of the board between rounds, then the shrunk board', async () => {
    const { container, controller } = draw();
    await playLine(controller, ROUND_1);
    expect(container.querySelector('.board')).toBeNull();
    expect(container.querySelector('.round-line')?.textContent).toBe(
      'Setting up round 2 · 4 houses a side',
    );
    expect(container.querySelector('.giuthi-setup h2')?.textContent).toBe(
      'South sets up the next round',
    );
    const row = [...container.querySelectorAll('.rounds-table tbody td')].map((c) => c.textContent);
    expect(row).toEqual(['5', '14', '26', 'North']);
    for (let i = 0; i < 3; i++) click(byLabel(container, `One seed more in house ${i + 1}`));
    for (let i = 0; i < 11; i++) click(byLabel(container, 'One seed more in house 4'));
    click(buttonByText(container, 'Start the round'));
    expect(container.querySelectorAll('button.house')).toHaveLength(8);
    expect(container.querySelector('.round-line')?.textContent).toBe('Round 2 · 4 houses a side');
  });

  it('ends with the match result and offers a rematch', async () => {
    const { container, controller, onRematch, onNewGame } = draw();
    await playLine(controller, ROUND_1);
    act(() => void controller.arrange(PATTERN));
    await playLine(controller, ROUND_2);
    const result = container.querySelector('.panel.result')!;
    expect(result.querySelector('h2')?.textContent).toBe('The match is a draw, 20 seeds to 20');
    expect(result.textContent).toContain('The last round left both players with equal seeds.');
    expect(container.querySelectorAll('.rounds-table tbody tr')).toHaveLength(2);
    click(buttonByText(result, 'Rematch with sides swapped'));
    click(buttonByText(result, 'New game'));
    expect(onRematch).toHaveBeenCalled();
    expect(onNewGame).toHaveBeenCalled();
  });

  it('shows a match given up between rounds (opened from its record): who gave up, no set-up', () => {
    const between = playGame(newGame(config), ROUND_1);
    const { container } = draw({
      ...between,
      ended: '2026-11-21T10:30:00.000Z',
      stopped: {
        winner: 'north',
        scores: { south: 14, north: 26 },
        end: { reason: 'resign', side: 'south' },
      },
    });
    const result = container.querySelector('.panel.result')!;
    expect(result.querySelector('h2')?.textContent).toBe('North wins the match');
    expect([...result.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'South resigned.',
      'The match was given up between rounds 1 and 2.',
      '1 round played: South won 0, North 1.',
    ]);
    expect(container.querySelector('.giuthi-setup')).toBeNull();
    expect(container.querySelector('.board')).not.toBeNull();
  });

  it('names the computer’s lay-out above the next round’s board, and gives a hint with its direction', async () => {
    const vsComputer = {
      ...config,
      seats: { south: { kind: 'computer', level: 2 }, north: { kind: 'human' } },
    } as const;
    // South, the computer, lost round 1 (test-support/giuthi.ts) and lays out at once.
    const { container, controller } = draw(playGame(newGame(vsComputer), ROUND_1));
    await act(() => controller.idle());
    expect(container.querySelector('.giuthi-setup')).toBeNull();
    expect(container.querySelector('.layout-line')?.textContent).toBe(
      'South lays out 11, 1, 1, 1 from house 1; North mirrors it.',
    );
    // South moved first in round 2; North, the person, asks for a hint.
    const hint = buttonByText(container, 'Hint')!;
    expect(hint.disabled).toBe(false);
    await act(async () => {
      click(hint);
      await controller.idle();
    });
    expect(container.querySelector('.hint-text')?.textContent).toMatch(
      /^Try house \d, (counter-)?clockwise\.$/,
    );
    expect(container.querySelector('.house.hinted')).not.toBeNull();
  });

  it('asks for a hint with the H key, as the other game screens do', async () => {
    const { container, controller, unmount } = draw();
    // Not from a text field, nor with a modifier.
    const field = document.createElement('input');
    container.appendChild(field);
    press(field, 'h');
    act(() => {
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'h', ctrlKey: true, bubbles: true }),
      );
    });
    expect(container.querySelector('.hint-text')?.textContent).toBe('');
    await act(async () => {
      press(document.body, 'H');
      await controller.idle();
    });
    expect(container.querySelector('.hint-text')?.textContent).toMatch(
      /^Try house \d, (counter-)?clockwise\.$/,
    );
    expect(container.querySelector('.house.hinted')).not.toBeNull();
    unmount();
  });
});
