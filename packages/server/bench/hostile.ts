/**
 * `npm run bench:hostile`: issue 13's finding 5 as a measurement. The real server (`bin/start.mjs`,
 * PGlite in a temporary directory, the default limits) hosts one game that a person plays (a
 * client holding both seats moves, waits for the acknowledgement, and moves again); its
 * acknowledgement times are taken first with nobody else on the server, then while 15 connections
 * from one other address send 25 actions a second each with wrong seat secrets, aimed at 50 games the
 * server has not loaded and at the victim's finished games of the first phase. It prints the victim's acknowledgement times (p50, p90, p99, max) in both
 * phases, the attackers' answers by code, and the command. A benchmark: it judges nothing. The
 * victim thinks 200 ms between moves and connects from 127.0.0.1; the attackers connect from
 * 127.0.0.2, another address, as an attacker would be.
 *
 *     npm run bench:hostile -- [--seconds 20]
 */
import { createPrng, unwrap } from '@kalaha/rules';
import {
  applyDelta,
  type GameView,
  type PlayerCredentials,
  type SeatGrant,
  type ServerMessage,
} from '@kalaha/protocol';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { ApiClient } from './api-client.ts';
import { prepareEnvironment } from './environment.ts';
import { startServerProcess } from './server-process.ts';
import { summarize, type Summary } from './stats.ts';
import { MoveTracker } from './tracker.ts';

const ATTACKERS = 15;
/** The attackers' address: another loopback address than the victim's 127.0.0.1. */
const ATTACKER_ADDRESS = '127.0.0.2';
/** The victim's think time between moves, in ms: a quick person. */
const THINK_MS = 200;
const ACTIONS_PER_SECOND = 25;
const TARGET_GAMES = 50;
const SETTINGS = {
  preset: 'kalaha',
  options: {},
  timeControl: null,
  rated: false,
  side: 'south',
} as const;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const phaseMs = Number(values.seconds) * 1000;

const environment = await prepareEnvironment({ games: 1, db: 'pglite', postgresUrl: '' });
// The limits as documented, but for setting up the games (all from 127.0.0.1).
const server = await startServerProcess({
  env: {
    ...(environment.env.DATA_DIR ? { DATA_DIR: environment.env.DATA_DIR } : {}),
    ...(environment.env.WEB_ROOT ? { WEB_ROOT: environment.env.WEB_ROOT } : {}),
    KGP_PORT: 'off',
    LIMIT_NEW_PLAYERS_PER_HOUR: '100000',
    LIMIT_HTTP_REQUESTS_PER_MINUTE: '100000',
  },
});
try {
  console.log(`server ${server.url} started`);
  const api = new ApiClient(server.url);
  const player = async (name: string) => unwrap(await api.createPlayer(name));
  const targets: string[] = [];
  for (let n = 0; n < TARGET_GAMES; n++) {
    const owner = await player(`Owner ${n}`);
    const grant = unwrap(await api.createGame(owner, SETTINGS));
    unwrap(await api.joinGame(await player(`Guest ${n}`), grant.game.id));
    targets.push(grant.game.id);
  }
  console.log(`${TARGET_GAMES} target games set up; the victim plays alone`);
  const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
  const quiet = await victim(api, player, wsUrl, phaseMs);
  // The victim's own games of that phase (finished, some 40 moves each) are targets too.
  targets.push(...quiet.games);
  console.log(`the victim plays on while ${ATTACKERS} connections attack`);
  const answers = new Map<string, number>();
  const attackers = await Promise.all(
    Array.from({ length: ATTACKERS }, (_, i) => attacker(wsUrl, targets, i, answers)),
  );
  const attacked = await victim(api, player, wsUrl, phaseMs);
  for (const stop of attackers) stop();
  const row = (label: string, s: Summary) =>
    `${label.padEnd(28)} ${s.count.toString().padStart(5)} acks  p50 ${ms(s.p50)}  p90 ${ms(s.p90)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;
  console.log(`\nvictim's acknowledgement (send to ack), ${phaseMs / 1000} s each:`);
  console.log(row('alone on the server', quiet.acks));
  console.log(row(`${ATTACKERS} attackers x ${ACTIONS_PER_SECOND}/s`, attacked.acks));
  console.log(`attackers' answers: ${[...answers].map(([code, n]) => `${code} ${n}`).join(', ')}`);
  console.log(`\ncommand: npm run bench:hostile -- --seconds ${phaseMs / 1000}`);
} finally {
  await server.stop();
  await environment.remove();
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`.padStart(9);
}

/** One connection of the attack: wrong seat secrets at `rate`/s; a function that stops it. */
async function attacker(
  url: string,
  targets: readonly string[],
  index: number,
  answers: Map<string, number>,
): Promise<() => void> {
  const socket = await open(url, ATTACKER_ADDRESS);
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    if (message.type === 'welcome') return;
    const code = message.type === 'error' ? message.code : message.type;
    answers.set(code, (answers.get(code) ?? 0) + 1);
  });
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.readyState !== WebSocket.OPEN) return;
    sent++;
    socket.send(
      JSON.stringify({
        type: 'move',
        actionId: `attack-${index}-${sent}`,
        gameId: targets[(index * 7 + sent) % targets.length],
        seatSecret: `wrong-secret-${index}-${sent}`.padEnd(24, 'x'),
        version: 2,
        move: '1',
      }),
    );
  }, 1000 / ACTIONS_PER_SECOND);
  return () => {
    clearInterval(timer);
    socket.close();
  };
}

/**
 * A person playing one game after another for `durationMs`, holding both seats on one
 * connection: each move's time from send to its acknowledgement, and the games played.
 */
async function victim(
  api: ApiClient,
  player: (name: string) => Promise<PlayerCredentials>,
  url: string,
  durationMs: number,
): Promise<{ readonly acks: Summary; readonly games: string[] }> {
  const socket = await open(url);
  const inbox: ServerMessage[] = [];
  let wake = () => {};
  socket.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as ServerMessage);
    wake();
  });
  const next = async (match: (m: ServerMessage) => boolean): Promise<ServerMessage> => {
    for (;;) {
      const found = inbox.findIndex(match);
      if (found >= 0) return inbox.splice(found, 1)[0]!;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  const random = createPrng(1).next;
  const samples: number[] = [];
  const games: string[] = [];
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const south = unwrap(await api.createGame(await player('Victim South'), SETTINGS));
    const north = unwrap(await api.joinGame(await player('Victim North'), south.game.id));
    const seats: Record<string, SeatGrant> = { [south.seat]: south, [north.seat]: north };
    games.push(south.game.id);
    socket.send(JSON.stringify({ type: 'watch', gameId: south.game.id }));
    const state = await next((m) => m.type === 'state');
    let view: GameView = (state as Extract<ServerMessage, { type: 'state' }>).game;
    const tracker = unwrap(MoveTracker.of(view));
    while (Date.now() < end) {
      const turn = unwrap(tracker.turnAfter(view.moves));
      const move = turn && tracker.pickMove(random);
      if (!turn || !move) break;
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      const sent = performance.now();
      const actionId = `victim-${view.id}-${view.version}`;
      socket.send(
        JSON.stringify({
          type: 'move',
          actionId,
          gameId: view.id,
          seatSecret: seats[turn]!.seatSecret,
          version: view.version,
          move,
        }),
      );
      // The victim watches its game: the answer comes in the delta of its move (issue 18).
      const answer = await next(
        (m) =>
          (m.type === 'delta' || m.type === 'ack' || m.type === 'error') && m.actionId === actionId,
      );
      const told = answer.type === 'delta' ? applyDelta(view, answer) : undefined;
      if (!told)
        throw new Error(`the victim's move was not told as a delta: ${JSON.stringify(answer)}`);
      samples.push(performance.now() - sent);
      view = told;
    }
    socket.send(JSON.stringify({ type: 'unwatch', gameId: south.game.id }));
  }
  socket.close();
  return { acks: summarize(samples), games };
}

async function open(url: string, localAddress = '127.0.0.1'): Promise<WebSocket> {
  const socket = new WebSocket(url, { localAddress });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}
