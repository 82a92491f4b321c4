import { makePosition, type Position } from '@kalaha/rules';
import {
  EngineCancelled,
  southValue,
  type Engine,
  type PositionAnalysis,
} from '../engine/types.ts';

/** Milliseconds the analysis panel's position is analysed for. */
export const PANEL_ANALYSIS_MS = 700;

/** Node budget of one point of the evaluation graph (a few milliseconds a position). */
export const GRAPH_NODES = 20_000;

/**
 * The key of a position's analysis: its notation and, in Wari and Obridjie, how often it has
 * occurred (docs/RULES.md 2, 3: a third occurrence ends the game), since the same board seen a second
 * time is worth something else than seen first.
 */
export function analysisKey(position: Position): string {
  const text = makePosition(position);
  return position.occurrence > 1 ? `${text} seen:${position.occurrence}` : text;
}

/** What the analysis panel and the evaluation graph show. */
export interface AnalysisState {
  /** The position analysed for the panel ({@link analysisKey}), and its analysis once done. */
  readonly currentKey: string | undefined;
  readonly current: PositionAnalysis | undefined;
  /** Each position's value from South's view in seeds, by {@link analysisKey}. */
  readonly evals: ReadonlyMap<string, number>;
}

/**
 * Runs the engine in the background for the analysis panel (every move of the position shown
 * valued) and the evaluation graph (every position of the game valued, from South's view), one
 * request at a time: the panel's position first, then the graph's positions from the start.
 * Results for a position no longer asked about are kept for the graph, never shown in the panel.
 */
export class AnalysisService {
  readonly #engine: () => Engine;
  readonly #listeners = new Set<() => void>();
  #state: AnalysisState = { currentKey: undefined, current: undefined, evals: new Map() };
  #wanted: { current: Position | undefined; positions: readonly Position[] } = {
    current: undefined,
    positions: [],
  };
  /** The run that works through the wanted positions, while there is one. */
  #running: Promise<void> | undefined;
  #disposed = false;

  constructor(engine: () => Engine) {
    this.#engine = engine;
  }

  /** The latest results. */
  get state(): AnalysisState {
    return this.#state;
  }

  /** Calls `listener` after every new result; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Asks for the panel's position `current` (undefined: no panel) and the graph's `positions`
   * (the game's positions in order).
   */
  request(current: Position | undefined, positions: readonly Position[]): void {
    const key = current && analysisKey(current);
    if (key !== this.#state.currentKey) this.#set({ currentKey: key, current: undefined });
    this.#wanted = { current, positions };
    if (this.#running) return;
    const run = this.#run();
    this.#running = run;
    const done = () => {
      if (this.#running === run) this.#running = undefined;
    };
    run.then(done, done);
  }

  /**
   * Resolves once every position asked for has been analysed (or could not be). It does not
   * resolve while the engine keeps an answer back.
   */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Forgets every result (a new game, other rules). */
  reset(): void {
    this.#state = { currentKey: undefined, current: undefined, evals: new Map() };
    this.#wanted = { current: undefined, positions: [] };
  }

  /** Stops for good. */
  dispose(): void {
    this.#disposed = true;
    this.#listeners.clear();
  }

  async #run(): Promise<void> {
    for (;;) {
      if (this.#disposed) return;
      const job = this.#nextJob();
      if (!job) return;
      const key = analysisKey(job.position);
      if (job.position.isOver) {
        const value = job.position.store('south') - job.position.store('north');
        this.#addEval(key, value);
        if (job.kind === 'panel') {
          this.#set({
            current: {
              turn: job.position.turn,
              moves: [],
              bestMove: undefined,
              score: job.position.turn === 'south' ? value : -value,
              exact: true,
            },
          });
        }
        continue;
      }
      const limits = job.kind === 'panel' ? { timeMs: PANEL_ANALYSIS_MS } : { nodes: GRAPH_NODES };
      let analysis: PositionAnalysis;
      try {
        analysis = await this.#engine().analyze(job.position, limits);
      } catch (e) {
        if (e instanceof EngineCancelled) continue;
        return;
      }
      if (job.kind === 'panel' || !this.#state.evals.has(key)) {
        this.#addEval(key, southValue(analysis));
      }
      if (job.kind === 'panel' && this.#state.currentKey === key) this.#set({ current: analysis });
    }
  }

  #nextJob(): { kind: 'panel' | 'graph'; position: Position } | undefined {
    const { current, positions } = this.#wanted;
    if (
      current &&
      this.#state.current === undefined &&
      this.#state.currentKey === analysisKey(current)
    ) {
      return { kind: 'panel', position: current };
    }
    const missing = positions.find((p) => !this.#state.evals.has(analysisKey(p)));
    return missing && { kind: 'graph', position: missing };
  }

  #addEval(key: string, value: number): void {
    const evals = new Map(this.#state.evals);
    evals.set(key, value);
    this.#set({ evals });
  }

  #set(change: Partial<AnalysisState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}
