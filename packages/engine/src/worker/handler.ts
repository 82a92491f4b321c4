import type { RuleSet } from '@kalaha/rules';
import * as z from 'zod/mini';
import { analyze, type ExactValue } from '../analysis/analyze.ts';
import { EngineBoardError } from '../kalaha/board.ts';
import { chooseArrangement } from '../levels/arrangement.ts';
import { ExactSources } from '../levels/exact-sources.ts';
import { levelMove } from '../levels/level-move.ts';
import { levelSpec } from '../levels/table.ts';
import { playGame } from '../match/game.ts';
import { Searcher } from '../searcher.ts';
import type { EnginePort } from './client.ts';
import type { EngineErrorCode, EngineReply, EngineRequest, JobId, WireLimits } from './protocol.ts';
import { idOf, parseRequest, type ParsedRequest } from './read-request.ts';

/** Options of an engine message handler. */
export interface EngineHandlerOptions {
  /** Transposition-table size of each of the handler's searchers, in MiB (default 16). */
  readonly ttMiB?: number;
  /**
   * Runs `task` soon, after messages already received have been read (so that a `stop` can reach
   * a job before it starts). `setTimeout(task, 0)` by default; tests may run it at once.
   */
  readonly schedule?: (task: () => void) => void;
  /**
   * Proven values for analyses and level 10: the exact solver and the endgame databases of each
   * rule set (default: solvers without databases).
   */
  readonly exact?: ExactSources;
}

/** A job waiting to run, with the flag that stops it. */
interface Queued {
  readonly parsed: Exclude<ParsedRequest, { type: 'stop' }>;
  readonly flag: Int32Array;
}

/**
 * The engine's side of the message API (`protocol.ts`), independent of the transport: give it
 * the function that posts a reply, and feed it every message received. Jobs run one at a time in
 * the order received, each synchronously (the thread is busy until the job ends: a running job is
 * stopped through its shared `stopFlag`). Replies are posted through `post`; a message that
 * cannot be read is answered with an `error` reply, and so is a job that throws (`ERR_INTERNAL`:
 * a bug) — the handler itself never throws.
 *
 * One handler keeps one searcher for `analyze`, `search`, `levelMove` and `arrange` (its table carries over
 * from job to job, as in one engine thread) and two for `playGame` (one per side, cleared at each
 * game's start so that a game depends only on its request).
 *
 * @param post sends a reply (`port.postMessage`, `self.postMessage`, or a test's collector).
 * @returns the function to call with each message's data.
 */
export function createEngineHandler(
  post: (reply: EngineReply) => void,
  options: EngineHandlerOptions = {},
): (data: unknown) => void {
  // Refusals of messages in clear English words (zod/mini carries none of its own).
  z.config(z.locales.en());
  const tt = options.ttMiB === undefined ? {} : { ttMiB: options.ttMiB };
  const exact = options.exact ?? new ExactSources();
  const schedule = options.schedule ?? ((task: () => void) => void setTimeout(task, 0));
  let searcher: Searcher | undefined;
  let gameSearchers: { south: Searcher; north: Searcher } | undefined;
  const queue: Queued[] = [];
  let scheduled = false;

  const fail = (id: JobId | null, code: EngineErrorCode, message: string): void =>
    post({ type: 'error', id, code, message });

  const run = ({ parsed, flag }: Queued): void => {
    const id = parsed.request.id;
    try {
      switch (parsed.type) {
        case 'analyze': {
          searcher ??= new Searcher(tt);
          const result = analyze(
            parsed.position,
            { ...limitsOf(parsed.request.limits), stopFlag: flag },
            { searcher, ...exactValueFor(exact, parsed.position.rules) },
            (progress) => post({ type: 'progress', id, kind: 'analyze', progress }),
          );
          post({ type: 'result', id, kind: 'analyze', result });
          return;
        }
        case 'search': {
          searcher ??= new Searcher(tt);
          const result = searcher.search(
            parsed.position,
            { ...limitsOf(parsed.request.limits), stopFlag: flag },
            (progress) => post({ type: 'progress', id, kind: 'search', progress }),
          );
          post({ type: 'result', id, kind: 'search', result });
          return;
        }
        case 'levelMove': {
          searcher ??= new Searcher(tt);
          const { level, seed, timeMs } = parsed.request;
          const result = levelMove(parsed.position, level, {
            seed,
            searcher,
            stopFlag: flag,
            ...exact.for(parsed.position.rules),
            ...(timeMs === undefined ? {} : { timeMs }),
          });
          post({ type: 'result', id, kind: 'levelMove', result });
          return;
        }
        case 'playGame': {
          gameSearchers ??= { south: new Searcher(tt), north: new Searcher(tt) };
          const { rules, players } = parsed.request.game;
          const perfect =
            levelSpec(players.south.level).method === 'perfect' ||
            levelSpec(players.north.level).method === 'perfect';
          const result = playGame(
            parsed.request.game,
            gameSearchers,
            perfect ? exact.for(rules) : undefined,
          );
          post({ type: 'result', id, kind: 'playGame', result });
          return;
        }
        case 'arrange': {
          searcher ??= new Searcher(tt);
          const { level, seed } = parsed.request;
          const result = chooseArrangement(parsed.match, level, { seed, searcher });
          post({ type: 'result', id, kind: 'arrange', result });
          return;
        }
      }
    } catch (error) {
      if (error instanceof EngineBoardError) fail(id, error.code, error.message);
      else fail(id, 'ERR_INTERNAL', error instanceof Error ? error.message : String(error));
    }
  };

  const drain = (): void => {
    scheduled = false;
    const next = queue.shift();
    if (next === undefined) return;
    run(next);
    if (queue.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };

  return (data: unknown): void => {
    try {
      const parsed = parseRequest(data);
      if (!parsed.ok) {
        fail(idOf(data), parsed.error.code, parsed.error.message);
        return;
      }
      if (parsed.value.type === 'stop') {
        const id = parsed.value.request.id;
        for (const job of queue) if (job.parsed.request.id === id) Atomics.store(job.flag, 0, 1);
        return;
      }
      const flag = parsed.value.request.stopFlag ?? new Int32Array(1);
      queue.push({ parsed: parsed.value, flag });
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
    } catch (error) {
      // Reading a message cannot throw; this is a last guard so that the thread never dies of one.
      fail(idOf(data), 'ERR_INTERNAL', error instanceof Error ? error.message : String(error));
    }
  };
}

/** The database values for an analysis under `rules`, when they have a database (no solver made). */
function exactValueFor(exact: ExactSources, rules: RuleSet): { exactValue?: ExactValue } {
  const exactValue = exact.exactValueFor(rules);
  return exactValue === undefined ? {} : { exactValue };
}

/** Wire limits as search limits (absent fields stay absent). */
function limitsOf(limits: WireLimits | undefined): WireLimits {
  if (limits === undefined) return {};
  return {
    ...(limits.depth === undefined ? {} : { depth: limits.depth }),
    ...(limits.timeMs === undefined ? {} : { timeMs: limits.timeMs }),
    ...(limits.nodes === undefined ? {} : { nodes: limits.nodes }),
  };
}

/**
 * An {@link EnginePort} to a handler in this very thread: for tests, and for callers that want
 * the message API without a thread (the jobs then block this thread while they run). Messages are
 * structured-cloned both ways, as a worker transport would (the stop flag is passed as it is), so
 * what works here works across threads.
 */
export function inProcessPort(options: EngineHandlerOptions = {}): EnginePort {
  let listener: ((data: unknown) => void) | undefined;
  const handle = createEngineHandler((reply) => listener?.(structuredClone(reply)), options);
  return {
    postMessage: (message) => {
      const { stopFlag, ...rest } = message as EngineRequest & { stopFlag?: Int32Array };
      const copy = structuredClone(rest) as Record<string, unknown>;
      handle(stopFlag === undefined ? copy : { ...copy, stopFlag });
    },
    onReply: (l) => {
      listener = l;
    },
  };
}
