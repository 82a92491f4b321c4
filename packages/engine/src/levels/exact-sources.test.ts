import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position, type WariRuleSet } from '@kalaha/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEgdb } from '../egdb/build.ts';
import { EgdbShelf, egdbFileName, saveEgdb, saveWariEgdb } from '../egdb/node.ts';
import { wariEgdbFileName } from '../wari/egdb-format.ts';
import { TranspositionTable } from '../search/tt.ts';
import { buildWariEgdb } from '../wari/egdb-build.ts';
import { WariSearcher } from '../wari/search.ts';
import { Searcher } from '../searcher.ts';
import { Solver } from '../solve/solver.ts';
import { EngineWorker } from '../worker/node-client.ts';
import { ExactSources } from './exact-sources.ts';
import { levelMove, LevelPlayer } from './level-move.ts';
import { rulesOf } from '../../test/rules-of.ts';
import { wariEndgame } from '../../test/wari-minimax.ts';

// Kalah(3,3): 18 seeds, so a database of 18 seeds holds every position of the game.
const KALAH_3X3 = rulesOf('kalah', { houses: 3, seeds: 3 });
const KALAHA_3X3 = rulesOf('kalaha', { houses: 3, seeds: 3 });
const db = buildEgdb(KALAH_3X3, 18)!;
const dir = mkdtempSync(join(tmpdir(), 'kalaha-shelf-'));
saveEgdb(join(dir, egdbFileName(KALAH_3X3, 18)), db);
const START = Position.initial(KALAH_3X3);
const VALUE = new Solver().solve(START).value!;

describe('the endgame databases of a directory (EgdbShelf)', () => {
  it('loads the file built for the rules, and none for other rules', () => {
    const shelf = new EgdbShelf(dir);
    const found = shelf.for(KALAH_3X3)!;
    expect(found.matches(KALAH_3X3)).toBe(true);
    expect(shelf.for(KALAH_3X3)).toBe(found);
    expect(shelf.for(KALAHA_3X3)).toBeUndefined();
    expect(new EgdbShelf(join(dir, 'missing')).for(KALAH_3X3)).toBeUndefined();
  });
});

describe('ExactSources', () => {
  it("gives the rules' database values and a solver, one kit per database", () => {
    const sources = new ExactSources((rules) => (db.matches(rules) ? db : undefined), 1);
    const kit = sources.for(KALAH_3X3);
    expect(kit.exactValue!(START)).toBe(VALUE);
    expect(sources.for(KALAH_3X3)).toBe(kit);
    const other = sources.for(KALAHA_3X3);
    expect(other.exactValue).toBeUndefined();
    const solved = other.solver!.solve(Position.initial(KALAHA_3X3), {});
    expect(solved.reason).toBe('solved');
    expect(solved.value).toBe(new Solver().solve(Position.initial(KALAHA_3X3)).value);
  });

  it('lets level 10 play a proven best move from the database at once', () => {
    const sources = new ExactSources((rules) => (db.matches(rules) ? db : undefined), 1);
    const chosen = new LevelPlayer(10, 1, { exact: sources }).move(START);
    expect(chosen.chosenBy).toBe('exact');
    expect(chosen.score).toBe(VALUE);
  });
});

describe('a worker thread with a database directory', () => {
  const engine = new EngineWorker({ ttMiB: 1, egdbDir: dir });
  afterAll(() => engine.terminate());

  it('proves every move of an analysis from the database, and level 10 plays a best one', async () => {
    const analysis = await engine.analyze(START, { depth: 1 }).result;
    expect(analysis.moves.every((m) => m.exact)).toBe(true);
    expect(analysis.exact).toBe(true);
    expect(analysis.score).toBe(VALUE);
    const move = await engine.levelMove(START, 10, 5, 200).result;
    expect(move.chosenBy).toBe('exact');
    expect(move.score).toBe(VALUE);
  });
});

describe('level 10 with a Wari database (docs/RULES.md 2)', () => {
  it('takes proven scores from the shelf; levels 1-9 search as without it', () => {
    const rules = rulesOf('wari') as WariRuleSet;
    const wariDir = mkdtempSync(join(tmpdir(), 'kalaha-wari-shelf-'));
    saveWariEgdb(join(wariDir, wariEgdbFileName(rules, 8)), buildWariEgdb(rules, 8));
    const shelf = new EgdbShelf(wariDir);
    expect(shelf.forWari(rules)?.maxSeeds).toBe(8);
    const sources = new ExactSources(undefined, 1, (r) => shelf.forWari(r));
    expect(sources.for(rules).wariEgdb).toBe(shelf.forWari(rules));
    // 6 seeds on the board: the search alone proves nothing in 300 000 nodes here.
    const position = wariEndgame(rules, 6, 2);
    const perfect = new LevelPlayer(10, 1, { timeMs: 2000, exact: sources }).move(position);
    expect(perfect.exact).toBe(true);
    const searcher = new WariSearcher(new TranspositionTable(1));
    searcher.setEgdb(shelf.forWari(rules));
    expect(perfect.score).toBe(searcher.search(position, {}).score);
    for (const level of [3, 6]) {
      const a = new LevelPlayer(level, 7, { exact: sources }).move(position);
      const b = new LevelPlayer(level, 7).move(position);
      expect([a.move, a.score, a.nodes]).toEqual([b.move, b.score, b.nodes]);
    }
  });
  it("attaches the database for level 10's search only, also when it is stopped", () => {
    // 2×3 Wari: a database of 4 seeds is built at once, and searches of 6 seeds reach it.
    const rules = rulesOf('wari', { houses: 3, seeds: 2 }) as WariRuleSet;
    const wariEgdb = buildWariEgdb(rules, 4);
    const later = wariEndgame(rules, 6, 3);
    const fresh = new Searcher({ ttMiB: 1 });
    const expected = fresh.search(later, { depth: 9 });
    const probing = new Searcher({ ttMiB: 1 });
    probing.setWariEgdb(wariEgdb);
    // The database changes the search of `later`: the check below can see it.
    expect(probing.search(later, { depth: 9 }).nodes).not.toBe(expected.nodes);

    const stopped = new Int32Array(1);
    stopped[0] = 1;
    // Three legal moves, proved with the database at once: level 10 searches.
    const earlier = wariEndgame(rules, 5, 4);
    for (const stopFlag of [undefined, stopped]) {
      const searcher = new Searcher({ ttMiB: 1 });
      const move = levelMove(earlier, 10, {
        seed: 1,
        searcher,
        timeMs: 2000,
        wariEgdb,
        ...(stopFlag && { stopFlag }),
      });
      expect(move.chosenBy).toBe(stopFlag ? 'search' : 'exact');
      // The table and history as new: what is left of level 10's move is what it attached.
      searcher.clear();
      const result = searcher.search(later, { depth: 9 });
      expect([result.move, result.score, result.nodes]).toEqual([
        expected.move,
        expected.score,
        expected.nodes,
      ]);
    }
  });
});
