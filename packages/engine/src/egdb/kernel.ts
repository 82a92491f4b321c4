import type { RuleSet } from '@kalaha/rules';
import { EngineBoard } from '../kalaha/board.ts';
import { EGDB_UNKNOWN, EgdbError, egdbKeyFor } from './egdb.ts';
import { EGDB_KERNEL_WASM } from './kernel-wasm.ts';
import { SeedIndex } from './seed-index.ts';

/**
 * The endgame-database builder's kernel: `assembly/egdb-kernel.ts` compiled to WebAssembly
 * (`kernel-wasm.ts`), which computes the entries of a range of one level, and the memory it works
 * in. The method is `build.ts`'s; in WebAssembly a build took a half to two thirds of the time it
 * took in JavaScript (engine README, "The builder in WebAssembly").
 *
 * Memory, one WebAssembly memory shared by every thread of a build (a SharedArrayBuffer
 * underneath): the first 64 KiB unused, then one scratch area a thread (boards, kept children,
 * the index's terms; {@link EgdbKernelMemory.scratchBytes} bytes each), then the entries, one byte
 * each, in index order.
 */

/** Bytes of a WebAssembly memory page. */
const PAGE = 65_536;
/** Most pages of a 32-bit WebAssembly memory: 4 GiB. */
const MAX_PAGES = 65_536;
/** Bytes before the first scratch area. */
const SCRATCH_START = PAGE;

/** What the kernel exports (`assembly/egdb-kernel.ts`). */
interface KernelExports {
  scratchBytes(houses: number, seeds: number): number;
  configure(
    houses: number,
    seeds: number,
    extraTurn: number,
    opposite: boolean,
    empty: boolean,
    needsLap: boolean,
    twoThree: boolean,
    skipOrigin: boolean,
    endRule: number,
    scratch: number,
    entries: number,
  ): void;
  termsOffset(): number;
  configOffset(): number;
  buildRange(seeds: number, from: number, to: number): void;
}

let compiled: WebAssembly.Module | undefined;

/** The kernel's module, compiled once a thread. */
function kernelModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(
    Uint8Array.from(atob(EGDB_KERNEL_WASM), (c) => c.charCodeAt(0)),
  );
  return compiled;
}

function instantiate(memory: WebAssembly.Memory): KernelExports {
  return new WebAssembly.Instance(kernelModule(), { env: { memory } })
    .exports as unknown as KernelExports;
}

/** The memory of one build: every thread's scratch area and the entries. */
export interface EgdbKernelMemory {
  /** The WebAssembly memory (shared: it may be given to worker threads). */
  readonly memory: WebAssembly.Memory;
  /** Houses a side. */
  readonly houses: number;
  /** Most seeds in the houses (N). */
  readonly maxSeeds: number;
  /** Threads it has room for, each with its scratch area. */
  readonly threads: number;
  /** Bytes of a thread's scratch area. */
  readonly scratchBytes: number;
  /** Where the entries start, bytes from the memory's start. */
  readonly dataOffset: number;
  /** The entries: `size` bytes, {@link EGDB_UNKNOWN} until computed. */
  readonly data: Uint8Array;
}

/**
 * A memory for the database of `houses` houses a side, `maxSeeds` seeds and `size` entries, built
 * by `threads` threads: 64 KiB, `threads` scratch areas (tens to hundreds of KiB each) and `size`
 * bytes, the entries set to {@link EGDB_UNKNOWN}.
 *
 * @throws {EgdbError} `ERR_EGDB_SIZE` when it does not fit in a WebAssembly memory (4 GiB).
 */
export function egdbKernelMemory(
  houses: number,
  maxSeeds: number,
  size: number,
  threads: number,
): EgdbKernelMemory {
  const probe = instantiate(new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true }));
  const scratchBytes = Math.ceil(probe.scratchBytes(houses, maxSeeds) / 64) * 64;
  const dataOffset = SCRATCH_START + threads * scratchBytes;
  const pages = Math.ceil((dataOffset + size) / PAGE);
  if (pages > MAX_PAGES) {
    throw new EgdbError(
      'ERR_EGDB_SIZE',
      `an endgame database of ${size} entries does not fit in the builder's memory of 4 GiB`,
    );
  }
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true });
  const data = new Uint8Array(memory.buffer, dataOffset, size).fill(EGDB_UNKNOWN);
  return { memory, houses, maxSeeds, threads, scratchBytes, dataOffset, data };
}

/**
 * One thread's builder of the entries of a database in an {@link EgdbKernelMemory}: computes a
 * range of one level at a time, in its own scratch area.
 */
export class EgdbLevelBuilder {
  readonly index: SeedIndex;
  readonly #kernel: KernelExports;
  /** The kernel's configuration area: the first configuration of a range goes here. */
  readonly #config: Int32Array;

  /**
   * @param shared the build's memory, made for these houses and seeds.
   * @param thread which of its scratch areas is this builder's, 0 ≤ thread < `shared.threads`.
   * @throws {EgdbError} `ERR_EGDB_RULES` for rules refused by `egdbRefusal`.
   */
  constructor(rules: RuleSet, maxSeeds: number, shared: EgdbKernelMemory, thread: number) {
    egdbKeyFor(rules);
    if (shared.houses !== rules.houses || shared.maxSeeds !== maxSeeds) {
      throw new RangeError('egdb: the memory was made for another database');
    }
    if (!Number.isInteger(thread) || thread < 0 || thread >= shared.threads) {
      throw new RangeError(`egdb: no scratch area ${thread} in a memory for ${shared.threads}`);
    }
    this.index = new SeedIndex(rules.houses, maxSeeds);
    // The rules as the engine board's numbers (its constructor reads them off the rule set).
    const b = new EngineBoard(rules, 0);
    this.#kernel = instantiate(shared.memory);
    this.#kernel.configure(
      b.m,
      maxSeeds,
      b.extraTurnRule,
      b.captureOpposite,
      b.emptyCapture,
      b.captureNeedsLap,
      b.captureTwoThree,
      b.skipOrigin,
      b.endRule,
      SCRATCH_START + thread * shared.scratchBytes,
      shared.dataOffset,
    );
    const buffer = shared.memory.buffer;
    const terms = this.index.terms;
    new Uint32Array(buffer, this.#kernel.termsOffset(), terms.length).set(terms);
    this.#config = new Int32Array(buffer, this.#kernel.configOffset(), this.index.width);
  }

  /** Computes the entries `from` ≤ index < `to`, all of level `seeds`; lower levels must be done. */
  buildRange(seeds: number, from: number, to: number): void {
    this.index.unrank(from, this.#config);
    this.#kernel.buildRange(seeds, from, to);
  }
}
