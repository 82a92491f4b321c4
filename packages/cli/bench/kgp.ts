/**
 * Moves answered per second over KGP on loopback (issue 7's figure): one `kalaha kgp-client`
 * process at a fast level, connected over TCP to the fake KGP server of the tests, which plays
 * whole games against it (6×4 Kalah, its own moves drawn at random, seeded) and sends the next
 * `state` as soon as the client has answered the last one with `yield` (and the client's extra
 * turns at once). A move answered is a state request from its line leaving the server to the
 * client's `yield` arriving; the figure is requests answered divided by the wall-clock time of
 * all games, so it holds the server's own work and both sides' line handling too. The first game
 * warms up (the client's start-up: tsx compiling the sources, the engine worker starting) and is
 * not counted.
 *
 * Run from the repository root: `npx tsx packages/cli/bench/kgp.ts [GAMES] [-- CLIENT ARGS…]`,
 * for example `npx tsx packages/cli/bench/kgp.ts 20 -- --level 1` (the defaults; also
 * `npm run bench:kgp -w @kalaha/cli`).
 */
import { createPrng, legalMoves, type Position } from '@kalaha/rules';
import {
  FakeKgpServer,
  KgpClientProcess,
  greetKgpClient,
  playKgpGame,
  type KgpConnection,
} from '../test/fake-kgp-server.ts';

const [gamesText, ...rest] = process.argv.slice(2);
const games = Number(gamesText ?? 20);
const clientArgs = rest[0] === '--' ? rest.slice(1) : rest.length > 0 ? rest : ['--level', '1'];
if (!Number.isInteger(games) || games < 1) {
  console.error('usage: npx tsx packages/cli/bench/kgp.ts [GAMES] [-- CLIENT ARGS…]');
  process.exit(2);
}

const random = createPrng(1);
const serverMove = (position: Position): number => {
  const moves = legalMoves(position);
  return moves[random.below(moves.length)]!.house;
};

interface Figures {
  readonly requests: number;
  readonly ms: number;
  readonly answerMs: number[];
}

const server = await FakeKgpServer.start(async (connection: KgpConnection): Promise<Figures> => {
  await greetKgpClient(connection);
  let firstId = 2;
  let requests = 0;
  const answerMs: number[] = [];
  let started = 0;
  for (let game = 0; game <= games; game++) {
    if (game === 1) started = performance.now();
    const report = await playKgpGame(connection, { firstId, serverMove, stopAfterMs: 60_000 });
    if (report.fault !== undefined) throw new Error(`game ${game}: ${report.fault}`);
    firstId = report.lastId;
    if (game === 0) continue;
    requests += report.requests;
    answerMs.push(...report.answerMs);
  }
  const ms = performance.now() - started;
  connection.send('goodbye');
  return { requests, ms, answerMs };
});

const command = ['kalaha', 'kgp-client', server.address, ...clientArgs].join(' ');
console.log(
  `KGP client bench: ${games} games of 6x4 Kalah (+1 warm-up) on loopback, client: ${command}`,
);
const client = new KgpClientProcess(server.address, clientArgs, 3_600_000);
const code = await client.exited;
const figures = (await server.outcomes[0]!.catch((error: Error) => {
  console.error(`the bench failed: ${error.message}\n${client.stderr}`);
  process.exit(1);
})) as Figures;
await server.stop();
if (code !== 0) {
  console.error(`the client exited with ${code}:\n${client.stderr}`);
  process.exit(1);
}
const sorted = [...figures.answerMs].sort((a, b) => a - b);
const at = (q: number): string =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
const mean = figures.answerMs.reduce((a, b) => a + b, 0) / figures.answerMs.length;
console.log(
  `${figures.requests} moves answered in ${(figures.ms / 1000).toFixed(2)} s: ` +
    `${((figures.requests * 1000) / figures.ms).toFixed(0)} moves answered per second`,
);
console.log(
  `state to yield: mean ${mean.toFixed(2)} ms, median ${at(0.5)} ms, 99th percentile ${at(0.99)} ms, longest ${sorted.at(-1)!.toFixed(2)} ms`,
);
