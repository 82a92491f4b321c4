/**
 * Speed of the rules library under the `kalaha` preset (6 houses x 6 seeds), through its public API
 * only:
 *
 * - random playouts: uniform random legal moves from the start to the end of the game, chosen by a
 *   fixed-seed PRNG, through `legalMoves` and `play` (which always builds the move's events);
 * - moves per second in those playouts;
 * - perft(8) from the start position: its time and count. Perft sows without building events, so
 *   its leaves per second are the events-free figure (the public API has no events-free `play`).
 *
 * Run with `npm run bench -w @kalaha/rules` (or `npm run bench` in packages/rules). Each
 * measurement runs for a few seconds; the figures vary with the machine, the counts do not.
 */
import { legalMoves, perft, play, Position, ruleSet, type RuleSet } from '../src/index.ts';
import { mulberry32 } from '../test/fixtures.ts';

const COMMAND = 'npm run bench -w @kalaha/rules';
/** Seed of the playouts' PRNG: fixed, so every run plays the same games in the same order. */
const SEED = 0x6b616c61;
/** Wall-clock time spent on the playouts, in milliseconds. */
const PLAYOUT_MS = 3000;
/** Perft depth measured, and how many times it is timed (the median is printed). */
const PERFT_DEPTH = 8;
const PERFT_RUNS = 15;

/**
 * Plays one game from the start to its end with uniform random legal moves.
 *
 * @returns the number of moves (sowings) played.
 */
export function randomPlayout(rules: RuleSet, random: () => number): number {
  let position = Position.initial(rules, 'south');
  let moves = 0;
  for (;;) {
    const legal = legalMoves(position);
    if (legal.length === 0) return moves;
    const played = play(position, legal[Math.floor(random() * legal.length)]!);
    if (!played.ok) throw new Error(`bench: a legal move was refused: ${played.error.message}`);
    position = played.value.position;
    moves++;
  }
}

/**
 * Runs random playouts for about `ms` milliseconds (after a short warm-up).
 *
 * @returns playouts finished, moves played in them, and the time taken in milliseconds.
 */
export function benchPlayouts(
  rules: RuleSet,
  ms: number,
): { playouts: number; moves: number; elapsedMs: number } {
  const warmUp = mulberry32(SEED ^ 0xffff);
  for (let i = 0; i < 200; i++) randomPlayout(rules, warmUp);
  const random = mulberry32(SEED);
  let playouts = 0;
  let moves = 0;
  const start = performance.now();
  let elapsedMs = 0;
  while (elapsedMs < ms) {
    for (let i = 0; i < 100; i++) moves += randomPlayout(rules, random);
    playouts += 100;
    elapsedMs = performance.now() - start;
  }
  return { playouts, moves, elapsedMs };
}

/**
 * Times `perft(start, depth)` `runs` times.
 *
 * @returns the perft count and the median time in milliseconds.
 */
export function benchPerft(
  rules: RuleSet,
  depth: number,
  runs: number,
): { count: number; medianMs: number } {
  const start = Position.initial(rules, 'south');
  let count = perft(start, depth); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    count = perft(start, depth);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { count, medianMs: times[Math.floor(times.length / 2)]! };
}

function main(): void {
  const made = ruleSet('kalaha');
  if (!made.ok) throw new Error(made.error.message);
  const rules = made.value;
  const fmt = (x: number, digits = 0): string =>
    x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

  console.log(`command: ${COMMAND}`);
  console.log(
    `rules: kalaha preset (${rules.houses} houses x ${rules.seeds} seeds), Node ${process.version}`,
  );

  const p = benchPlayouts(rules, PLAYOUT_MS);
  const seconds = p.elapsedMs / 1000;
  console.log(
    `random playouts (legalMoves + play with events, mulberry32 seed 0x${SEED.toString(16)}): ` +
      `${fmt(p.playouts / seconds)} playouts/s ` +
      `(${fmt(p.playouts)} playouts, ${fmt(p.moves / p.playouts, 1)} moves/playout, ${fmt(seconds, 2)} s)`,
  );
  console.log(
    `moves in those playouts (play with events): ${fmt(p.moves / seconds)} moves/s ` +
      `(${fmt(p.moves)} moves in ${fmt(seconds, 2)} s)`,
  );

  const f = benchPerft(rules, PERFT_DEPTH, PERFT_RUNS);
  console.log(
    `perft(${PERFT_DEPTH}) from the start (no events): ${fmt(f.count)} leaves in ${fmt(f.medianMs, 1)} ms ` +
      `(median of ${PERFT_RUNS} runs), ${fmt(f.count / (f.medianMs / 1000))} leaves/s`,
  );
}

main();
