/**
 * What the parallel endgame-database builder (`node.ts`) and its worker threads
 * (`build-worker.ts`) share: the data each worker starts with and the words of the shared control
 * block. Kept apart from the worker's code, which starts working as soon as it is loaded in a
 * thread.
 */
import type { RuleSet } from '@kalaha/rules';
import type { EgdbKernelMemory } from './kernel.ts';

/** What the main thread gives each worker. */
export interface BuildWorkerData {
  readonly rules: RuleSet;
  readonly maxSeeds: number;
  /** The build's memory: the scratch areas and the entries (`kernel.ts`). */
  readonly shared: EgdbKernelMemory;
  /** This worker's scratch area in it, 0 ≤ thread < `shared.threads`. */
  readonly thread: number;
  /** The control block, as {@link CONTROL_WORDS} Int32 words. */
  readonly control: SharedArrayBuffer;
}

/** Control word: the next chunk number of the current level to take. */
export const CONTROL_NEXT_CHUNK = 0;
/** Control word: entries of the current level done. */
export const CONTROL_DONE = 1;
/** Control word: non-zero asks the workers to stop. */
export const CONTROL_STOP = 2;
/** Words in the control block. */
export const CONTROL_WORDS = 4;
