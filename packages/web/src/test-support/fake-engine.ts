import { arrangementsAllowed, legalMoves, type Match, type Position } from '@kalaha/rules';
import { EngineCancelled, type Engine, type PositionAnalysis } from '../engine/types.ts';

/**
 * An engine for tests: answers at once (on the next microtask), plays the first legal move (or
 * what `choose` says; in Giuthi in the first legal direction of that house), values every move
 * and position `value(position)` (0 unless set), lays out a lost Giuthi round's seeds as 1 a house
 * with the rest in house 1, and records what it was asked.
 */
export class FakeEngine implements Engine {
  readonly asked: { kind: 'levelMove' | 'analyze' | 'arrange'; level?: number }[] = [];
  cancelled = 0;
  #pending: ((error: Error) => void)[] = [];
  /** When true, answers wait until {@link FakeEngine.release} is called. */
  hold = false;
  #held: (() => void)[] = [];
  /** The value of a position's moves and of the position, for the player to move (seeds). */
  value: (position: Position) => number = () => 0;

  constructor(readonly choose: (position: Position) => number = (p) => legalMoves(p)[0]!.house) {}

  levelMove(position: Position, level: number) {
    this.asked.push({ kind: 'levelMove', level });
    const house = this.choose(position);
    const direction = legalMoves(position).find((m) => m.house === house)?.direction;
    return this.#answer(() => ({
      move: house,
      ...(direction === undefined ? {} : { direction }),
      score: 0,
      exact: false,
      elapsedMs: 1,
    }));
  }

  analyze(position: Position): Promise<PositionAnalysis> {
    this.asked.push({ kind: 'analyze' });
    const score = this.value(position);
    const moves = legalMoves(position).map((m) => ({
      move: m.house,
      ...(m.direction === undefined ? {} : { direction: m.direction }),
      score,
      exact: false,
      extraTurn: false,
    }));
    return this.#answer(() => ({
      turn: position.turn,
      moves,
      bestMove: moves[0]?.move,
      score,
      exact: moves.length === 0,
    }));
  }

  arrange(match: Match, level: number): Promise<readonly number[]> {
    this.asked.push({ kind: 'arrange', level });
    const allowed = arrangementsAllowed(match);
    if (!allowed) return Promise.reject(new Error('ERR_MATCH_PHASE: nothing to arrange'));
    return this.#answer(() =>
      Array.from({ length: allowed.houses }, (_, h) =>
        h === 0 ? allowed.seeds - allowed.houses + 1 : 1,
      ),
    );
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
