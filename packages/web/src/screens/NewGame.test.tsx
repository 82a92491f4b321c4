import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultForm, onlineRequest, selectPreset, type NewGameForm } from '../game/new-game.ts';
import type { GameConfig } from '../game/session.ts';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { buttonByText, click, renderWith } from '../test-support/render.tsx';
import { act } from 'preact/test-utils';
import { NewGame } from './NewGame.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function draw(canContinue = false) {
  const onStart = vi.fn<(config: GameConfig) => void>();
  const onContinue = vi.fn();
  const view = renderWith(
    i18n,
    <NewGame
      initial={defaultForm()}
      canContinue={canContinue}
      onStart={onStart}
      onContinue={onContinue}
      onImport={vi.fn()}
    />,
  );
  return { ...view, onStart, onContinue };
}

/** The screen with every handler a spy, online play offered, from `initial`. */
function drawWith(initial: NewGameForm) {
  const onStart = vi.fn<(config: GameConfig, form: NewGameForm) => void>();
  const onStartOnline = vi.fn<(form: NewGameForm) => void>();
  const view = renderWith(
    i18n,
    <NewGame
      initial={initial}
      canContinue={false}
      onStart={onStart}
      onContinue={vi.fn()}
      onImport={vi.fn()}
      onStartOnline={onStartOnline}
    />,
  );
  return { ...view, onStart, onStartOnline };
}

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function radio(container: Element, label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].find((l) =>
    l.textContent?.includes(label),
  );
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no radio ${label}`);
  return input;
}

describe('NewGame', () => {
  it('names every preset in the user’s language with where it comes from', () => {
    const { container } = draw();
    const presets = [...container.querySelectorAll('.preset')].map((p) => p.textContent);
    expect(presets).toHaveLength(10);
    expect(presets[0]).toContain('Kalaha (Nordic boxed set)');
    // A line each; the chosen rule set alone says where it comes from.
    expect(presets[0]).toContain('From: The rule sheets of the Scandinavian boxed sets');
    expect(container.querySelectorAll('.preset-source')).toHaveLength(1);
    expect(presets.some((p) => p?.includes('Kalaha, German leaflet'))).toBe(true);
    expect(presets.some((p) => p?.includes('Kalah (standard)'))).toBe(true);
    expect(presets[9]).toContain('Giuthi (German leaflet)');
  });

  it('explains every option in one line', () => {
    const { container } = draw();
    const options = container.querySelectorAll('.option');
    expect(options).toHaveLength(11);
    for (const option of options) {
      const control = option.querySelector('select, input')!;
      const help = option.querySelector('.option-help')!;
      expect(control.getAttribute('aria-describedby')).toBe(help.id);
      expect(help.textContent?.length).toBeGreaterThan(10);
    }
  });

  it('starts the default game: kalaha, computer level 3, South starts', () => {
    const { container, onStart } = draw();
    click(buttonByText(container, 'Start the game'));
    const config = onStart.mock.calls[0]![0];
    expect(config.presetId).toBe('kalaha');
    expect(config.rules).toMatchObject({ game: 'kalaha', endRule: 'emptierTakes' });
    expect(config.seats).toEqual({
      south: { kind: 'human' },
      north: { kind: 'computer', level: 3 },
    });
    expect(config.starts).toBe('south');
  });

  it('changes the preset, an option, the opponent and who starts', () => {
    const { container, onStart } = draw();
    click(radio(container, 'Kalaha on a felt board'));
    choose(container.querySelector<HTMLSelectElement>('#option-endRule')!, 'playOn');
    expect(container.querySelector('.options summary')?.textContent).toContain('1 rule changed');
    click(radio(container, 'A friend on this device'));
    click(radio(container, 'North'));
    click(buttonByText(container, 'Start the game'));
    const config = onStart.mock.calls[0]![0];
    expect(config.presetId).toBe('kalaha-felt');
    expect(config.rules.seeds).toBe(4);
    expect(config.rules).toMatchObject({ endRule: 'playOn' });
    expect(config.seats.north).toEqual({ kind: 'human' });
    expect(config.starts).toBe('north');
  });

  it('offers Wari with its options against the computer or a friend', () => {
    const { container, onStart } = draw();
    click(radio(container, 'Wari (German leaflet)'));
    expect(radio(container, 'The computer').checked).toBe(true);
    const opponents = [...container.querySelectorAll('input[name="opponent"]')];
    expect(opponents).toHaveLength(2);
    expect(container.querySelector('#option-extraTurn')).toBeNull();
    choose(container.querySelector<HTMLSelectElement>('#option-cycleRule')!, 'split');
    choose(container.querySelector<HTMLSelectElement>('#option-captureChain')!, 'pair');
    choose(container.querySelector<HTMLSelectElement>('#option-houses')!, '5');
    choose(container.querySelector<HTMLSelectElement>('.computer-settings select')!, '2');
    click(buttonByText(container, 'Start the game'));
    const config = onStart.mock.calls[0]![0];
    expect(config.presetId).toBe('wari');
    expect(config.rules).toEqual({
      game: 'wari',
      houses: 5,
      seeds: 4,
      grandSlam: 'forbidden',
      captureChain: 'pair',
      originSkip: 'always',
      cycleRule: 'split',
    });
    expect(config.seats).toEqual({
      south: { kind: 'human' },
      north: { kind: 'computer', level: 2 },
    });
  });

  it('offers Obridjie, whose board has one size, without options to change', () => {
    const { container, onStart } = draw();
    click(radio(container, 'Obridjie (German leaflet)'));
    expect(container.querySelectorAll('.option-list .option')).toHaveLength(0);
    click(buttonByText(container, 'Start the game'));
    expect(onStart.mock.calls[0]![0].rules).toEqual({ game: 'obridjie', houses: 6, seeds: 4 });
  });

  it('refuses contradictory options with an explanation', () => {
    const { container } = draw();
    choose(container.querySelector<HTMLSelectElement>('#option-endRule')!, 'playOn');
    choose(container.querySelector<HTMLSelectElement>('#option-tieBreak')!, 'emptierWins');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'both sides end empty',
    );
    expect(buttonByText(container, 'Start the game')?.disabled).toBe(true);
  });

  it('offers the lesson of the rules chosen, options changed or not (issue 19)', () => {
    const onLearn = vi.fn<(form: NewGameForm) => void>();
    const { container, unmount } = renderWith(
      i18n,
      <NewGame
        initial={selectPreset(defaultForm(), 'oware')}
        canContinue={false}
        onStart={vi.fn()}
        onContinue={vi.fn()}
        onImport={vi.fn()}
        onLearn={onLearn}
      />,
    );
    click(buttonByText(container, 'Learn these rules'));
    expect(onLearn).toHaveBeenCalledWith(expect.objectContaining({ presetId: 'oware' }));
    unmount();
  });

  it('draws lots before starting', () => {
    vi.useFakeTimers();
    try {
      const { container, onStart } = draw();
      click(radio(container, 'Draw lots'));
      click(buttonByText(container, 'Start the game'));
      const dialog = container.querySelector('[role="dialog"]')!;
      expect(dialog.textContent).toContain('Drawing lots');
      expect(onStart).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1300);
      });
      expect(dialog.querySelector('.lot-result')?.textContent).toMatch(/^(South|North) starts!$/);
      click(buttonByText(dialog, 'Play'));
      expect(onStart).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers to continue an unfinished game', () => {
    const { container, onContinue } = draw(true);
    click(buttonByText(container, 'Continue the unfinished game'));
    expect(onContinue).toHaveBeenCalled();
  });

  it('creates an online game with its clock, rating and side, South moving first', () => {
    const { container, onStart, onStartOnline } = drawWith(defaultForm());
    click(radio(container, 'Someone online, with a link'));
    // Who starts is not asked: South always moves first online.
    expect(container.textContent).toContain('South moves first in an online game.');
    const starts = [...container.querySelectorAll('fieldset')].find((f) =>
      f.querySelector('legend')?.textContent?.includes('Who starts'),
    );
    expect(starts?.hidden).toBe(true);
    expect(container.querySelector('select[aria-label], .clock-settings')).toBeNull();
    click(radio(container, 'A clock for each player'));
    const [minutes, increment] =
      container.querySelectorAll<HTMLSelectElement>('.clock-settings select');
    choose(minutes!, '10');
    choose(increment!, '5');
    click(radio(container, 'Rated: the result changes both ratings'));
    click(radio(container, 'Drawn at random'));
    choose(container.querySelector<HTMLSelectElement>('#option-houses')!, '4');
    click(buttonByText(container, 'Create the game and get its link'));
    expect(onStart).not.toHaveBeenCalled();
    const form = onStartOnline.mock.calls[0]![0];
    expect(onlineRequest(form)).toEqual({
      preset: 'kalaha',
      options: { houses: 4 },
      timeControl: { initialMs: 600_000, incrementMs: 5_000 },
      rated: true,
      side: 'random',
    });
  });

  it('offers no online game where the app has no online play', () => {
    const { container } = draw();
    expect(container.textContent).not.toContain('Someone online');
  });
});

describe('NewGame, the fast path (issue 16: one tap from the first screen to a game)', () => {
  /** The quick-start button whose title is `title`. */
  function quick(container: Element, title: string): HTMLButtonElement {
    const found = [...container.querySelectorAll<HTMLButtonElement>('.quick-button')].find(
      (b) => b.querySelector('.quick-title')?.textContent === title,
    );
    if (!found) throw new Error(`no quick start "${title}"`);
    return found;
  }

  it('plays the computer in one tap, under the rules and level last used (first time: Kalaha at level 3)', () => {
    const { container, onStart } = drawWith(defaultForm());
    const button = quick(container, 'Play the computer');
    expect(button.textContent).toContain('Kalaha (Nordic boxed set) · Level 3: Casual');
    click(button);
    const [config, form] = onStart.mock.calls[0]!;
    expect(config.presetId).toBe('kalaha');
    expect(config.seats).toEqual({
      south: { kind: 'human' },
      north: { kind: 'computer', level: 3 },
    });
    expect(form.opponent).toBe('computer');
  });

  it('plays a friend here, or goes online with the form as it is', () => {
    const used: NewGameForm = {
      ...selectPreset(defaultForm(), 'oware'),
      level: 7,
      opponent: 'online',
    };
    const friend = drawWith(used);
    click(quick(friend.container, 'Play a friend here'));
    expect(friend.onStart.mock.calls[0]![0].seats).toEqual({
      south: { kind: 'human' },
      north: { kind: 'human' },
    });
    friend.unmount();
    const online = drawWith({ ...used, opponent: 'computer' });
    click(quick(online.container, 'Play online'));
    expect(online.onStartOnline.mock.calls[0]![0]).toMatchObject({
      presetId: 'oware',
      opponent: 'online',
    });
  });
});
