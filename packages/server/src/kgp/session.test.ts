import { KGP_MAX_LINE, kgpRules } from '@kalaha/protocol';
import { Position } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { boardForMover, illegalHouse } from './moves.ts';
import { KgpSession, type KgpStateRequest } from './session.ts';
import { ManualClock } from './test-clock.ts';

const PING_MS = 20_000;
const start = Position.initial(kgpRules(6, 4));

/** A session over a fake transport and clock, and what it sent. */
function harness(linesPerSecond = 100) {
  const clock = new ManualClock();
  const sent: string[] = [];
  let read = 0;
  const seen = { freeplay: 0, closed: 0, transportClosed: false };
  const session = new KgpSession({
    transport: {
      send: (line) => sent.push(line),
      close: () => (seen.transportClosed = true),
    },
    events: {
      freeplay: () => seen.freeplay++,
      closed: () => seen.closed++,
    },
    clock,
    pingMs: PING_MS,
    linesPerSecond,
    label: 'test',
  });
  return {
    clock,
    session,
    seen,
    sent,
    /** The lines sent since the last call. */
    lines(): string[] {
      const fresh = sent.slice(read);
      read = sent.length;
      return fresh;
    },
    /** Sends the bot's lines. */
    bot(...lines: string[]): void {
      for (const line of lines) session.receive(line);
    },
  };
}

/** A state request on the start position (South to move) with `timeMs`. */
function startRequest(timeMs = 5_000, gameId = 'g1'): KgpStateRequest {
  return {
    board: boardForMover(start),
    timeMs,
    illegal: (house) => illegalHouse(start, house),
    game: { id: gameId, opponent: 'Engine level 5' },
  };
}

/** A harness whose bot has entered freeplay and been accepted. */
function accepted() {
  const h = harness();
  h.bot('1 mode freeplay');
  h.session.accept('freeplay as Nimbus');
  h.lines();
  return h;
}

describe('a KGP session: the start (spec 013)', () => {
  it('greets with kgp 1 0 0, without an id, and waits', () => {
    const h = harness();
    expect(h.lines()).toEqual(['kgp 1 0 0']);
    h.clock.advance(PING_MS - 1);
    expect(h.lines()).toEqual([]);
  });

  it('takes mode freeplay to its owner, who accepts it with ok to the mode command', () => {
    const h = harness();
    h.lines();
    h.bot('5 mode freeplay');
    expect(h.seen.freeplay).toBe(1);
    expect(h.lines()).toEqual([]);
    h.session.accept('freeplay as Nimbus (rated)');
    expect(h.lines()).toEqual(['1@5 ok "freeplay as Nimbus (rated)"']);
    expect(h.session.accepted).toBe(true);
  });

  it('refuses any other mode with error and goodbye, and closes', () => {
    const h = harness();
    h.lines();
    h.bot('3 mode simple');
    expect(h.lines()).toEqual([
      `1@3 error "unsupported mode 'simple': this server plays freeplay"`,
      '2 goodbye',
    ]);
    expect(h.seen).toMatchObject({ freeplay: 0, closed: 1, transportClosed: true });
    h.bot('4 mode freeplay');
    expect(h.lines()).toEqual([]);
  });

  it('answers a second mode with an error and goes on', () => {
    const h = accepted();
    h.bot('9 mode freeplay');
    expect(h.lines()).toEqual(['2@9 error "the mode was chosen already"']);
    expect(h.seen.freeplay).toBe(1);
    expect(h.session.closed).toBe(false);
  });

  it('ends with goodbye when the bot says goodbye', () => {
    const h = accepted();
    h.bot('goodbye');
    expect(h.lines()).toEqual(['2 goodbye']);
    expect(h.seen).toMatchObject({ closed: 1, transportClosed: true });
  });
});

describe('a KGP session: ping and pong', () => {
  it('pings every interval and keeps a bot that answers', () => {
    const h = accepted();
    h.clock.advance(PING_MS);
    expect(h.lines()).toEqual(['2 ping']);
    h.bot('@2 pong');
    h.clock.advance(PING_MS);
    expect(h.lines()).toEqual(['3 ping']);
    h.bot('pong');
    h.clock.advance(PING_MS);
    expect(h.lines()).toEqual(['4 ping']);
    expect(h.session.closed).toBe(false);
  });

  it('drops a bot that has not answered the last ping by the next', () => {
    const h = accepted();
    h.clock.advance(PING_MS);
    expect(h.lines()).toEqual(['2 ping']);
    h.clock.advance(PING_MS);
    expect(h.lines()).toEqual(['3 error "no pong to the last ping"', '4 goodbye']);
    expect(h.seen).toMatchObject({ closed: 1, transportClosed: true });
  });

  it("answers the bot's own ping with pong, referring to it", () => {
    const h = accepted();
    h.bot('7 ping 42');
    expect(h.lines()).toEqual(['2@7 pong 42']);
  });
});

describe('a KGP session: set (spec 040-044)', () => {
  it('keeps the name and token said before freeplay, a number token as its text', () => {
    const h = harness();
    h.bot('set info:name "Nimbus"', 'set auth:token 12345678');
    expect(h.session.credentials).toEqual({ name: 'Nimbus', token: '12345678' });
    h.bot('set auth:name Cirrus', 'set "auth:token" "s3cr3t token"');
    expect(h.session.credentials).toEqual({ name: 'Cirrus', token: 's3cr3t token' });
  });

  it('refuses a name or token after freeplay began, and goes on', () => {
    const h = accepted();
    h.bot('4 set auth:token latecomer');
    expect(h.lines()).toEqual([
      `2@4 error "auth:token is read when 'mode freeplay' comes: send it before (reconnect to change it)"`,
    ]);
    expect(h.session.credentials).toEqual({});
    expect(h.session.closed).toBe(false);
  });

  it('tolerates unknown options without a word', () => {
    const h = harness();
    h.lines();
    h.bot(
      'set info:authors "A. Turing"',
      'set info:comment "depth 12"',
      'set time:mode absolute',
      '3 set x:future:option <2,0,0,1,1,1,1>',
      'set game:colour blue',
    );
    expect(h.lines()).toEqual([]);
    h.bot('4 mode freeplay');
    expect(h.seen.freeplay).toBe(1);
  });

  it('answers a set without a value, or with a board for a name, with an error', () => {
    const h = harness();
    h.lines();
    h.bot('2 set info:name', '3 set auth:token <1,0,0,1,1>');
    expect(h.lines()).toEqual([
      '1@2 error "set takes an option and its value"',
      '2@3 error "auth:token takes a string, not a board"',
    ]);
  });

  it('refuses a bot its owner does not accept: error to the mode command, goodbye', () => {
    const h = harness();
    h.bot('set info:name Nimbus', 'set auth:token wrong-token', '6 mode freeplay');
    h.lines();
    h.session.refuse("the name 'Nimbus' is registered with another token");
    expect(h.lines()).toEqual([
      `1@6 error "the name 'Nimbus' is registered with another token"`,
      '2 goodbye',
    ]);
    expect(h.seen).toMatchObject({ closed: 1, transportClosed: true });
  });
});

describe('a KGP session: state, move, yield and stop (spec 021)', () => {
  it('announces the game, then sends the state; takes the last move at yield', async () => {
    const h = accepted();
    const asked = h.session.ask(startRequest());
    expect(h.lines()).toEqual([
      '2 set game:id g1',
      '3 set game:opponent "Engine level 5"',
      '4 set time:mode relative',
      '5 set time:clock 5',
      '6 state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>',
    ]);
    expect(asked.id).toBe(6);
    h.bot('@6 move 3', '@6 move 1', '@6 yield');
    expect(await asked.answer).toEqual({ house: 1, end: 'yield' });
    expect(h.lines()).toEqual(['7@6 stop']);
  });

  it('announces a game once, and time:clock only when it changes', async () => {
    const h = accepted();
    h.session.ask(startRequest(5_000, 'g1')).withdraw();
    h.lines();
    const again = h.session.ask(startRequest(5_000, 'g1'));
    expect(h.lines()).toEqual([`${again.id} state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>`]);
    again.withdraw();
    h.lines();
    const other = h.session.ask(startRequest(2_500, 'g2'));
    expect(h.lines()).toEqual([
      `${other.id - 4} set game:id g2`,
      `${other.id - 3} set game:opponent "Engine level 5"`,
      `${other.id - 2} set time:mode relative`,
      `${other.id - 1} set time:clock 3`,
      `${other.id} state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>`,
    ]);
  });

  it('stops the bot at the time limit with its last move, and ignores moves after', async () => {
    const h = accepted();
    const asked = h.session.ask(startRequest(5_000));
    h.lines();
    h.clock.advance(2_000);
    h.bot(`@${asked.id} move 4`);
    h.clock.advance(2_999);
    expect(h.lines()).toEqual([]);
    h.clock.advance(1);
    expect(h.lines()).toEqual([`${asked.id + 1}@${asked.id} stop`]);
    expect(await asked.answer).toEqual({ house: 4, end: 'stop' });
    h.bot(`@${asked.id} move 2`, `@${asked.id} move 99`, `@${asked.id} yield`);
    expect(h.lines()).toEqual([]);
  });

  it('answers no move when the bot made none in time (the caller draws a random one)', async () => {
    const h = accepted();
    const asked = h.session.ask(startRequest(1_000));
    h.clock.advance(1_000);
    expect(await asked.answer).toEqual({ house: undefined, end: 'stop' });
  });

  it('answers an illegal move with an error referring to it; the move before stands', async () => {
    const h = accepted();
    const asked = h.session.ask(startRequest());
    h.lines();
    h.bot(`21@${asked.id} move 7`);
    expect(h.lines()).toEqual([
      `${asked.id + 1}@21 error "move 7 is not legal: ${illegalHouse(start, 7)} (no move yet)"`,
    ]);
    h.bot(`@${asked.id} move 2`, `@${asked.id} move 0`);
    expect(h.lines()).toEqual([
      `${asked.id + 2}@${asked.id} error "move 0 is not legal: ${illegalHouse(start, 0)} (move 2 stands)"`,
    ]);
    h.bot(`@${asked.id} move 2.5`, `@${asked.id} move three`);
    expect(h.lines()).toEqual([
      `${asked.id + 3}@${asked.id} error "move takes a house number (got 2.5)"`,
      `${asked.id + 4}@${asked.id} error "move takes a house number (got 'three')"`,
    ]);
    h.bot(`@${asked.id} yield`);
    expect(await asked.answer).toEqual({ house: 2, end: 'yield' });
  });

  it('takes a move without a reference when one request is open, and refuses it otherwise', async () => {
    const h = accepted();
    h.bot('3 move 1');
    expect(h.lines()).toEqual([`2@3 error "no state request is open for 'move'"`]);
    const first = h.session.ask(startRequest(5_000, 'g1'));
    h.bot('move 5', 'yield');
    expect(await first.answer).toEqual({ house: 5, end: 'yield' });
    const a = h.session.ask(startRequest(5_000, 'g2'));
    const b = h.session.ask(startRequest(5_000, 'g3'));
    h.lines();
    h.bot('8 move 1');
    expect(h.lines()).toEqual([
      `${b.id + 1}@8 error "'move' needs the id of its state request (@ID): several are open"`,
    ]);
    h.bot(`@${b.id} move 6`, `@${a.id} move 2`, `@${a.id} yield`, `@${b.id} yield`);
    expect(await a.answer).toEqual({ house: 2, end: 'yield' });
    expect(await b.answer).toEqual({ house: 6, end: 'yield' });
  });

  it('refuses a move for a request never sent', () => {
    const h = accepted();
    h.bot('4@900 move 1');
    expect(h.lines()).toEqual(['2@4 error "no state request 900 was sent"']);
  });

  it('withdraws a request with stop', async () => {
    const h = accepted();
    const asked = h.session.ask(startRequest());
    h.bot(`@${asked.id} move 3`);
    h.lines();
    asked.withdraw();
    expect(h.lines()).toEqual([`${asked.id + 1}@${asked.id} stop`]);
    expect(await asked.answer).toEqual({ house: 3, end: 'withdrawn' });
  });

  it('ends open requests as closed when the connection goes, and sends nothing more', async () => {
    const h = accepted();
    const asked = h.session.ask(startRequest());
    h.bot(`@${asked.id} move 6`);
    h.lines();
    h.session.transportClosed();
    expect(await asked.answer).toEqual({ house: 6, end: 'closed' });
    expect(h.seen.closed).toBe(1);
    h.clock.advance(10 * PING_MS);
    h.bot('1 mode freeplay');
    expect(h.lines()).toEqual([]);
    expect(await h.session.ask(startRequest()).answer).toEqual({ house: undefined, end: 'closed' });
  });
});

describe('a KGP session: bad input (spec 012)', () => {
  it('answers garbage lines with an error each and goes on', () => {
    const h = harness();
    h.lines();
    h.bot('hello world!', 'set info:name "unterminated', '12@x mode freeplay', '   ', '');
    const errors = h.lines();
    expect(errors).toHaveLength(3);
    for (const line of errors) expect(line).toMatch(/^\d+ error "/);
    h.bot('2 mode freeplay');
    expect(h.seen.freeplay).toBe(1);
  });

  it('answers unknown commands and commands of the server with an error referring to them', () => {
    const h = accepted();
    h.bot('5 dance', '6 state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>', 'stop');
    expect(h.lines()).toEqual([
      `2@5 error "unknown command 'dance'"`,
      `3@6 error "'state' is a command of the server, not of a client"`,
      `4 error "'stop' is a command of the server, not of a client"`,
    ]);
  });

  it('answers wrong boards: a malformed literal, a board for a move', async () => {
    const h = accepted();
    const asked = h.session.ask(startRequest());
    h.lines();
    h.bot(`@${asked.id} move <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>`, `@${asked.id} move <6,0,0,4,4>`);
    const [board, malformed] = h.lines();
    expect(board).toBe(
      `${asked.id + 1}@${asked.id} error "move takes a house number (got a board)"`,
    );
    expect(malformed).toMatch(new RegExp(`^${asked.id + 2} error ".*board of size 6`));
    h.bot(`@${asked.id} move 1`, `@${asked.id} yield`);
    expect(await asked.answer).toEqual({ house: 1, end: 'yield' });
  });

  it('answers a line longer than the limit with an error and goes on', () => {
    const h = harness();
    h.lines();
    h.bot(`set info:comment "${'x'.repeat(KGP_MAX_LINE)}"`);
    expect(h.lines()).toEqual([expect.stringMatching(/^1 error ".*16384/)]);
    h.bot('2 mode freeplay');
    expect(h.seen.freeplay).toBe(1);
  });

  it('answers a line the transport dropped as too long with an error and goes on', () => {
    const h = harness();
    h.lines();
    h.session.tooLong(20_008);
    expect(h.lines()).toEqual([
      '1 error "a line of 20008 characters is longer than the limit of 16384"',
    ]);
    h.bot('2 mode freeplay');
    expect(h.seen.freeplay).toBe(1);
  });

  it('drops lines beyond the rate with one error a second, and closes a flood', () => {
    const h = harness(10);
    h.lines();
    for (let i = 0; i < 15; i++) h.bot('set info:comment x');
    expect(h.lines()).toEqual([
      '1 error "too many lines: at most 10 a second; the rest of this second is dropped"',
    ]);
    h.clock.advance(1_000);
    for (let i = 0; i < 10; i++) h.bot('set info:comment x');
    expect(h.lines()).toEqual([]);
    for (let i = 0; i < 21; i++) h.bot('set info:comment x');
    expect(h.lines()).toEqual([
      '2 error "too many lines: at most 10 a second; the rest of this second is dropped"',
      '3 error "flooding: more than 30 lines within a second"',
      '4 goodbye',
    ]);
    expect(h.seen.closed).toBe(1);
  });
});
