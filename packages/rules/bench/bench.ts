/**
 * Speed of the rules library through its public API only, under the presets `kalaha` (6 houses x
 * 6 seeds, docs/RULES.md 1), `wari` and `oware` (6 x 4, docs/RULES.md 2), `obridjie` (6 x 4, docs/RULES.md 3) and
 * `giuthi` (6 x 6, docs/RULES.md 4; a playout is one round, a further choice inside a turn one move):
 *
 * - random playouts: uniform random legal moves from the start to the end of the game, chosen by a
 *   fixed-seed PRNG, through `legalMoves` and `play` (which always builds the move's events and, in
 *   Wari and Obridjie, the repetition history);
 * - moves per second in those playouts;
 * - perft from the start position (depth 8 for `kalaha`, as before, and depth 6 for every preset):
 *   its time and count. Perft plays without building events, so its leaves per second are the
 *   events-free figure (the public API has no events-free `play`);
 * - calls of `capabilities` a second (the server asks it on every move).
 *
 * Run with `npm run bench -w @kalaha/rules` (or `npm run bench` in packages/rules). Each
 * measurement runs for a few seconds; the figures vary with the machine, the counts do not.
 */
import { unwrap } from '../src/result.ts';
import {
  capabilities,
  legalMoves,
  perft,
  play,
  Position,
  ruleSet,
  type RuleSet,
} from '../src/index.ts';
import { createPrng } from '../src/prng.ts';

const COMMAND = 'npm run bench -w @kalaha/rules';
/** Seed of the playouts' PRNG: fixed, so every run plays the same games in the same order. */
const SEED = 0x6b616c61;
/** Wall-clock time spent on the playouts, in milliseconds. */
const PLAYOUT_MS = 3000;
/**
 * The presets measured, each with the perft depths timed: 8 for `kalaha` (the figure kept since
 * the first bench), 6 for every preset (issue 6 asks for perft(6) of Wari, Oware, Obridjie and Giuthi).
 */
const BENCHES: readonly { readonly preset: string; readonly perftDepths: readonly number[] }[] = [
  { preset: 'kalaha', perftDepths: [6, 8] },
  { preset: 'wari', perftDepths: [6] },
  { preset: 'oware', perftDepths: [6] },
  { preset: 'obridjie', perftDepths: [6] },
  { preset: 'giuthi', perftDepths: [6] },
];
/** How many times each perft is timed (the median is printed). */
const PERFT_RUNS = 15;
/** Wall-clock time spent calling `capabilities`, in milliseconds. */
const CAPABILITIES_MS = 500;

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
  const warmUp = createPrng(SEED ^ 0xffff).next;
  for (let i = 0; i < 200; i++) randomPlayout(rules, warmUp);
  const random = createPrng(SEED).next;
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

/**
 * Calls `capabilities(rules)` for about `ms` milliseconds, in rounds of 10,000 calls.
 *
 * @returns the calls made and the time taken in milliseconds.
 */
export function benchCapabilities(
  rules: RuleSet,
  ms: number,
): { calls: number; elapsedMs: number } {
  let calls = 0;
  let stores = 0;
  const start = performance.now();
  let elapsedMs = 0;
  while (elapsedMs < ms) {
    for (let i = 0; i < 10_000; i++) if (capabilities(rules).hasStores) stores++;
    calls += 10_000;
    elapsedMs = performance.now() - start;
  }
  // Read, so that the calls cannot be left out as unused.
  if (stores !== 0 && stores !== calls) throw new Error('bench: capabilities changed mid-run');
  return { calls, elapsedMs };
}

/**
 * Runs the benches of the presets named on the command line (`npm run bench -w @kalaha/rules --
 * giuthi`), or of all of them.
 */
function main(): void {
  const fmt = (x: number, digits = 0): string =>
    x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

  console.log(`command: ${COMMAND}`);
  console.log(`Node ${process.version}`);
  const only = process.argv.slice(2);
  for (const { preset, perftDepths } of BENCHES) {
    if (only.length > 0 && !only.includes(preset)) continue;
    const made = unwrap(ruleSet(preset));
    const rules = made;
    console.log('');
    console.log(
      `rules: ${preset} preset (${rules.game}, ${rules.houses} houses x ${rules.seeds} seeds)`,
    );

    const p = benchPlayouts(rules, PLAYOUT_MS);
    const seconds = p.elapsedMs / 1000;
    console.log(
      `  random playouts (legalMoves + play with events, createPrng seed 0x${SEED.toString(16)}): ` +
        `${fmt(p.playouts / seconds)} playouts/s ` +
        `(${fmt(p.playouts)} playouts, ${fmt(p.moves / p.playouts, 1)} moves/playout, ${fmt(seconds, 2)} s)`,
    );
    console.log(
      `  moves in those playouts (play with events): ${fmt(p.moves / seconds)} moves/s ` +
        `(${fmt(p.moves)} moves in ${fmt(seconds, 2)} s)`,
    );

    for (const depth of perftDepths) {
      const f = benchPerft(rules, depth, PERFT_RUNS);
      console.log(
        `  perft(${depth}) from the start (no events): ${fmt(f.count)} leaves in ${fmt(f.medianMs, 1)} ms ` +
          `(median of ${PERFT_RUNS} runs), ${fmt(f.count / (f.medianMs / 1000))} leaves/s`,
      );
    }

    const c = benchCapabilities(rules, CAPABILITIES_MS);
    console.log(
      `  capabilities(): ${fmt(c.calls / (c.elapsedMs / 1000))} calls/s, ` +
        `${fmt((c.elapsedMs * 1e6) / c.calls)} ns a call (${fmt(c.calls)} calls)`,
    );
  }
}

main();
