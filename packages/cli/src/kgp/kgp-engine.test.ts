/**
 * The KGP client's engine in a real worker thread: reports per completed iteration, levels, stop.
 */
import { kgpRules } from '@kalaha/protocol';
import { legalMoves, Position } from '@kalaha/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerKgpEngine, type KgpSearchReports } from './kgp-engine.ts';

interface Run {
  readonly improved: number[];
  readonly done: Promise<number | undefined>;
}

function run(
  engine: WorkerKgpEngine,
  position: Position,
  timeMs: number,
  onImproved: () => void = () => {},
) {
  const improved: number[] = [];
  let job: { stop(): void } | undefined;
  const done = new Promise<number | undefined>((resolve, reject) => {
    const reports: KgpSearchReports = {
      improved: (house) => {
        improved.push(house);
        onImproved();
      },
      finished: resolve,
      failed: (message) => reject(new Error(message)),
    };
    job = engine.start(position, timeMs, reports);
  });
  return { run: { improved, done } satisfies Run, job: job! };
}

const engines: WorkerKgpEngine[] = [];
function engine(level?: number): WorkerKgpEngine {
  const made = new WorkerKgpEngine({ level });
  engines.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.close()));
});

const start = Position.initial(kgpRules(6, 4));
const legal = legalMoves(start).map((m) => m.house);

describe('WorkerKgpEngine', () => {
  it('reports a best move per completed iteration, then the final move (timed search)', async () => {
    const { run: r } = run(engine(), start, 300);
    const move = await r.done;
    expect(legal).toContain(move);
    expect(r.improved.length).toBeGreaterThan(0);
    for (const house of r.improved) expect(legal).toContain(house);
  });

  it('plays the search levels within their node budget, the same way every time (level 6)', async () => {
    const a = run(engine(6), start, 0).run;
    const b = run(engine(6), start, 0).run;
    const [moveA, moveB] = await Promise.all([a.done, b.done]);
    expect(moveA).toBe(moveB);
    expect(a.improved).toEqual(b.improved);
    expect(a.improved.length).toBeGreaterThan(0);
  });

  it('plays the other levels by their level move, reported once (level 3)', async () => {
    const r = run(engine(3), start, 0).run;
    expect(legal).toContain(await r.done);
    expect(r.improved).toEqual([]);
  });

  it('stops a long search on request, still finishing with its best move', async () => {
    const big = Position.initial(kgpRules(12, 12));
    const started = run(engine(), big, 600_000, () => started.job.stop());
    const move = await started.run.done;
    expect(legalMoves(big).map((m) => m.house)).toContain(move);
  });

  it('runs concurrent requests one after the other, each to its own report', async () => {
    const shared = engine();
    const other = Position.initial(kgpRules(3, 3));
    const a = run(shared, start, 100).run;
    const b = run(shared, other, 100).run;
    expect(legal).toContain(await a.done);
    expect([1, 2, 3]).toContain(await b.done);
  });
});
