/**
 * `@kalaha/engine/node`: the parts of the engine that need Node (files and worker threads), kept
 * out of the core so that the core runs in a browser Web Worker: endgame-database files and the
 * parallel database builder (`egdb/node.ts`), and the parallel solver (`solve/parallel.ts`).
 */
export {
  EGDB_EXTENSION,
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
  wariEgdbFileName,
  type EgdbFile,
  type EgdbParallelBuildOptions,
} from './egdb/node.ts';
export { solveParallel, type ParallelSolveOptions } from './solve/parallel.ts';
