import { ruleSet, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { rulesOf } from '../test-support/positions.ts';
import { renderWith } from '../test-support/render.tsx';
import { FORM_PRESETS } from '../game/new-game.ts';
import { RulesPage } from './RulesPage.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('RulesPage', () => {
  it('writes out the preset’s rules with its name and source', () => {
    const { container } = renderWith(
      i18n,
      <RulesPage rules={rulesOf('kalaha')} presetId="kalaha" onBack={vi.fn()} />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Rules: Kalaha (Nordic boxed set)');
    const text = container.textContent ?? '';
    expect(text).toContain('6 houses');
    expect(text).toContain('72 seeds in all');
    expect(text).toContain('that player takes all the seeds left in his opponent’s houses');
    expect(text).toContain('your lone seed still goes to your store');
  });

  it('lists every rule set the app plays, and shows the one chosen with its own rules', () => {
    const onShow = vi.fn();
    const used = rulesOf('kalaha', { seeds: 4 });
    const view = (shown: string | undefined) =>
      renderWith(
        i18n,
        <RulesPage rules={used} presetId="kalaha" shown={shown} onShow={onShow} onBack={vi.fn()} />,
      );
    const first = view(undefined);
    const select = first.container.querySelector<HTMLSelectElement>('#rules-set')!;
    expect([...select.options].map((o) => o.value)).toEqual(FORM_PRESETS.map((p) => p.id));
    expect(select.value).toBe('kalaha');
    expect(first.container.querySelector('h1')?.textContent).toBe(
      'Rules: Kalaha (Nordic boxed set), changed',
    );
    select.value = 'wari';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onShow).toHaveBeenCalledWith('wari');
    first.unmount();
    // Another preset: its own rules, as the preset has them.
    const wari = view('wari');
    expect(wari.container.querySelector('h1')?.textContent).toBe('Rules: Wari (German leaflet)');
    expect(wari.container.textContent).toContain('2 or 3 seeds');
    wari.unmount();
    // An unknown preset in the address shows the rules in use.
    const unknown = view('chess');
    expect(unknown.container.querySelector('#rules-set')!.getAttribute('value') ?? 'kalaha').toBe(
      'kalaha',
    );
    expect(unknown.container.querySelector('h1')?.textContent).toContain(
      'Kalaha (Nordic boxed set)',
    );
    unknown.unmount();
  });

  it('offers the lesson of the rules shown: those in use, or the preset chosen (issue 19)', () => {
    const onLearn = vi.fn();
    const view = (shown: string | undefined) =>
      renderWith(
        i18n,
        <RulesPage
          rules={rulesOf('kalaha', { seeds: 4 })}
          presetId="kalaha"
          shown={shown}
          onBack={vi.fn()}
          onLearn={onLearn}
        />,
      );
    const learn = (container: HTMLElement) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Learn these rules')!;
    const inUse = view(undefined);
    learn(inUse.container).click();
    expect(onLearn).toHaveBeenLastCalledWith(undefined);
    inUse.unmount();
    const wari = view('wari');
    learn(wari.container).click();
    expect(onLearn).toHaveBeenLastCalledWith('wari');
    wari.unmount();
  });

  it('follows every option: a changed rule set reads as it is played', () => {
    const rules = rulesOf('kalaha-de', { captureTwoThree: true, skipOrigin: true, seeds: 4 });
    const { container } = renderWith(
      i18n,
      <RulesPage rules={rules} presetId="kalaha-de" onBack={vi.fn()} />,
    );
    expect(container.querySelector('h1')?.textContent).toBe(
      'Rules: Kalaha, German leaflet, changed',
    );
    const text = container.textContent ?? '';
    expect(text).toContain('the house you emptied is skipped');
    expect(text).toContain('2 or 3 seeds');
    expect(text).toContain('more than half of all seeds (25 seeds)');
    expect(text).toContain('the other player puts the seeds left in his own houses into his store');
  });

  it('tells the playOn end and the tie-break', () => {
    const playOn = renderWith(
      i18n,
      <RulesPage
        rules={rulesOf('kalaha-felt', { endRule: 'playOn' })}
        presetId="kalaha-felt"
        onBack={vi.fn()}
      />,
    );
    expect(playOn.container.textContent).toContain('he passes');
    const tie = renderWith(
      i18n,
      <RulesPage
        rules={rulesOf('kalaha-ownside', { tieBreak: 'emptierWins' })}
        presetId="kalaha-ownside"
        onBack={vi.fn()}
      />,
    );
    expect(tie.container.textContent).toContain('the player whose side was emptied wins');
  });

  const relative = (preset: string, overrides: Record<string, unknown> = {}) => {
    const r = unwrap(ruleSet(preset, overrides));
    return r;
  };

  it('writes out Wari (docs/RULES.md 2) as its options say', () => {
    const forbidden = renderWith(
      i18n,
      <RulesPage rules={relative('wari')} presetId="wari" onBack={vi.fn()} />,
    ).container;
    expect(forbidden.querySelector('h1')?.textContent).toBe('Rules: Wari (German leaflet)');
    const text = forbidden.textContent ?? '';
    expect(text).toContain('There are no stores on the board');
    expect(text).toContain('48 seeds in all');
    expect(text).toContain('is not allowed unless every move is one');
    expect(text).toContain('you must play a move that sows seeds into them');
    expect(text).toContain('more than half of all seeds (25 seeds)');
    expect(text).toContain('Each player then takes the seeds left on his side.');
    const split = renderWith(
      i18n,
      <RulesPage
        rules={relative('oware', { cycleRule: 'split' })}
        presetId="oware"
        onBack={vi.fn()}
      />,
    ).container.textContent;
    expect(split).toContain('may be played, but wins nothing');
    expect(split).toContain('The seeds left are then shared equally');
  });

  it('writes out Obridjie (docs/RULES.md 3): fours, relay sowing, the end', () => {
    const text =
      renderWith(
        i18n,
        <RulesPage rules={relative('obridjie')} presetId="obridjie" onBack={vi.fn()} />,
      ).container.textContent ?? '';
    expect(text).toContain('those 4 go at once to the bank');
    expect(text).toContain('(relay sowing)');
    expect(text).toContain('would never end is not allowed');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'writes Wari and Obridjie in %s, not in English',
    async (language) => {
      const other = await testI18n(language);
      for (const preset of ['wari', 'obridjie']) {
        const text =
          renderWith(
            other,
            <RulesPage rules={relative(preset)} presetId={preset} onBack={vi.fn()} />,
          ).container.textContent ?? '';
        expect(text).not.toContain('There are no stores on the board');
        expect(text).not.toContain('relay sowing');
        expect(text.length).toBeGreaterThan(500);
      }
    },
  );

  it('writes out Giuthi (docs/RULES.md 4): directions, the last seed, rounds on a shrinking board', () => {
    const rules = ruleSet('giuthi');
    if (!rules.ok) throw new Error(rules.error.message);
    const text =
      renderWith(i18n, <RulesPage rules={rules.value} presetId="giuthi" onBack={vi.fn()} />)
        .container.textContent ?? '';
    expect(text).toContain('Rules: Giuthi (German leaflet)');
    expect(text).toContain('counter-clockwise or clockwise');
    expect(text).toContain('you choose again');
    expect(text).toContain('the board loses 1 house a side');
    const single = unwrap(ruleSet('giuthi', { rounds: false }));
    const one =
      renderWith(i18n, <RulesPage rules={single} presetId="giuthi" onBack={vi.fn()} />).container
        .textContent ?? '';
    expect(one).toContain('A single round is played');
    expect(one).not.toContain('the board loses 1 house a side');
  });

  const pageText = (rules: ReturnType<typeof relative>, preset: string) =>
    renderWith(i18n, <RulesPage rules={rules} presetId={preset} onBack={vi.fn()} />).container
      .textContent ?? '';

  it("writes each reading of 004 as the rule set has it: Giuthi's shrink, secondCapture, furtherChoice (docs/RULES.md 4)", () => {
    const now = pageText(relative('giuthi'), 'giuthi');
    expect(now).toContain('less than a quarter, 3; less than an eighth, 4');
    expect(now).toContain('never fewer than 2 houses a side');
    expect(now).toContain('on either side');
    expect(now).toContain('even a single one');
    const before = pageText(
      relative('giuthi', {
        shrink: 'oneTwoThree',
        secondCapture: 'next',
        furtherChoice: 'twoOrMore',
      }),
      'giuthi',
    );
    expect(before).toContain('less than a quarter, 2; less than an eighth, 3');
    expect(before).toContain('If your next house in the direction of sowing is empty too');
    expect(before).toContain('any house of yours with at least 2 seeds');
  });

  it("writes Wari's captureChain and originSkip and the tie-break of a move that empties both sides (docs/RULES.md 2, 1.1)", () => {
    const literal = pageText(
      relative('wari', { captureChain: 'pair', originSkip: 'over12' }),
      'wari',
    );
    expect(literal).toContain('skipped only if you lifted more than 12 seeds');
    expect(literal).toContain(
      'the house just before it on his side if it holds 2 or 3, but no more',
    );
    const standard = pageText(relative('wari'), 'wari');
    expect(standard).toContain('The house you emptied is always skipped');
    expect(standard).toContain('back to the first that does not');
    const tie = pageText(relative('kalaha-ownside', { tieBreak: 'emptierWins' }), 'kalaha-ownside');
    expect(tie).toContain('If one move empties both sides, the player who made it wins.');
    expect(pageText(relative('kalaha'), 'kalaha')).not.toContain('the player who made it wins');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'writes Giuthi in %s, not in English',
    async (language) => {
      const other = await testI18n(language);
      const rules = ruleSet('giuthi');
      if (!rules.ok) throw new Error(rules.error.message);
      const text =
        renderWith(other, <RulesPage rules={rules.value} presetId="giuthi" onBack={vi.fn()} />)
          .container.textContent ?? '';
      expect(text).not.toContain('you choose again');
      expect(text.length).toBeGreaterThan(800);
    },
  );
});
