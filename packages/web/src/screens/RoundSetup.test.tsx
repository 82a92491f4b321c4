import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { buttonByText, byLabel, click, renderWith } from '../test-support/render.tsx';
import { RoundSetup } from './RoundSetup.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

// South lost a Giuthi round with 14 seeds; the next board has 4 houses (docs/RULES.md 4).
const allowed = { side: 'south', houses: 4, seeds: 14, minPerHouse: 1 } as const;

function draw(error?: string) {
  const onArrange = vi.fn();
  const view = renderWith(
    i18n,
    <RoundSetup allowed={allowed} winnerSeeds={26} onArrange={onArrange} error={error} />,
  );
  return { ...view, onArrange };
}

const status = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent;
const count = (container: HTMLElement, house: number) =>
  container.querySelector(`[data-spot="${house}"]`)?.textContent;

describe('RoundSetup (docs/RULES.md 4: the loser lays out his seeds, the winner mirrors them)', () => {
  it('asks the loser to place all his seeds before the round may start', () => {
    const { container, onArrange } = draw();
    expect(container.querySelector('h2')?.textContent).toBe('South sets up the next round');
    expect(status(container)).toContain('14 seeds still to place.');
    const done = buttonByText(container, 'Start the round')!;
    expect(done.disabled).toBe(true);
    click(done);
    expect(onArrange).not.toHaveBeenCalled();
  });

  it('places seeds with + and −, names empty houses, and lays out a valid pattern', () => {
    const { container, onArrange } = draw();
    for (let i = 0; i < 14; i++) click(byLabel(container, 'One seed more in house 1'));
    expect(count(container, 1)).toBe('14');
    expect(status(container)).toContain('Houses 2, 3, 4 are still empty.');
    expect(byLabel(container, 'One seed more in house 2')?.hasAttribute('disabled')).toBe(true);
    for (const house of [2, 3, 4]) {
      click(byLabel(container, 'One seed less in house 1'));
      click(byLabel(container, `One seed more in house ${house}`));
    }
    expect(status(container)?.trim()).toBe('');
    // The winner's row mirrors the pattern; he banks the rest.
    expect(byLabel(container, 'North house 1, 11 seeds, mirrored')).toBeDefined();
    expect(container.textContent).toContain(
      'North lays out the same pattern and keeps 12 seeds in his bank.',
    );
    click(buttonByText(container, 'Start the round'));
    expect(onArrange).toHaveBeenCalledWith([11, 1, 1, 1]);
  });

  it('moves a seed by two taps, and spreads the seeds evenly', () => {
    const { container } = draw();
    click(buttonByText(container, 'Spread evenly'));
    expect([1, 2, 3, 4].map((h) => count(container, h))).toEqual(['4', '4', '3', '3']);
    click(container.querySelector('[data-spot="1"]'));
    expect(status(container)).toContain('A seed is taken');
    expect(container.querySelector('[data-spot="1"]')?.getAttribute('aria-pressed')).toBe('true');
    click(container.querySelector('[data-spot="4"]'));
    expect([1, 2, 3, 4].map((h) => count(container, h))).toEqual(['3', '4', '3', '4']);
    click(buttonByText(container, 'Start again'));
    expect(status(container)).toContain('14 seeds still to place.');
  });

  it('moves a seed dragged from the hand to a house (pointer events)', () => {
    const { container } = draw();
    const hand = container.querySelector<HTMLElement>('[data-spot="hand"]')!;
    const house = container.querySelector<HTMLElement>('[data-spot="2"]')!;
    // happy-dom lays nothing out: the point the seed is dropped at is over house 2.
    const spy = vi.spyOn(document, 'elementFromPoint').mockReturnValue(house);
    act(() => {
      hand.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
      house.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 5, clientY: 5 }));
    });
    spy.mockRestore();
    expect(count(container, 2)).toBe('1');
    expect(status(container)).toContain('13 seeds still to place.');
  });

  it('shows the rules library’s refusal', () => {
    const { container } = draw('south must lay out all his 14 seeds');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'south must lay out all his 14 seeds',
    );
  });
});
