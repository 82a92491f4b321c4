/**
 * The ManKalah agent's response time per move at the default setting (issue 7's figure): plays a
 * few complete games between two `kalaha agent --protocol mankalah` processes through the fake
 * game engine of the tests, and prints each game and the average time from the game engine's
 * message to the agent's answer (process pipes included), in milliseconds. Each agent's first
 * answer also holds the process's start-up (tsx compiling the sources, about a second), so the
 * average is given with and without the first answers.
 *
 * Run from the repository root: `npx tsx packages/cli/bench/mankalah.ts [GAMES] [-- AGENT ARGS…]`,
 * for example `npx tsx packages/cli/bench/mankalah.ts 3` (the default: 3 games, default settings;
 * about a minute a game).
 */
import { AgentProcess, referee } from '../test/fake-mankalah.ts';

const [gamesText, ...rest] = process.argv.slice(2);
const games = Number(gamesText ?? 3);
const agentArgs = rest[0] === '--' ? rest.slice(1) : rest;
if (!Number.isInteger(games) || games < 1) {
  console.error('usage: npx tsx packages/cli/bench/mankalah.ts [GAMES] [-- AGENT ARGS…]');
  process.exit(2);
}

const all: number[] = [];
const warm: number[] = [];
console.log(`ManKalah agent bench: ${games} games, agent args [${agentArgs.join(' ')}]`);
for (let g = 1; g <= games; g++) {
  const a = new AgentProcess('A', agentArgs);
  const b = new AgentProcess('B', agentArgs);
  // Alternate who starts as South.
  const [south, north] = g % 2 === 1 ? [a, b] : [b, a];
  const started = performance.now();
  const report = await referee(south, north, { moveTimeoutMs: 120_000 });
  await Promise.all([a.close(), b.close()]);
  const times = [...report.responses.A!, ...report.responses.B!];
  all.push(...times);
  warm.push(...report.responses.A!.slice(1), ...report.responses.B!.slice(1));
  const avg = times.reduce((x, y) => x + y, 0) / times.length;
  const moves = report.moves.map(String).join(' ');
  console.log(
    `game ${g}: ${report.fault ? `stopped: ${report.fault.player} ${report.fault.why}` : `winner ${report.winner}`}, ` +
      `${report.final.store('south')}-${report.final.store('north')} (South ${report.seats.south}), ` +
      `${times.length} moves, average ${avg.toFixed(0)} ms, longest ${Math.max(...times).toFixed(0)} ms, ` +
      `game ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  moves: ${moves}`);
}
const mean = (xs: readonly number[]): string =>
  (xs.reduce((x, y) => x + y, 0) / xs.length).toFixed(0);
console.log(`average response time per move: ${mean(all)} ms over ${all.length} moves`);
console.log(
  `without each agent's first answer (process start-up): ${mean(warm)} ms over ${warm.length} moves, longest ${Math.max(...warm).toFixed(0)} ms`,
);
