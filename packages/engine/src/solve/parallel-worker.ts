/**
 * A helper thread of a parallel solve (`parallel.ts`, {@link solveParallel}). Node only. Started
 * through `parallel-worker.mjs`, which registers tsx first.
 *
 * For each root test the main thread posts `{ seq, beta, depth }`; the helper runs the same
 * null-window test on the shared table until it completes or the main thread's test ends (the
 * abort word reaches `seq`), then waits for the next. It answers nothing: what it proves reaches
 * the main solver through the table.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parsePosition, type RuleSet, unwrap } from '@kalaha/rules';
import { type HelperEgdb, helperEgdb } from './parallel.ts';
import { Solver } from './solver.ts';

/** What the main thread gives each helper. */
export interface HelperData {
  readonly rules: RuleSet;
  /** The root position in the rules library's notation. */
  readonly position: string;
  readonly helper: number;
  readonly table: SharedArrayBuffer;
  /** The busy counters (see `SolverOptions.sharedBusy`). */
  readonly busy: SharedArrayBuffer;
  /** One Int32 word: the last test that ended. */
  readonly abort: SharedArrayBuffer;
  readonly egdb?: HelperEgdb;
  readonly deepening?: { readonly first?: number; readonly step?: number; readonly last?: number };
}

/** A root test to help with. */
export interface HelpMessage {
  readonly seq: number;
  readonly beta: number;
  readonly depth: number;
}

const port = parentPort;
if (port) {
  const init = workerData as HelperData;
  const parsed = unwrap(parsePosition(init.rules, init.position));
  const position = parsed;
  const egdb = init.egdb === undefined ? undefined : helperEgdb(init.egdb);
  const solver = new Solver({
    sharedTable: init.table,
    sharedBusy: init.busy,
    helper: init.helper,
    ...(egdb === undefined ? {} : { egdb }),
    ...(init.deepening === undefined ? {} : { deepening: init.deepening }),
  });
  const abort = new Int32Array(init.abort);
  port.on('message', (message: HelpMessage) => {
    solver.helpTest(position, message.beta, message.depth, abort, message.seq);
  });
}
