import { unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { newGame, playMove, type Game } from '../game/session.ts';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { rulesOf } from '../test-support/positions.ts';
import { renderWith } from '../test-support/render.tsx';
import { MoveList } from './MoveList.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** A game of 3 houses of 2 seeds after South sowed his house 1. */
function oneMove(): Game {
  const game = newGame({
    presetId: 'kalaha',
    rules: rulesOf('kalaha', { houses: 3, seeds: 2 }),
    seats: { south: { kind: 'human' }, north: { kind: 'human' } },
    starts: 'south',
  });
  const played = unwrap(playMove(game, { house: 1 }));
  return played.game;
}

describe('MoveList', () => {
  it('can be focused, to scroll it by keyboard, when its moves are no buttons', () => {
    const { container, unmount } = renderWith(
      i18n,
      <MoveList game={oneMove()} current={undefined} />,
    );
    const list = container.querySelector('ol.move-list')!;
    expect(list.getAttribute('tabindex')).toBe('0');
    expect(list.getAttribute('aria-labelledby')).toBe('moves-title');
    expect(container.querySelectorAll('.move-list button')).toHaveLength(0);
    unmount();
  });

  it('leaves the focus to the moves when they are buttons (review)', () => {
    const { container, unmount } = renderWith(
      i18n,
      <MoveList game={oneMove()} current={1} onSelect={() => {}} />,
    );
    expect(container.querySelector('ol.move-list')!.hasAttribute('tabindex')).toBe(false);
    expect(container.querySelectorAll('.move-list button.move')).toHaveLength(1);
    unmount();
  });
});
