import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_POSITIONS, BENCH_SIGNATURE, type Analysis } from '@kalaha/engine';
import {
  legalMoves,
  makeRecord,
  play,
  Position,
  recordResult,
  type Move,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { runCommand } from './cli-process.ts';
import { rulesOf } from './positions.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-engine-cli-'));

/** A finished game on a 4×3 kalah board (each side sows its highest house), saved as a record. */
function recordFile(): { file: string; moves: Move[] } {
  const rules = rulesOf('kalah', { houses: 4, seeds: 3 });
  let position = Position.initial(rules);
  const moves: Move[] = [];
  while (!position.isOver) {
    const move = legalMoves(position).at(-1)!;
    const played = unwrap(play(position, move));
    moves.push(move);
    position = played.position;
  }
  const file = join(dir, 'game.json');
  writeFileSync(
    file,
    makeRecord({
      rules,
      players: { south: { name: 'Ann', kind: 'human' }, north: { name: 'Bob', kind: 'human' } },
      start: Position.initial(rules),
      moves,
      result: recordResult(position),
      started: '2026-01-01T10:00:00.000Z',
    }),
  );
  return { file, moves };
}

/** The games in a match report's tally line (`A: W wins, D draws, L losses`); throws without one. */
function gamesTallied(report: string): number {
  const tally = /^A: (\d+) wins, (\d+) draws, (\d+) losses/m.exec(report);
  if (tally === null) throw new Error(`no tally line in:\n${report}`);
  return Number(tally[1]) + Number(tally[2]) + Number(tally[3]);
}

describe.concurrent('kalaha analyze', () => {
  it('values every move of a position, best first, with the best line', async () => {
    const run = await runCommand(['analyze', '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south', '--depth', '8']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = run.stdout;
    expect(out).toContain('Position: 6,6,6,6,6,6|0 6,6,6,6,6,6|0 south');
    expect(out).toMatch(
      /^South to move: .*score [+-]?\d.* \(looking 8 moves ahead\); [\d,]+ nodes/m,
    );
    expect(out).toMatch(/^Best line: [1-6]( [1-6]){7}$/m);
    const rows = [...out.matchAll(/^ {3}([1-6]) +[+-]?[\d.]+ +8 {2}[1-6 ]+/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(out).toMatch(/^ {3}1 .*\(extra turn\)$/m);
  });

  it('proves small positions and prints JSON on request', async () => {
    const run = await runCommand([
      'analyze',
      '3,3,3|0 3,3,3|0 south',
      '--rules',
      'kalah',
      '--set',
      'houses=3',
      '--set',
      'seeds=3',
      // A depth beyond the game's length, not a time limit: proven however busy the machine is.
      '--depth',
      '60',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const analysis = JSON.parse(run.stdout) as Analysis;
    expect(analysis.exact).toBe(true);
    expect(analysis.verdictProven).toBe(true);
    expect(analysis.moves).toHaveLength(3);
    expect(analysis.moves.every((m) => m.exact)).toBe(true);
    expect(analysis.reason).toBe('exact');
  });

  it('values every Giuthi move with its direction (docs/RULES.md 4: 3ccw, 3cw)', async () => {
    const run = await runCommand([
      'analyze',
      '4,4,4,4,4|0 4,4,4,4,4|0 south',
      '--rules',
      'giuthi',
      '--set',
      'houses=5',
      '--set',
      'seeds=4',
      '--depth',
      '3',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Best line: [1-5](ccw|cw)( [1-5](ccw|cw)){2,}/m);
    const rows = [...run.stdout.matchAll(/^ *([1-5](?:ccw|cw)) +[+-]?[\d.]+ +3 {2}/gm)];
    // Every house of 2+ seeds, once per direction.
    expect(rows.map((m) => m[1]).sort()).toEqual([
      '1ccw',
      '1cw',
      '2ccw',
      '2cw',
      '3ccw',
      '3cw',
      '4ccw',
      '4cw',
      '5ccw',
      '5cw',
    ]);
  });

  it('analyses every move of a game record', async () => {
    const { file, moves } = recordFile();
    const run = await runCommand(['analyze', file, '--time', '50']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Analysis of ${file}: ${moves.length} moves`);
    const rows = run.stdout.split('\n').filter((l) => /^ +\d+ {2}(South|North) /.test(l));
    expect(rows).toHaveLength(moves.length);
    for (const [i, row] of rows.entries()) {
      const fields = row.trim().split(/ +/);
      expect(fields[0]).toBe(String(i + 1));
      expect(fields[2]).toBe(String(moves[i]!.house));
    }
    expect(run.stdout).toMatch(/^Final: South \d+, North \d+/m);
  });

  it.each([
    [['analyze', '1,2|3 south'], 2, 'kalaha: POSITION: '],
    [['analyze', '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south', '--depth', '0'], 2, "'0' is not a whole"],
    [['analyze', join(dir, 'missing.json')], 1, 'kalaha: cannot read '],
    [['match', '--a', 'L11', '--b', 'L1'], 2, "'L11' is not a level: write L1 to L10"],
    [['match', '--b', 'L1'], 2, "required option '--a <level>' not specified"],
    [['match', '--a', 'L1', '--b', 'L2', '--games', '3'], 2, 'give an even number'],
    [['match', '--a', 'L1', '--b', 'L2', '--rules', 'nope'], 2, "unknown preset 'nope'"],
    [['match', '--a', 'L1', '--b', 'L2', '--rules', 'giuthi', '--set', 'rounds=2'], 2, '--set'],
  ])('refuses %j (exit %i, one line)', async (args, code, message) => {
    const run = await runCommand(args);
    expect(run.code).toBe(code);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('kalaha bench', () => {
  it('prints nodes, time, nodes per second and the recorded signature of runBench', async () => {
    const run = await runCommand(['bench']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^nodes {9}[\d,]+$/m);
    expect(run.stdout).toMatch(/^time {10}\d+ ms$/m);
    expect(run.stdout).toMatch(/^nodes\/second {2}[\d,]+$/m);
    // The engine's own test checks runBench() against the recorded figure.
    expect(run.stdout).toContain(`\nsignature     ${BENCH_SIGNATURE}\n`);
    for (const p of BENCH_POSITIONS) expect(run.stdout).toContain(p.name);
  });
});

describe('kalaha match', () => {
  it('plays pairs of games in worker threads and reports score, interval and Elo', async () => {
    const args = [
      'match',
      '--a',
      'L4',
      '--b',
      '1',
      '--games',
      '8',
      '--set',
      'houses=4',
      '--set',
      'seeds=3',
      '--threads',
      '2',
      '--opening-plies',
      '2',
      '--seed',
      '7',
    ];
    const run = await runCommand(args);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = run.stdout;
    expect(out).toContain('Match: level 4 (A) against level 1 (B), kalaha with houses=4, seeds=3');
    expect(out).toContain('8 games: 4 pairs with sides swapped, a new 2-move random opening');
    expect(gamesTallied(out)).toBe(8);
    expect(out).toMatch(/^Score of A: [\d.]+% \(95% CI [\d.]+% to [\d.]+%\)$/m);
    expect(out).toMatch(/^Elo A − B: [+-]?(\d+|inf) \(95% CI [+-]?(\d+|inf) to [+-]?(\d+|inf)\)$/m);
    // The same seed replays the same match.
    const results = (text: string): string[] =>
      text.split('\n').filter((l) => /^(A|Score of A|Elo A − B):/.test(l));
    const again = await runCommand(args);
    expect(results(again.stdout)).toEqual(results(out));
    expect(results(out)).toHaveLength(3);
  });

  it('plays Wari (docs/RULES.md 2) between two levels to the end of every game', async () => {
    const run = await runCommand([
      'match',
      '--rules',
      'wari',
      '--a',
      'L2',
      '--b',
      'L1',
      '--games',
      '2',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Match: level 2 (A) against level 1 (B), Wari');
    expect(gamesTallied(run.stdout)).toBe(2);
  });

  it('plays Giuthi (docs/RULES.md 4) between two levels, one round a game', async () => {
    const run = await runCommand([
      'match',
      '--rules',
      'giuthi',
      '--set',
      'houses=5',
      '--a',
      'L2',
      '--b',
      'L1',
      '--games',
      '2',
      '--opening-plies',
      '2',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Match: level 2 \(A\) against level 1 \(B\), .*one round a game$/m);
    expect(gamesTallied(run.stdout)).toBe(2);
  });
});
