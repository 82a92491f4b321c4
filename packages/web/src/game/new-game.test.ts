import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../test-support/memory-store.ts';
import {
  changedOptions,
  defaultForm,
  defaultOnlineForm,
  onlineRequest,
  opponentsOf,
  drawLots,
  formConfig,
  formOptionNames,
  formRules,
  formSeats,
  loadForm,
  rematchConfig,
  saveForm,
  selectPreset,
  setOption,
  FORM_KEY,
} from './new-game.ts';

describe('the new-game form', () => {
  it('starts with the kalaha preset against the computer at level 3, a beginner-friendly level (issue 16)', () => {
    const form = defaultForm();
    expect(form.presetId).toBe('kalaha');
    expect(form.level).toBe(3);
    expect(formSeats(form)).toEqual({
      south: { kind: 'human' },
      north: { kind: 'computer', level: 3 },
    });
  });

  it('takes a preset’s options, and any option can be changed from it (docs/RULES.md 1.4)', () => {
    const form = setOption(selectPreset(defaultForm(), 'kalah'), 'houses', 4);
    expect(form.options.seeds).toBe(4);
    expect(changedOptions(form)).toEqual(['houses']);
    expect(formRules(form).ok).toBe(true);
    expect(changedOptions(selectPreset(form, 'kalah'))).toEqual([]);
    expect(selectPreset(form, 'nope')).toBe(form);
  });

  it('offers Wari, Oware, Obridjie and Giuthi against the computer, a friend or online', () => {
    for (const id of ['wari', 'oware', 'obridjie']) {
      const form = selectPreset({ ...defaultForm(), level: 2, humanSide: 'north' }, id);
      expect(form.presetId).toBe(id);
      expect(form.opponent).toBe('computer');
      const config = unwrap(formConfig(form, 'south'));
      expect(config.rules.game).toBe(id === 'oware' ? 'wari' : id);
      expect(config.seats).toEqual({
        south: { kind: 'computer', level: 2 },
        north: { kind: 'human' },
      });
      // The server plays them too: an online form stays online.
      expect(selectPreset({ ...defaultForm(), opponent: 'online' }, id).opponent).toBe('online');
    }
    expect(opponentsOf('wari')).toEqual(['computer', 'friend', 'online']);
    expect(opponentsOf('obridjie')).toEqual(['computer', 'friend', 'online']);
    expect(opponentsOf('kalaha')).toEqual(['computer', 'friend', 'online']);
    // The engine and the server play Giuthi (docs/RULES.md 4) too.
    expect(opponentsOf('giuthi')).toEqual(['computer', 'friend', 'online']);
    expect(formOptionNames('wari')).toEqual([
      'houses',
      'seeds',
      'grandSlam',
      'captureChain',
      'originSkip',
      'cycleRule',
    ]);
    expect(formOptionNames('obridjie')).toEqual([]);
    // Giuthi (docs/RULES.md 4): the board of 5..10 houses, the seeds, a match of rounds or one round,
    // and the three readings of 004.
    expect(formOptionNames('giuthi')).toEqual([
      'houses',
      'seeds',
      'rounds',
      'shrink',
      'secondCapture',
      'furtherChoice',
    ]);
    expect(formOptionNames('kalaha')).not.toContain('swap');
  });

  it('changes a Wari option and refuses a Kalaha option on Wari (ERR_UNKNOWN_OPTION)', () => {
    const oware = setOption(selectPreset(defaultForm(), 'oware'), 'cycleRule', 'split');
    expect(changedOptions(oware)).toEqual(['cycleRule']);
    expect(formRules(oware)).toMatchObject({ ok: true, value: { grandSlam: 'noCapture' } });
    const wrong = formRules(setOption(oware, 'endRule', 'playOn'));
    expect(wrong.ok || wrong.error.code).toBe('ERR_UNKNOWN_OPTION');
    const unknown = formRules({ ...oware, presetId: 'nope' });
    expect(unknown.ok || unknown.error.code).toBe('ERR_UNKNOWN_PRESET');
  });

  it('loads a remembered Wari form against the computer, a friend or online', () => {
    const store = memoryStore();
    const wari = selectPreset({ ...defaultForm(), level: 3 }, 'wari');
    saveForm(store, wari);
    expect(loadForm(store)).toEqual(wari);
    saveForm(store, { ...wari, opponent: 'friend' });
    expect(loadForm(store).opponent).toBe('friend');
    saveForm(store, { ...wari, opponent: 'online' });
    expect(loadForm(store)).toEqual({ ...wari, opponent: 'online' });
  });

  it('refuses contradictory options through the rules library', () => {
    const form = setOption(
      setOption(defaultForm(), 'endRule', 'playOn'),
      'tieBreak',
      'emptierWins',
    );
    const rules = formRules(form);
    expect(rules.ok || rules.error.code).toBe('ERR_CONTRADICTION');
    expect(formConfig(form, 'south').ok).toBe(false);
  });

  it('seats a friend on this device, or the computer on either side', () => {
    expect(formSeats({ ...defaultForm(), opponent: 'friend' })).toEqual({
      south: { kind: 'human' },
      north: { kind: 'human' },
    });
    expect(formSeats({ ...defaultForm(), humanSide: 'north', level: 2 })).toEqual({
      south: { kind: 'computer', level: 2 },
      north: { kind: 'human' },
    });
  });

  it('swaps sides and the starter for a rematch', () => {
    const config = formConfig(defaultForm(), 'south');
    if (!config.ok) throw new Error('refused');
    const rematch = rematchConfig(config.value);
    expect(rematch.seats.south).toEqual(config.value.seats.north);
    expect(rematch.starts).toBe('north');
  });

  it('draws lots fairly', () => {
    expect(drawLots(() => 0.2)).toBe('south');
    expect(drawLots(() => 0.7)).toBe('north');
  });

  it('remembers the last form, and forgets a broken one', () => {
    const store = memoryStore();
    const form = {
      ...setOption(selectPreset(defaultForm(), 'kalaha-felt'), 'endRule', 'playOn'),
      starts: 'lot' as const,
    };
    saveForm(store, form);
    expect(loadForm(store)).toEqual(form);
    store.data.set(FORM_KEY, JSON.stringify({ ...form, level: 99 }));
    expect(loadForm(store)).toEqual(defaultForm());
    store.data.set(FORM_KEY, '{');
    expect(loadForm(store)).toEqual(defaultForm());
  });

  it('makes the request of an online game: the options changed, the clock in ms', () => {
    const form = {
      ...setOption(selectPreset(defaultForm(), 'kalah'), 'seeds', 3),
      opponent: 'online' as const,
      online: { clock: true, minutes: 3, increment: 2, rated: true, side: 'north' as const },
    };
    expect(onlineRequest(form)).toEqual({
      preset: 'kalah',
      options: { seeds: 3 },
      timeControl: { initialMs: 180_000, incrementMs: 2_000 },
      rated: true,
      side: 'north',
    });
    expect(onlineRequest({ ...form, online: defaultOnlineForm() })).toEqual({
      preset: 'kalah',
      options: { seeds: 3 },
      timeControl: null,
      rated: false,
      side: 'random',
    });
  });

  it('offers Wari, Oware, Obridjie and Giuthi online; the request names the preset and its changes', () => {
    const online = { ...defaultForm(), opponent: 'online' as const };
    for (const id of ['wari', 'oware', 'obridjie', 'giuthi']) {
      expect(selectPreset(online, id).opponent).toBe('online');
    }
    const wari = setOption(selectPreset(online, 'wari'), 'cycleRule', 'split');
    expect(onlineRequest(wari)).toMatchObject({ preset: 'wari', options: { cycleRule: 'split' } });
    expect(onlineRequest(selectPreset(online, 'obridjie'))).toMatchObject({
      preset: 'obridjie',
      options: {},
    });
    // Giuthi (docs/RULES.md 4) on a small board, a match of rounds: houses 5..10, seeds, rounds.
    let giuthi = setOption(selectPreset(online, 'giuthi'), 'houses', 5);
    giuthi = setOption(giuthi, 'seeds', 4);
    expect(formRules(giuthi).ok).toBe(true);
    expect(onlineRequest(giuthi)).toMatchObject({
      preset: 'giuthi',
      options: { houses: 5, seeds: 4 },
    });
    expect(onlineRequest(setOption(giuthi, 'rounds', false)).options).toEqual({
      houses: 5,
      seeds: 4,
      rounds: false,
    });
  });

  it('remembers the online settings, and replaces broken ones by the defaults', () => {
    const store = memoryStore();
    const online = { clock: true, minutes: 10, increment: 0, rated: true, side: 'south' as const };
    const form = { ...defaultForm(), opponent: 'online' as const, online };
    saveForm(store, form);
    expect(loadForm(store)).toEqual(form);
    for (const bad of [{ ...online, minutes: 7 }, { ...online, side: 'east' }, null]) {
      store.data.set(FORM_KEY, JSON.stringify({ ...form, online: bad }));
      expect(loadForm(store)).toEqual({ ...form, online: defaultOnlineForm() });
    }
    // A form saved before online play existed.
    const old = Object.entries({ ...form, opponent: 'friend' }).filter(([k]) => k !== 'online');
    store.data.set(FORM_KEY, JSON.stringify(Object.fromEntries(old)));
    expect(loadForm(store).online).toEqual(defaultOnlineForm());
  });
});
