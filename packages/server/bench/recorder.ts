import { Samples } from './stats.ts';

/**
 * The stages of a run: `setup` (players, games, connections), the two measured phases, and
 * `drain` (no new move is sent; the moves sent in the burst finish).
 */
export type Stage = 'setup' | 'human' | 'burst' | 'drain';
/** The measured phases. */
export type Phase = 'human' | 'burst';
/** The measured phases, in the order they run. */
export const PHASES: readonly Phase[] = ['human', 'burst'];

/** What was heard in one phase. Times in ms. */
export class PhaseRecord {
  /** Move round trips (send → both clients have the update) of moves sent in the phase. */
  readonly roundTrips = new Samples();
  /** Send → `ack` of moves sent in the phase. */
  readonly acks = new Samples();
  /** Moves acknowledged (accepted and stored) while the phase ran. */
  acceptedMoves = 0;
}

/**
 * Collects what the bots measure: per phase the moves' round trips and acks and the moves
 * accepted, and over the whole run the errors by code, the games finished and the rematches
 * started. The runner moves it from stage to stage.
 */
export class Recorder {
  readonly phases: Readonly<Record<Phase, PhaseRecord>> = {
    human: new PhaseRecord(),
    burst: new PhaseRecord(),
  };
  readonly errors = new Map<string, number>();
  /** An example message of each error code (the first heard). */
  readonly errorExamples = new Map<string, string>();
  gamesFinished = 0;
  rematches = 0;
  #stage: Stage = 'setup';

  get stage(): Stage {
    return this.#stage;
  }

  /** Enters `stage`; moves accepted from now on count for it. */
  enter(stage: Stage): void {
    this.#stage = stage;
  }

  /** The phase a move sent now belongs to (undefined outside the measured phases). */
  get phase(): Phase | undefined {
    return this.#stage === 'human' || this.#stage === 'burst' ? this.#stage : undefined;
  }

  /** A move was acknowledged `ms` after it was sent in `sentIn`. */
  ack(sentIn: Phase, ms: number): void {
    this.phases[sentIn].acks.add(ms);
    const now = this.phase;
    if (now) this.phases[now].acceptedMoves += 1;
  }

  /** Both clients of a game had the update of a move sent in `sentIn`, `ms` after it was sent. */
  roundTrip(sentIn: Phase, ms: number): void {
    this.phases[sentIn].roundTrips.add(ms);
  }

  /** Counts an error: a server `error` message's code, or the bench's own (`close/1006`…). */
  error(code: string, message: string): void {
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
    if (!this.errorExamples.has(code)) this.errorExamples.set(code, message);
  }

  /** Errors counted, all codes together. */
  get errorCount(): number {
    let total = 0;
    for (const count of this.errors.values()) total += count;
    return total;
  }
}
