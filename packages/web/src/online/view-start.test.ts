import { err, ok, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { gameView } from '../test-support/online.ts';
import { readViewStart } from './view-start.ts';

describe('the rules and start of a server view', () => {
  const anyGame = ok;

  it('reads the rules and the start position with the rules library', () => {
    const read = unwrap(readViewStart(gameView({}), anyGame));
    expect(read.rules.houses).toBe(3);
    expect(read.start.turn).toBe('south');
  });

  it('refuses, as client/bad_game, rules the rules library refuses before asking the reader', () => {
    let asked = false;
    const read = readViewStart(gameView({ rules: { game: 'kalaha', houses: 99 } }), (rules) => {
      asked = true;
      return ok(rules);
    });
    expect(read).toMatchObject({ ok: false, error: { code: 'client/bad_game' } });
    if (!read.ok) expect(read.error.message).toMatch(/^rules: /);
    expect(asked).toBe(false);
  });

  it('refuses rules the reader does not play, in its words, before reading the start', () => {
    const read = readViewStart(gameView({ start: 'nonsense' }), () => err('not this one'));
    expect(read).toEqual({
      ok: false,
      error: { code: 'client/bad_game', message: 'rules: not this one' },
    });
  });

  it('refuses a start position the rules library cannot read', () => {
    const read = readViewStart(gameView({ start: 'nonsense' }), anyGame);
    expect(read).toMatchObject({ ok: false, error: { code: 'client/bad_game' } });
    if (!read.ok) expect(read.error.message).toMatch(/^start: /);
  });
});
