import { play, Position, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { boardFromPosition, type BoardState } from '../board/state.ts';
import { animateEvents, type AnimationDeps } from './animate.ts';

function move() {
  const rules = unwrap(ruleSet('kalaha'));
  const start = Position.initial(rules);
  const played = unwrap(play(start, { house: 3 }));
  return { board: boardFromPosition(start), ...played };
}

function deps(reduced: boolean, stale = () => false) {
  const shown: [BoardState, number][] = [];
  const steps: string[] = [];
  const sleeps: number[] = [];
  const d: AnimationDeps = {
    speed: () => 1,
    reducedMotion: () => reduced,
    sleep: async (ms) => void sleeps.push(ms),
    show: (board, ms) => shown.push([board, ms]),
    onStep: (event, ms) => steps.push(`${event.type} ${ms}`),
    stale,
  };
  return { d, shown, steps, sleeps };
}

describe('animateEvents', () => {
  it('shows each step for its time, then the board after the move at rest', async () => {
    const { board, events, position } = move();
    const { d, shown, steps, sleeps } = deps(false);
    await animateEvents(board, events, d);
    expect(steps).toHaveLength(events.length);
    expect(sleeps.length).toBe(events.length);
    const [last, ms] = shown.at(-1)!;
    expect(ms).toBe(0);
    expect(last.houses.south).toEqual(position.houses('south'));
    expect(last.stores.south).toBe(position.store('south'));
  });

  it('shows the move at once under reduced motion', async () => {
    const { board, events } = move();
    const { d, shown, sleeps } = deps(true);
    await animateEvents(board, events, d);
    expect(sleeps).toEqual([]);
    expect(shown.map(([, ms]) => ms)).toEqual([0]);
  });

  it('stops drawing once the animation is no longer wanted', async () => {
    const { board, events } = move();
    let calls = 0;
    const { d, shown } = deps(false, () => ++calls > 1);
    await animateEvents(board, events, d);
    expect(shown).toHaveLength(2);
    expect(shown.every(([, ms]) => ms > 0)).toBe(true);
  });
});
