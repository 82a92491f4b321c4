/**
 * `@kalaha/engine/node`: the parts of the engine that need Node (files and worker threads), kept
 * out of the core so that the core runs in a browser Web Worker: endgame-database files and the
 * parallel database builder (`egdb/node.ts`), and the parallel solver (`solve/parallel.ts`).
 */
export {
  EgdbShelf,
  buildEgdbParallel,
  egdbFileName,
  findEgdbFiles,
  loadEgdb,
  loadWariEgdb,
  readEgdbFileHeader,
  readWariEgdbFileHeader,
  saveEgdb,
  saveWariEgdb,
  type EgdbFile,
  type EgdbParallelBuildOptions,
} from './egdb/node.ts';
export { EGDB_EXTENSION } from './egdb/format.ts';
export { wariEgdbFileName } from './wari/egdb-format.ts';
export { solveParallel, type ParallelSolveOptions } from './solve/parallel.ts';
