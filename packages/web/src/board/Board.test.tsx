import { legalMoves, Position, ruleSet, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { giuthiRules } from '../test-support/giuthi.ts';
import { rulesOf } from '../test-support/positions.ts';
import { byLabel, click, press, renderWith } from '../test-support/render.tsx';
import { Board } from './Board.tsx';
import { boardFromPosition, legalOf, type BoardState } from './state.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const names = { south: 'South (you)', north: 'North (computer, level 6)' };

function draw(state: BoardState, onPlay = vi.fn(), onChange = vi.fn()) {
  const view = renderWith(
    i18n,
    <Board state={state} stepMs={0} names={names} onPlay={onPlay} onChange={onChange} />,
  );
  return { ...view, onPlay, onChange };
}

const start = Position.initial(rulesOf());

describe('Board', () => {
  it('draws two rows of houses as named buttons and a store for each player', () => {
    const { container } = draw(boardFromPosition(start, { legal: [1, 2, 3, 4, 5, 6] }));
    const houses = container.querySelectorAll('button.house');
    expect(houses).toHaveLength(12);
    expect(byLabel(container, 'South house 3, 6 seeds')?.tagName).toBe('BUTTON');
    expect(byLabel(container, 'North house 6, 6 seeds')?.tagName).toBe('BUTTON');
    expect(byLabel(container, 'South store, 0 seeds')).toBeDefined();
    expect(byLabel(container, 'North store, 0 seeds')).toBeDefined();
    // Six marbles and the count in a house.
    const house = byLabel(container, 'South house 1, 6 seeds')!;
    expect(house.querySelectorAll('.marble')).toHaveLength(6);
    expect(house.querySelector('.count')?.textContent).toBe('6');
    expect(house.parentElement?.querySelector('.number')?.textContent).toBe('1');
  });

  it('puts North’s house 1 across from South’s house 6, stores at each player’s right', () => {
    const { container } = draw(boardFromPosition(start));
    const children = [...container.querySelector('.board')!.children];
    const ids = children.map(
      (c) => c.getAttribute('data-pit') ?? c.querySelector('[data-pit]')?.getAttribute('data-pit'),
    );
    expect(ids.slice(0, 2)).toEqual(['north-store', 'north-6']);
    expect(ids.slice(6, 8)).toEqual(['north-1', 'south-1']);
    expect(ids[ids.length - 1]).toBe('south-store');
  });

  it('says whose turn it is', () => {
    const { container } = draw(boardFromPosition(start, { legal: [1] }));
    expect(container.querySelector('.turn-line')?.textContent).toContain('South to move');
    expect(container.querySelector('.player-label.south.to-move')?.textContent).toContain(
      'South (you)',
    );
  });

  it('makes only the legal houses pressable', () => {
    const { container, onPlay } = draw(boardFromPosition(start, { legal: [2, 5] }));
    const legal = byLabel(container, 'South house 2, 6 seeds')!;
    const illegal = byLabel(container, 'South house 3, 6 seeds')!;
    const opponent = byLabel(container, 'North house 2, 6 seeds')!;
    expect(legal.getAttribute('aria-disabled')).toBeNull();
    expect(legal.classList.contains('legal')).toBe(true);
    expect(illegal.getAttribute('aria-disabled')).toBe('true');
    expect(opponent.getAttribute('aria-disabled')).toBe('true');
    click(illegal);
    click(opponent);
    expect(onPlay).not.toHaveBeenCalled();
    click(legal);
    expect(onPlay).toHaveBeenCalledWith(2);
  });

  it('has one tab stop, on the focused legal house', () => {
    const { container } = draw({ ...boardFromPosition(start, { legal: [2, 5] }), focus: 5 });
    const stops = [...container.querySelectorAll('button.house')].filter(
      (b) => (b as HTMLButtonElement).tabIndex === 0,
    );
    expect(stops.map((b) => b.getAttribute('data-pit'))).toEqual(['south-5']);
  });

  it('moves the focus with the arrows and plays a house by its number', () => {
    const { container, onPlay, onChange } = draw(boardFromPosition(start, { legal: [2, 5] }));
    const board = container.querySelector('.board')!;
    press(board, 'ArrowRight');
    expect((onChange.mock.calls[0]![0] as BoardState).focus).toBe(5);
    press(board, '5');
    expect(onPlay).toHaveBeenCalledWith(5);
    press(board, '3');
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('marks the hinted house in its name', () => {
    const { container } = draw({ ...boardFromPosition(start, { legal: [2, 5] }), hint: 5 });
    expect(byLabel(container, 'South house 5, 6 seeds, suggested move')?.classList).toContain(
      'hinted',
    );
  });

  it('shows the seeds in hand and the banner of a step', () => {
    const state: BoardState = {
      ...boardFromPosition(start),
      hand: { at: { kind: 'house', side: 'south', house: 4 }, seeds: 3 },
      banner: { kind: 'extraTurn', side: 'south' },
    };
    const { container } = draw(state);
    expect(byLabel(container, 'South house 4, 6 seeds')?.querySelector('.hand')?.textContent).toBe(
      '3',
    );
    expect(container.querySelector('.banner')?.textContent).toBe('Extra turn: South moves again');
  });

  it('says when the game is over', () => {
    const { container } = draw({ ...boardFromPosition(start), over: true });
    expect(container.querySelector('.turn-line')?.textContent).toBe('Game over');
  });

  it('names the game being played', () => {
    const { container } = draw(boardFromPosition(start));
    expect(container.querySelector('.board')?.getAttribute('aria-label')).toBe('Kalaha board');
    const wari = unwrap(ruleSet('wari'));
    const other = draw(boardFromPosition(Position.initial(wari)));
    expect(other.container.querySelector('.board')?.getAttribute('aria-label')).toBe('Wari board');
  });
});

describe('Board in Giuthi (docs/RULES.md 4: a direction for every move)', () => {
  const giuthi = () => {
    const position = Position.initial(giuthiRules());
    return boardFromPosition(position, legalOf(legalMoves(position)));
  };

  it('shows two named arrows on a house with two directions, and sows the one pressed', () => {
    const board = giuthi();
    const { container, onPlay, onChange } = draw(board);
    expect(container.querySelector('.board')?.getAttribute('aria-label')).toBe('Giuthi board');
    click(byLabel(container, 'South house 3, 4 seeds'));
    expect(onPlay).not.toHaveBeenCalled();
    const opened = onChange.mock.calls[0]![0] as BoardState;
    expect(opened.arrows).toEqual({ house: 3, focus: 'ccw' });
    const shown = draw(opened, onPlay);
    const arrows = [...shown.container.querySelectorAll('.arrow')];
    // The one pointing left first: for South, clockwise.
    expect(arrows.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Sow house 3 clockwise',
      'Sow house 3 counter-clockwise',
    ]);
    expect(arrows.map((a) => a.textContent)).toEqual(['←', '→']);
    expect(byLabel(shown.container, 'South house 3, 4 seeds')?.getAttribute('aria-expanded')).toBe(
      'true',
    );
    click(arrows[0]);
    expect(onPlay).toHaveBeenCalledWith(3, 'cw');
  });

  it('sows at once where one direction is legal, and names the pending choice', () => {
    const board = { ...giuthi(), choice: 'cw' as const, directions: { 1: ['cw' as const] } };
    const { container, onPlay } = draw({ ...board, legal: [1] });
    expect(container.querySelector('.turn-line')?.textContent).toContain(
      'South chooses again: sow clockwise',
    );
    click(byLabel(container, 'South house 1, 4 seeds'));
    expect(onPlay).toHaveBeenCalledWith(1, 'cw');
  });

  it('sows with the keyboard: Enter on the focused arrow', () => {
    const { container, onPlay, onChange } = draw({
      ...giuthi(),
      arrows: { house: 2, focus: 'cw' },
    });
    const board = container.querySelector('.board')!;
    press(board, 'ArrowRight');
    expect((onChange.mock.calls[0]![0] as BoardState).arrows).toEqual({ house: 2, focus: 'ccw' });
    press(board, 'Enter');
    expect(onPlay).toHaveBeenCalledWith(2, 'cw');
  });
});
