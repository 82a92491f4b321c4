import { legalMoves, type Position } from '@kalaha/rules';
import { EngineCancelled, type Engine, type PositionAnalysis } from '../engine/types.ts';

/**
 * An engine for tests: answers at once (on the next microtask), plays the first legal move (or
 * what `choose` says), values every move 0, and records what it was asked.
 */
export class FakeEngine implements Engine {
  readonly asked: { kind: 'levelMove' | 'analyze'; level?: number }[] = [];
  cancelled = 0;
  #pending: ((error: Error) => void)[] = [];
  /** When true, answers wait until {@link FakeEngine.release} is called. */
  hold = false;
  #held: (() => void)[] = [];

  constructor(readonly choose: (position: Position) => number = (p) => legalMoves(p)[0]!.house) {}

  levelMove(position: Position, level: number) {
    this.asked.push({ kind: 'levelMove', level });
    return this.#answer(() => ({
      move: this.choose(position),
      score: 0,
      exact: false,
      elapsedMs: 1,
    }));
  }

  analyze(position: Position): Promise<PositionAnalysis> {
    this.asked.push({ kind: 'analyze' });
    const moves = legalMoves(position).map((m) => ({
      move: m.house,
      score: 0,
      exact: false,
      extraTurn: false,
    }));
    return this.#answer(() => ({
      turn: position.turn,
      moves,
      bestMove: moves[0]?.move,
      score: 0,
      exact: moves.length === 0,
    }));
  }

  /** Lets held answers through. */
  release(): void {
    const held = this.#held;
    this.#held = [];
    for (const go of held) go();
  }

  cancel(): void {
    this.cancelled++;
    for (const reject of this.#pending) reject(new EngineCancelled());
    this.#pending = [];
    this.#held = [];
  }

  dispose(): void {
    this.cancel();
  }

  #answer<T>(make: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.push(reject);
      const go = () => resolve(make());
      if (this.hold) this.#held.push(go);
      else queueMicrotask(go);
    });
  }
}
