/**
 * The KGP client's state machine (issue 7, section 2) fed lines and search reports by hand: the
 * handshake, ping, states and their answers, stop, concurrent states, set options, bad input.
 */
import { describe, expect, it } from 'vitest';
import { KgpClient, RELATIVE_CLOCK_SHARE, type KgpEffect } from './kgp-client.ts';

function client(options: { name?: string; token?: string; moveTimeMs?: number } = {}) {
  const log: string[] = [];
  const machine = new KgpClient({
    name: options.name,
    token: options.token,
    moveTimeMs: options.moveTimeMs ?? 500,
    log: (line) => log.push(line),
  });
  return { machine, log };
}

function sent(effects: readonly KgpEffect[]): string[] {
  return effects.flatMap((e) => (e.type === 'send' ? [e.line] : []));
}

function searchOf(effects: readonly KgpEffect[]) {
  const search = effects.find((e) => e.type === 'search');
  if (search?.type !== 'search') throw new Error(`no search in ${JSON.stringify(effects)}`);
  return search;
}

const START = '<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>';

describe('the handshake (spec 013)', () => {
  it('answers kgp 1 x y with mode freeplay', () => {
    const { machine } = client();
    expect(sent(machine.receive('kgp 1 0 0'))).toEqual(['mode freeplay']);
  });

  it('sends info:name and auth:token first when given (spec 041, 043)', () => {
    const { machine } = client({ name: 'kalaha-engine', token: 'secret token' });
    expect(sent(machine.receive('kgp 1 2 3'))).toEqual([
      'set info:name kalaha-engine',
      'set auth:token "secret token"',
      'mode freeplay',
    ]);
  });

  it('refuses another major version with an error, then closes with a reason', () => {
    const { machine } = client();
    const effects = machine.receive('3 kgp 2 0 0');
    expect(sent(effects)).toEqual([
      '@3 error "the server speaks KGP 2.0.0; this client speaks KGP 1"',
    ]);
    expect(effects.at(-1)).toEqual({ type: 'close', error: expect.stringContaining('KGP 2.0.0') });
    expect(machine.closed).toBe(true);
    expect(machine.receive('4 state <1,0,0,1,1>')).toEqual([]);
  });

  it('ignores a second greeting and one without a version, logging them', () => {
    const { machine, log } = client();
    machine.receive('kgp 1 0 0');
    expect(machine.receive('kgp 1 0 0')).toEqual([]);
    expect(machine.receive('kgp x')).toEqual([]);
    expect(log).toEqual([
      "ignored a second 'kgp' greeting",
      "ignored 'kgp' without a version number",
    ]);
  });
});

describe('ping (spec 013)', () => {
  it('answers pong referencing the ping, echoing its argument', () => {
    const { machine } = client();
    expect(sent(machine.receive('9 ping'))).toEqual(['@9 pong']);
    expect(sent(machine.receive('11 ping "abc def"'))).toEqual(['@11 pong "abc def"']);
    expect(sent(machine.receive('ping'))).toEqual(['pong']);
  });
});

describe('state, move, yield and stop (spec 021)', () => {
  it('starts a search on the board with South to move and the per-move time', () => {
    const { machine } = client({ moveTimeMs: 750 });
    const search = searchOf(machine.receive(`4 state ${START}`));
    expect(search.position.turn).toBe('south');
    expect(search.position.houses('south')).toEqual([4, 4, 4, 4, 4, 4]);
    expect(search.position.rules).toMatchObject({ houses: 6, seeds: 4, majorityEnd: true });
    expect(search.timeMs).toBe(750);
    expect(machine.openStates).toEqual([4]);
  });

  it('sends each new best move once, the last again only if it changed, then yield', () => {
    const { machine } = client();
    const { search } = searchOf(machine.receive(`4 state ${START}`));
    expect(sent(machine.improved(search, 3))).toEqual(['@4 move 3']);
    expect(sent(machine.improved(search, 3))).toEqual([]);
    expect(sent(machine.improved(search, 6))).toEqual(['@4 move 6']);
    expect(sent(machine.finished(search, 6))).toEqual(['@4 yield']);
    expect(machine.openStates).toEqual([]);
    expect(sent(machine.improved(search, 1))).toEqual([]);
  });

  it('sends the final move before yield when no progress named it', () => {
    const { machine } = client();
    const { search } = searchOf(machine.receive(`4 state ${START}`));
    expect(sent(machine.finished(search, 2))).toEqual(['@4 move 2', '@4 yield']);
  });

  it('on stop, stops the search and sends nothing more for that state', () => {
    const { machine } = client();
    const { search } = searchOf(machine.receive(`4 state ${START}`));
    expect(machine.receive('6@4 stop')).toEqual([{ type: 'stop', search }]);
    expect(machine.improved(search, 3)).toEqual([]);
    expect(machine.finished(search, 3)).toEqual([]);
    expect(machine.failed(search, 'x')).toEqual([]);
  });

  it('ignores a stop after the yield and one for an unknown id', () => {
    const { machine, log } = client();
    const { search } = searchOf(machine.receive(`4 state ${START}`));
    machine.finished(search, 1);
    expect(machine.receive('6@4 stop')).toEqual([]);
    expect(machine.receive('8@99 stop')).toEqual([]);
    expect(log).toEqual([]);
  });

  it('answers two concurrent states each under its own id, whatever order they end in', () => {
    const { machine } = client();
    const a = searchOf(machine.receive(`4 state ${START}`)).search;
    const b = searchOf(machine.receive('6 state <3,0,0,3,3,3,3,3,3>')).search;
    expect(a).not.toBe(b);
    expect(machine.openStates).toEqual([4, 6]);
    expect(sent(machine.improved(b, 2))).toEqual(['@6 move 2']);
    expect(sent(machine.improved(a, 5))).toEqual(['@4 move 5']);
    expect(machine.receive('8@6 stop')).toEqual([{ type: 'stop', search: b }]);
    expect(sent(machine.finished(b, 3))).toEqual([]);
    expect(sent(machine.finished(a, 5))).toEqual(['@4 yield']);
  });

  it('keeps a new state with an id used before apart from the old search', () => {
    const { machine } = client();
    const first = searchOf(machine.receive(`4 state ${START}`)).search;
    machine.receive('6@4 stop');
    const second = searchOf(machine.receive(`4 state ${START}`)).search;
    expect(sent(machine.finished(first, 1))).toEqual([]);
    expect(sent(machine.finished(second, 2))).toEqual(['@4 move 2', '@4 yield']);
  });

  it('ignores a state reusing the id of an open one', () => {
    const { machine, log } = client();
    machine.receive(`4 state ${START}`);
    expect(machine.receive(`4 state ${START}`)).toEqual([]);
    expect(log[0]).toMatch(/reusing the open id 4/);
  });

  it('answers a state without an id, and stop without a reference stops it', () => {
    const { machine } = client();
    const { search } = searchOf(machine.receive(`state ${START}`));
    expect(sent(machine.improved(search, 4))).toEqual(['move 4']);
    expect(machine.receive('stop')).toEqual([{ type: 'stop', search }]);
  });

  it('answers a board the rules library cannot hold with error and yield, changing nothing', () => {
    const { machine, log } = client();
    const effects = machine.receive('4 state <3,1,0,3,3,3,3,3,3>');
    expect(effects.some((e) => e.type === 'search')).toBe(false);
    const lines = sent(effects);
    expect(lines[0]).toMatch(/^@4 error "unsupported board: the board holds 19 seeds/);
    expect(lines[1]).toBe('@4 yield');
    expect(log[0]).toMatch(/cannot play state 4/);
  });

  it('yields at once on a finished game, and errs on a state without a board', () => {
    const { machine } = client();
    expect(sent(machine.receive('4 state <2,3,1,0,0,1,3>'))).toEqual(['@4 yield']);
    expect(sent(machine.receive('6 state 12'))).toEqual([
      '@6 error "a state request needs a board"',
    ]);
  });

  it('answers an engine failure with error and yield', () => {
    const { machine, log } = client();
    const { search } = searchOf(machine.receive(`4 state ${START}`));
    expect(sent(machine.failed(search, 'worker died – ×'))).toEqual([
      '@4 error "engine failure: worker died ? ?"',
      '@4 yield',
    ]);
    expect(log[0]).toMatch(/worker died/);
  });
});

describe('set (spec 040-044)', () => {
  it('keeps the time, game and info options, and tolerates unknown ones', () => {
    const { machine, log } = client();
    for (const line of [
      'set time:mode absolute',
      'set time:clock 90',
      'set time:opclock 80',
      'set game:id "g-17"',
      'set game:opponent "Bob"',
      'set info:name "go-kgp"',
      'set auth:token "echo"',
      'set shiny:new-thing <1,0,0,1,1>',
      'set lonely',
    ]) {
      expect(machine.receive(line), line).toEqual([]);
    }
    const settings = machine.settings;
    expect(settings).toMatchObject({
      timeMode: 'absolute',
      clockSeconds: 90,
      opponentClockSeconds: 80,
    });
    expect(settings.others.get('game:id')).toBe('g-17');
    expect(settings.others.get('game:opponent')).toBe('Bob');
    expect(log).toEqual([
      'noted the unknown option shiny:new-thing',
      "ignored 'set' without an option and a value",
    ]);
  });

  it('caps the thinking time by an absolute clock (1/30 of it) and a relative one', () => {
    const { machine } = client({ moveTimeMs: 2000 });
    machine.receive('set time:mode absolute');
    machine.receive('set time:clock 30');
    expect(searchOf(machine.receive(`4 state ${START}`)).timeMs).toBe(1000);
    machine.receive('set time:mode relative');
    machine.receive('set time:clock 1');
    expect(searchOf(machine.receive(`6 state ${START}`)).timeMs).toBe(1000 * RELATIVE_CLOCK_SHARE);
    machine.receive('set time:mode none');
    expect(searchOf(machine.receive(`8 state ${START}`)).timeMs).toBe(2000);
  });
});

describe('other commands and bad input', () => {
  it('logs garbage and keeps going', () => {
    const { machine, log } = client();
    for (const line of ['\u0000garbage', 'state <1,2', 'error "open', '', 'mo!ve 3']) {
      expect(machine.receive(line)).toEqual([]);
    }
    expect(log).toHaveLength(5);
    expect(log.every((l) => l.startsWith('ignored a line: '))).toBe(true);
    expect(sent(machine.receive('kgp 1 0 0'))).toEqual(['mode freeplay']);
  });

  it('ignores ok and init, logs error, nok and unknown commands', () => {
    const { machine, log } = client();
    expect(machine.receive('@1 ok "fine"')).toEqual([]);
    expect(machine.receive('2 init')).toEqual([]);
    expect(machine.receive('@1 error "bad move"')).toEqual([]);
    expect(machine.receive('@1 nok "no"')).toEqual([]);
    expect(machine.receive('dance 3')).toEqual([]);
    expect(log).toEqual([
      'the server says error: bad move',
      'the server says nok: no',
      "ignored the unknown command 'dance'",
    ]);
  });

  it('closes on goodbye, stopping every open search', () => {
    const { machine } = client();
    const a = searchOf(machine.receive(`4 state ${START}`)).search;
    const b = searchOf(machine.receive(`6 state ${START}`)).search;
    expect(machine.receive('goodbye')).toEqual([
      { type: 'stop', search: a },
      { type: 'stop', search: b },
      { type: 'close' },
    ]);
    expect(machine.finished(a, 1)).toEqual([]);
  });
});
