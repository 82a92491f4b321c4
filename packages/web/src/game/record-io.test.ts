import { makeRecord, Position, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { housesOf } from '../test-support/game.ts';
import { rulesOf } from '../test-support/positions.ts';
import { exportRecord, importRecord, statedBeforeSweepOf } from './record-io.ts';
import { LINK_PREFIX, recordFromHash, recordLink } from './record-link.ts';
import auale from '../../../rules/test/ogn/auale/auale_77_0.ogn?raw';
import {
  current,
  endByAgreement,
  hasEnded,
  lastEvents,
  newGame,
  playMove,
  type Game,
} from './session.ts';

function sample(): Game {
  let game = newGame({
    presetId: 'kalaha-de',
    rules: rulesOf('kalaha-de', { seeds: 4 }),
    seats: { south: { kind: 'human' }, north: { kind: 'human' } },
    starts: 'north',
  });
  for (const house of [3, 1, 6, 2]) {
    const r = playMove(game, { house });
    if (r.ok) game = r.value.game;
  }
  return game;
}

describe('records', () => {
  it('exports JSON that imports back into the same game', () => {
    const game = sample();
    const text = exportRecord(game, { south: 'Ann', north: 'Bo' });
    expect(JSON.parse(text)).toMatchObject({ format: 'kalaha-record', version: 1 });
    const back = unwrap(importRecord(text));
    expect(housesOf(back)).toEqual(housesOf(game));
    expect(back.config.rules).toEqual(game.config.rules);
    expect(current(back).equals(current(game))).toBe(true);
  });

  it('refuses what is not a record, with the rules library’s code', () => {
    const notJson = importRecord('{');
    expect(notJson.ok || notJson.error.code).toBe('ERR_RECORD_JSON');
    const record = JSON.parse(exportRecord(sample(), { south: 'A', north: 'B' })) as {
      moves: string[];
    };
    record.moves.push('1', '1', '1');
    const illegal = importRecord(JSON.stringify(record));
    expect(illegal.ok || illegal.error.code).toBe('ERR_ILLEGAL_MOVE');
  });

  it('saves and opens a Wari game the players agreed to end, with its agreed end', () => {
    const wari = unwrap(ruleSet('wari', { cycleRule: 'split' }));
    let game = newGame({
      presetId: 'wari',
      rules: wari,
      seats: { south: { kind: 'human' }, north: { kind: 'human' } },
      starts: 'south',
    });
    for (const house of [3, 4, 6, 1]) {
      const r = unwrap(playMove(game, { house }));
      game = r.game;
    }
    const agreed = unwrap(endByAgreement(game));
    const text = exportRecord(agreed.game, { south: 'Ann', north: 'Bo' });
    expect(JSON.parse(text)).toMatchObject({ result: { end: 'agreement' } });
    const back = unwrap(importRecord(text));
    expect(back.config.presetId).toBe('wari');
    expect(back.config.rules).toEqual(wari);
    expect(housesOf(back)).toEqual([3, 4, 6, 1]);
    expect(current(back).end).toEqual({ reason: 'agreement' });
    expect(current(back).equals(current(agreed.game))).toBe(true);
    expect(back.actions.at(-1)).toEqual({ kind: 'agree' });
    expect(lastEvents(back).at(-1)?.type).toBe('end');
  });

  it('saves and opens an Obridjie game in play', () => {
    const obridjie = unwrap(ruleSet('obridjie'));
    let game = newGame({
      presetId: 'obridjie',
      rules: obridjie,
      seats: { south: { kind: 'human' }, north: { kind: 'human' } },
      starts: 'north',
    });
    for (const house of [4, 2]) {
      const r = unwrap(playMove(game, { house }));
      game = r.game;
    }
    const back = unwrap(importRecord(exportRecord(game, { south: 'A', north: 'B' })));
    expect(back.actions.some((a) => a.kind === 'agree')).toBe(false);
    expect(current(back).equals(current(game))).toBe(true);
  });

  it('refuses the record of one Giuthi round: the app plays Giuthi as a match (docs/RULES.md 4)', () => {
    const giuthi = unwrap(ruleSet('giuthi'));
    const record = makeRecord({
      rules: giuthi,
      players: { south: { name: 'A', kind: 'human' }, north: { name: 'B', kind: 'human' } },
      start: Position.initial(giuthi),
      moves: [],
      started: '2026-11-21T09:00:00Z',
    });
    const back = importRecord(record);
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error.code).toBe('ERR_UNSUPPORTED_GAME');
  });

  it('travels in a link and back', () => {
    const text = exportRecord(sample(), { south: 'Åsa', north: 'Jörg' });
    const link = recordLink('http://localhost:8080/#old', text);
    expect(link.startsWith(`http://localhost:8080/${LINK_PREFIX}`)).toBe(true);
    const hash = link.slice(link.indexOf('#'));
    const back = recordFromHash(hash);
    expect(back && JSON.parse(back)).toEqual(JSON.parse(text));
    expect(recordFromHash('#other')).toBeUndefined();
    // A damaged link gives a text that opens as no record: an error, never silence (issue 16).
    expect(recordFromHash(`${LINK_PREFIX}%%%`)).toBe('');
    expect(importRecord('')).toMatchObject({ ok: false, error: { code: 'ERR_RECORD_JSON' } });
  });
});

describe('an Oware game in Oware Game Notation, as the Aualé program writes it (issue 15)', () => {
  it('opens, replays to its end, and tells the result the file states before the final sweep', () => {
    const game = unwrap(importRecord(auale));
    expect(game.config.presetId).toBe('oware');
    expect(game.actions).toHaveLength(58);
    expect(hasEnded(game)).toBe(true);
    const final = current(game);
    expect([final.store('south'), final.store('north')]).toEqual([8, 40]);
    expect(statedBeforeSweepOf(auale)).toEqual({ south: 7, north: 32 });
    expect(statedBeforeSweepOf(exportRecord(game, { south: 'A', north: 'B' }))).toBeUndefined();
  });

  it("refuses a damaged file with the parser's code and place", () => {
    const bad = importRecord(auale.replace('d+12', 'd+13'));
    expect(bad.ok || bad.error.code).toBe('ERR_OGN_CAPTURE');
    expect(importRecord('[Variant "Oware Abapa"]\n\n1. C x\n')).toMatchObject({ ok: false });
  });
});
