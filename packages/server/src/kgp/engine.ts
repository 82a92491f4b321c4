import type { Position } from '@kalaha/rules';
import type { LevelMove } from '@kalaha/engine';
import { EngineWorker, type EngineWorkerOptions } from '@kalaha/engine/worker/node';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';

/** The engine's move for an engine player's seat. */
export interface EngineMover {
  /**
   * The move of strength `level` (1-10) in `position` (a game in progress): a house of the side to
   * move, 1-based.
   */
  move(position: Position, level: number): Promise<number>;
  /** Stops the engine (pending moves reject). */
  close(): Promise<void>;
}

/**
 * The engine in a worker thread of its own (`EngineWorker` of `@kalaha/engine`), started with the
 * first engine move, so that a server whose bots never play the engine starts none, and the
 * sockets stay free while it thinks. Each move is the level's choice with a fresh random seed
 * (levels 1-5 draw among good moves: games against a level vary). A worker that died is replaced
 * at the next move.
 */
export class WorkerEngine implements EngineMover {
  #worker: EngineWorker | undefined;
  #closed = false;

  /**
   * @param options the worker's: `egdbDir`, a directory of endgame databases (`kalaha egdb
   *   build`) that level 10 uses where one holds the game's rules (a missing directory holds none).
   */
  constructor(private readonly options: EngineWorkerOptions = {}) {}

  async move(position: Position, level: number): Promise<number> {
    return (await this.levelMove(position, level)).move;
  }

  /**
   * The level's move with how it was chosen (`LevelMove` of `@kalaha/engine`: by a search, a
   * database, the opening book, …).
   *
   * @throws Error when closed; the engine's error when its worker failed.
   */
  async levelMove(position: Position, level: number): Promise<LevelMove> {
    if (this.#closed) throw new Error('the engine is closed');
    const worker = (this.#worker ??= new EngineWorker(this.options));
    try {
      return await worker.levelMove(position, level, randomInt(2 ** 31)).result;
    } catch (error) {
      if (this.#worker === worker) this.#worker = undefined;
      await worker.terminate().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }
}

/**
 * The engine of the server's engine players: level 10 plays with the endgame databases in
 * `<dataDir>/egdb` (`kalaha egdb build --out <dataDir>/egdb`; none when the directory is missing).
 */
export function serverEngine(dataDir: string): WorkerEngine {
  return new WorkerEngine({ egdbDir: join(dataDir, 'egdb') });
}
