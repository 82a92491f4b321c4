/**
 * Parallel exact solving on Node worker threads (Node only; the solver itself, `solver.ts`, has
 * no Node import). The main thread runs the solver as usual; for each null-window test of the
 * root, helper threads run the same test on a shared transposition table (a SharedArrayBuffer,
 * lockless) and share the work as in ABDADA (Weill 1996): a thread leaves a position another
 * thread is searching for later, by which time its bound is usually in the table; and helpers
 * take the root's moves in reverse order, so that the threads start at both ends of an all-node
 * root. The value is always the main thread's own, complete search: helpers only make it faster.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { makePosition, type Position } from '@kalaha/rules';
import { Egdb } from '../egdb/egdb.ts';
import { SOLVER_BUSY_SLOTS, SOLVER_TT_DEFAULT_MIB } from '../params.ts';
import type { HelperData, HelpMessage } from './parallel-worker.ts';
import { Solver, type SolveLimits, type SolveResult, type SolverOptions } from './solver.ts';
import { SolverTable } from './table.ts';

/** Options of {@link solveParallel}. */
export interface ParallelSolveOptions extends SolverOptions, SolveLimits {
  /** Threads in all, the main one included (default: the machine's available parallelism). */
  readonly threads?: number;
}

/**
 * Proves the value of `position` as `solve` does, with `threads − 1` helper threads sharing the
 * table. Endgame databases whose entries are not on a SharedArrayBuffer are copied onto one (see
 * `loadEgdb`'s `shared` option to avoid the copy).
 *
 * @returns the same result as `solve` (the nodes are the main thread's).
 */
export async function solveParallel(
  position: Position,
  options: ParallelSolveOptions = {},
): Promise<SolveResult> {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism()));
  const rest: SolverOptions & SolveLimits = { ...options };
  delete (rest as { threads?: number }).threads;
  if (threads === 1 || position.isOver) return new Solver(rest).solve(position, rest);

  const buckets = SolverTable.bucketsFor(options.ttMiB ?? SOLVER_TT_DEFAULT_MIB);
  const table = new SharedArrayBuffer(buckets * 32);
  const abortBuffer = new SharedArrayBuffer(4);
  const busy = new SharedArrayBuffer(4 * SOLVER_BUSY_SLOTS);
  const abort = new Int32Array(abortBuffer);
  const databases = options.egdb === undefined ? [] : [options.egdb].flat();
  const egdb = databases.map(shared).find((db) => db.matches(position.rules));

  const data: HelperData = {
    rules: position.rules,
    position: makePosition(position),
    helper: 0,
    table,
    busy,
    abort: abortBuffer,
    ...(egdb === undefined ? {} : { egdb: helperEgdbData(egdb) }),
    ...(options.deepening === undefined ? {} : { deepening: options.deepening }),
  };
  const url = new URL('./parallel-worker.mjs', import.meta.url);
  const helpers = Array.from(
    { length: threads - 1 },
    (_, i) => new Worker(url, { workerData: { ...data, helper: i + 1 } }),
  );
  const failures: Error[] = [];
  for (const helper of helpers) helper.on('error', (error) => failures.push(error));
  const solver = new Solver({
    ...rest,
    sharedTable: table,
    sharedBusy: busy,
    ...(egdb === undefined ? {} : { egdb }),
  });
  let seq = 0;
  solver.setListener({
    start(beta, depth) {
      seq++;
      const message: HelpMessage = { seq, beta, depth };
      for (const helper of helpers) helper.postMessage(message);
    },
    end() {
      Atomics.store(abort, 0, seq);
    },
  });
  let result: SolveResult;
  try {
    result = solver.solve(position, rest);
  } finally {
    Atomics.store(abort, 0, 0x7fffffff);
    await Promise.all(helpers.map((h) => h.terminate()));
  }
  // A helper that failed (a bug) did not make the result wrong, but must not go unnoticed.
  if (failures.length > 0) throw failures[0]!;
  return result;
}

/**
 * The endgame database as a helper gets it: its entries a view on shared memory, which need not
 * start that memory (a database built in this process lives in the builder's WebAssembly memory,
 * after its scratch areas: `egdb/kernel.ts`). The fields are the database's own, so that
 * structured cloning (`workerData`) keeps the entries' view on the same shared memory.
 */
export type HelperEgdb = Pick<Egdb, 'rulesKey' | 'houses' | 'maxSeeds' | 'data'>;

/** The database of a helper's {@link HelperEgdb} (the same entries, not copied). */
export function helperEgdb(data: HelperEgdb): Egdb {
  return new Egdb(data.rulesKey, data.houses, data.maxSeeds, data.data);
}

/**
 * What the helpers get of `db`, whose entries are on a SharedArrayBuffer: the entries' own view,
 * with its offset and length, never the whole memory under it.
 */
export function helperEgdbData(db: Egdb): HelperEgdb {
  return { rulesKey: db.rulesKey, houses: db.houses, maxSeeds: db.maxSeeds, data: db.data };
}

/** `db` with its entries on a SharedArrayBuffer (copied there when they are not). */
function shared(db: Egdb): Egdb {
  if (db.data.buffer instanceof SharedArrayBuffer) return db;
  const copy = new Uint8Array(new SharedArrayBuffer(db.data.length));
  copy.set(db.data);
  return new Egdb(db.rulesKey, db.houses, db.maxSeeds, copy);
}
