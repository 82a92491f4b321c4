/**
 * `kalaha kgp-client` as a real process (`packages/cli/bin/kalaha.mjs`) driven over TCP by the
 * fake KGP server (issue 7, section 2): whole games as South and as North (mirrored boards, extra
 * turns), a golden transcript, ping, stop, set options, garbage, concurrent states, unsupported
 * boards, another protocol version, goodbye, end of connection and a reset.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseKgpCommand, type KgpBoard } from '@kalaha/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from './cli-process.ts';
import {
  FakeKgpServer,
  KgpClientProcess,
  refereeKgpGame,
  type KgpConnection,
  type KgpGameReport,
} from './fake-kgp-server.ts';

const servers: FakeKgpServer[] = [];
const clients: KgpClientProcess[] = [];

async function serve(script: (connection: KgpConnection) => Promise<unknown>) {
  const server = await FakeKgpServer.start(script);
  servers.push(server);
  return server;
}

function client(server: FakeKgpServer, args: readonly string[] = []): KgpClientProcess {
  const bot = new KgpClientProcess(server.address, args);
  clients.push(bot);
  return bot;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.kill();
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

/** Checks a refereed game was played to its end, seeds conserved, and the client exited 0. */
async function finished(report: KgpGameReport, bot: KgpClientProcess): Promise<void> {
  expect(report.fault, bot.stderr).toBeUndefined();
  expect(report.final.isOver).toBe(true);
  expect(report.final.store('south') + report.final.store('north')).toBe(48);
  expect(await bot.exited, bot.stderr).toBe(0);
}

/** The client lines (without `c: `) of a transcript. */
function clientLines(connection: KgpConnection): string[] {
  return connection.transcript.filter((l) => l.startsWith('c: ')).map((l) => l.slice(3));
}

const GOLDEN = new URL('golden/kgp-game.txt', import.meta.url);

describe('kalaha kgp-client: whole games against the fake KGP server', () => {
  it('plays a complete game as South at level 6, extra turns included, and exits 0 on goodbye', async () => {
    let report: KgpGameReport | undefined;
    const server = await serve(async (c) => (report = await refereeKgpGame(c)));
    const bot = client(server, ['--level', '6']);
    expect(await bot.exited, bot.stderr).toBe(0);
    await finished(report!, bot);
    expect(report!.extraTurns).toBeGreaterThan(0);
    const lines = server.connections[0]!.transcript;
    expect(lines.slice(0, 2)).toEqual(['s: kgp 1 0 0', 'c: mode freeplay']);
    expect(lines.at(-1)).toBe('s: goodbye');
    // Every state was answered by at least one move and a yield, each referencing it.
    expect(report!.answers.every((a) => a.length > 0)).toBe(true);
  });

  it('plays a complete game as North (boards sent mirrored), with name and token', async () => {
    let report: KgpGameReport | undefined;
    const server = await serve(
      async (c) => (report = await refereeKgpGame(c, { clientSide: 'north' })),
    );
    const bot = client(server, ['--level', '7', '--name', 'kalaha bot', '--token', 's3cret']);
    expect(await bot.exited, bot.stderr).toBe(0);
    await finished(report!, bot);
    expect(report!.moves.filter((m) => m.side === 'north').length).toBe(report!.answers.length);
    expect(clientLines(server.connections[0]!).slice(0, 3)).toEqual([
      'set info:name "kalaha bot"',
      'set auth:token s3cret',
      'mode freeplay',
    ]);
  });

  it('plays the golden game exactly as recorded (level 6, deterministic)', async () => {
    const server = await serve((c) => refereeKgpGame(c));
    const bot = client(server, ['--level', '6']);
    expect(await bot.exited, bot.stderr).toBe(0);
    const report = (await server.outcomes[0]) as KgpGameReport;
    expect(report.fault).toBeUndefined();
    const text = `${server.connections[0]!.transcript.join('\n')}\n`;
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
    expect(existsSync(GOLDEN)).toBe(true);
    const golden = readFileSync(GOLDEN, 'utf8').split('\n');
    const got = text.split('\n');
    for (let i = 0; i < Math.max(golden.length, got.length); i++) {
      expect(got[i], `line ${i + 1}`).toBe(golden[i]);
    }
  });

  it('the golden transcript is a valid KGP conversation: every line reads and writes back', () => {
    const lines = readFileSync(GOLDEN, 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(60);
    for (const entry of lines) {
      const line = entry.slice(3);
      const command = parseKgpCommand(line);
      expect(command.ok, line).toBe(true);
    }
  });
});

describe('kalaha kgp-client: the protocol around the game', () => {
  it('answers ping at once, also while searching', async () => {
    const server = await serve(async (c) => {
      c.send('kgp 1 0 0');
      await c.until(/^mode freeplay$/, 30_000);
      c.send('3 ping');
      await c.until(/^@3 pong$/, 10_000);
      // A long search (60 s a move), then a ping: the pong must come while it runs.
      c.send('4 state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>');
      await c.until(/^@4 move [1-6]$/, 10_000);
      c.send('5 ping');
      const read = await c.until(/^@5 pong$/, 10_000);
      expect(read.some((l) => l === '@4 yield')).toBe(false);
      c.send('6@4 stop', 'goodbye');
    });
    const bot = client(server, ['--time-per-move', '60000']);
    expect(await bot.exited, bot.stderr).toBe(0);
    await server.outcomes[0];
  });

  it('after a stop before any move, sends nothing more for that state, and goes on', async () => {
    const server = await serve(async (c) => {
      c.send('kgp 1 0 0');
      await c.until(/^mode freeplay$/, 30_000);
      // State and stop in one write: the client reads both before its engine can answer.
      c.send('4 state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>', '6@4 stop');
      c.send('8 state <3,0,0,3,3,3,3,3,3>');
      await c.until(/^@8 yield$/, 20_000);
      // Give a late answer for 4 time to show up, then end.
      await new Promise((resolve) => setTimeout(resolve, 500));
      c.send('10 ping');
      await c.until(/^@10 pong$/, 10_000);
      c.send('goodbye');
    });
    const bot = client(server, ['--time-per-move', '300']);
    expect(await bot.exited, bot.stderr).toBe(0);
    await server.outcomes[0];
    const lines = clientLines(server.connections[0]!);
    expect(lines.filter((l) => l.startsWith('@4 '))).toEqual([]);
    expect(lines).toContain('@8 yield');
  });

  it('answers two concurrent states, each under its own id with a legal move', async () => {
    const boards: Record<number, string> = {
      4: '<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>',
      6: '<3,2,1,0,4,2,3,3,3>',
    };
    const server = await serve(async (c) => {
      c.send('kgp 1 0 0');
      await c.until(/^mode freeplay$/, 30_000);
      c.send(`4 state ${boards[4]}`, `6 state ${boards[6]}`);
      const read = await c.until(/^@(4|6) yield$/, 20_000);
      const rest = await c.until(read.at(-1) === '@4 yield' ? /^@6 yield$/ : /^@4 yield$/, 20_000);
      c.send('goodbye');
      return [...read, ...rest];
    });
    const bot = client(server, ['--time-per-move', '200']);
    expect(await bot.exited, bot.stderr).toBe(0);
    const lines = (await server.outcomes[0]) as string[];
    for (const id of [4, 6]) {
      const board = parseKgpCommand(`x ${boards[id]}`);
      const south = ((board.ok && board.value.args[0]) as KgpBoard).south;
      const moves = lines.flatMap((l) =>
        l.startsWith(`@${id} move `) ? [Number(l.split(' ')[2])] : [],
      );
      expect(moves.length, `moves for ${id}`).toBeGreaterThan(0);
      for (const house of moves) expect(south[house - 1]).toBeGreaterThan(0);
      expect(lines.filter((l) => l === `@${id} yield`)).toHaveLength(1);
    }
  });

  it('tolerates unknown set options, garbage and an over-long line, and plays a whole game', async () => {
    let report: KgpGameReport | undefined;
    const server = await serve(async (c) => {
      c.send('set new:option 42', 'set info:name "fake server"', 'set time:mode relative');
      c.send('\u0000garbage', 'state <1,2', 'error "unterminated', 'mo!ve 3');
      c.sendRaw(`set x "${'y'.repeat(20_000)}"\r\n`, '(a line of 20 008 characters)');
      report = await refereeKgpGame(c, {
        extra: (n) => (n % 3 === 0 ? ['set game:shiny <1,0,0,1,1>', '%%% not kgp %%%'] : []),
      });
    });
    const bot = client(server, ['--level', '6']);
    expect(await bot.exited, bot.stderr).toBe(0);
    await server.outcomes[0];
    await finished(report!, bot);
    expect(bot.stderr).toContain('noted the unknown option new:option');
    expect(bot.stderr).not.toContain('game:shiny');
    expect(bot.stderr).toContain("ignored a line: column 7: the string has no closing '\"'");
    expect(bot.stderr).toContain(
      "ignored a line: column 1: a command name is letters and digits (got '%%%')",
    );
    expect(bot.stderr).toMatch(/ignored a line of 20008 characters/);
  });

  it('answers a board the engine cannot hold exactly with error and yield, and goes on', async () => {
    const server = await serve(async (c) => {
      c.send('kgp 1 0 0');
      await c.until(/^mode freeplay$/, 30_000);
      c.send('4 state <3,1,0,3,3,3,3,3,3>');
      const read = await c.until(/^@4 yield$/, 10_000);
      c.send('goodbye');
      return read;
    });
    const bot = client(server);
    expect(await bot.exited, bot.stderr).toBe(0);
    const read = (await server.outcomes[0]) as string[];
    expect(read[0]).toMatch(/^@4 error "unsupported board: the board holds 19 seeds/);
    expect(bot.stderr).toMatch(/cannot play state 4/);
  });
});

describe('kalaha kgp-client: ends of the connection', () => {
  it('exits 0 when the server ends the connection without goodbye, saying so', async () => {
    const server = await serve(async (c) => {
      c.send('kgp 1 0 0');
      await c.until(/^mode freeplay$/, 30_000);
      c.end();
    });
    const bot = client(server);
    expect(await bot.exited, bot.stderr).toBe(0);
    expect(bot.stderr).toMatch(/closed the connection without goodbye/);
  });

  it('exits 1 with a clear error when the connection is reset mid-search', async () => {
    const server = await serve(async (c) => {
      c.send('kgp 1 0 0');
      await c.until(/^mode freeplay$/, 30_000);
      c.send('4 state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>');
      await c.until(/^@4 move/, 10_000);
      c.reset();
    });
    const bot = client(server, ['--time-per-move', '60000']);
    expect(await bot.exited).toBe(1);
    expect(bot.stderr).toMatch(/^kalaha: the connection to 127\.0\.0\.1:\d+ failed: .*ECONNRESET/m);
  });

  it('refuses a server of another major version: error, then exit 1', async () => {
    const server = await serve(async (c) => {
      c.send('kgp 2 0 0');
      await c.closed;
    });
    const bot = client(server);
    expect(await bot.exited).toBe(1);
    expect(clientLines(server.connections[0]!)).toEqual([
      'error "the server speaks KGP 2.0.0; this client speaks KGP 1"',
    ]);
    expect(bot.stderr).toMatch(/^kalaha: the server speaks KGP 2\.0\.0/m);
  });

  it('fails clearly when nothing listens, and refuses WebSocket URLs as a usage error', async () => {
    const server = await serve(async () => {});
    const address = server.address;
    await server.stop();
    servers.length = 0;
    const refused = await runCommand(['kgp-client', address]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^kalaha: cannot connect to 127\.0\.0\.1:\d+: .*ECONNREFUSED/);
    const ws = await runCommand(['kgp-client', 'wss://kalah.kwarc.info/socket']);
    expect(ws.code).toBe(2);
    expect(ws.stderr).toMatch(/TCP only/);
  });
});
