import { copyFileSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCommand } from './cli-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-solve-'));

describe.concurrent('kalaha solve', () => {
  it('proves the value of the start position', async () => {
    const run = await runCommand(['solve', '--rules', 'kalah', '--houses', '4', '--seeds', '3']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Value: South wins by 6 (South +6; South to move: +6)');
    expect(run.stdout).toMatch(/^Best move: [1-4]$/m);
    expect(run.stdout).toMatch(/^Principal variation: [1-4]( [1-4])+$/m);
    expect(run.stdout).toMatch(/^Nodes: [\d,]+$/m);
    expect(run.stdout).toMatch(/^Time: [\d.]+ s \(/m);
    expect(run.stdout).toContain('Command: kalaha solve --rules kalah --houses 4 --seeds 3');
  });

  it('solves a given position, from the side to move, and as JSON', async () => {
    const run = await runCommand([
      'solve',
      '--rules',
      'kalah-empty-capture',
      '--set',
      'houses=3',
      '--set',
      'seeds=2',
      '--position',
      '0,2,2|3 2,1,0|2 north',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      value: number;
      southValue: number;
      turn: string;
      reason: string;
      pv: number[];
    };
    expect(json.reason).toBe('solved');
    expect(json.turn).toBe('north');
    expect(json.southValue).toBe(-json.value + 0);
    expect(json.pv.length).toBeGreaterThan(0);
  });

  it('reports the bounds when stopped by --time', async () => {
    const run = await runCommand(['solve', '--rules', 'kalah', '--time', '50']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Value: not proven \(stopped: time\); between -?\d+ and \+?\d+/m);
  });

  it.each([
    [['solve', '--position', '1,2|3 south'], "kalaha: --position: '1,2|3 south' is not a position"],
    [['solve', '--houses', '13'], "'13' is not a whole number from 1 to 12"],
    [['solve', '--rules', 'nope'], "kalaha: unknown preset 'nope'"],
    [['solve', '--tt-mib', '0'], "'0' is not a whole number from 1 to 4096"],
  ])('refuses bad usage: %j', async (args, message) => {
    const run = await runCommand(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('kalaha egdb build, then solve with it', () => {
  it('builds, writes, and is used only under its own rules', async () => {
    const out = join(dir, 'db');
    const build = await runCommand([
      'egdb',
      'build',
      '--rules',
      'kalah',
      '--houses',
      '4',
      '--seeds',
      '10',
      '--out',
      out,
    ]);
    expect(build.code).toBe(0);
    // Not a terminal: a plain progress line as each new level is reached (issue 17), no redraws.
    const levels = build.stderr
      .trimEnd()
      .split('\n')
      .map((line) =>
        Number(/^building .* · level (\d+)\/10 · [\d.k]+ of 43\.8k positions · /.exec(line)?.[1]),
      );
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.every((level, i) => level >= 0 && (i === 0 || level > levels[i - 1]!))).toBe(
      true,
    );
    expect(build.stderr).not.toContain('\r');
    const file = join(out, 'kalah-m4-n10.egdb');
    expect(build.stdout).toContain(`Wrote: ${file}`);
    expect(build.stdout).toMatch(/^Positions: 43,758 \(at most 10 seeds in 8 houses\)$/m);
    expect(build.stdout).toContain(`(${statSync(file).size.toLocaleString('en-US')} bytes)`);
    expect(build.stdout).toMatch(/^Time: [\d.]+ s to build/m);

    const info = await runCommand(['egdb', 'info', file]);
    expect(info.code).toBe(0);
    expect(info.stdout).toContain('Seeds: at most 10 in the houses');
    expect(info.stdout).toContain('emptyCapture=false');

    const solved = await runCommand([
      'solve',
      '--rules',
      'kalah',
      '--houses',
      '4',
      '--seeds',
      '3',
      '--egdb',
      out,
      '--egdb-seeds',
      '8',
    ]);
    expect(solved.stderr).toBe('');
    expect(solved.code).toBe(0);
    expect(solved.stdout).toContain('Value: South wins by 6');
    expect(solved.stdout).toMatch(/^Endgame database: 8 seeds \(/m);

    // Other rules (empty capture): the database is not used.
    const other = await runCommand([
      'solve',
      '--rules',
      'kalah-empty-capture',
      '--houses',
      '4',
      '--seeds',
      '3',
      '--egdb',
      out,
    ]);
    expect(other.code).toBe(0);
    expect(other.stderr).toContain('kalaha: no endgame database for these rules in');
    expect(other.stdout).toContain('Endgame database: none');
    expect(other.stdout).toContain('Value: South wins by 8');

    // The analysis takes the database's values as proven, even one ply deep.
    const position = '3,2,0,0|10 1,2,1,1|4 south';
    type Analysis = { moves: { exact: boolean; score: number }[] };
    const analyzeWith = async (...extra: string[]): Promise<Analysis> => {
      const args = ['--rules', 'kalah', '--set', 'houses=4', '--set', 'seeds=3', '--json'];
      return JSON.parse(
        (await runCommand(['analyze', position, ...args, ...extra])).stdout,
      ) as Analysis;
    };
    const withDb = await analyzeWith('--depth', '1', '--egdb', out);
    expect(withDb.moves.length).toBe(2);
    expect(withDb.moves.every((m) => m.exact)).toBe(true);
    const deep = await analyzeWith('--depth', '40');
    expect(withDb.moves.map((m) => m.score)).toEqual(deep.moves.map((m) => m.score));

    // Without --egdb, the databases of data/egdb in the working directory (where `kalaha egdb
    // build` writes and `npm start`'s server looks) are used (issue 17); --no-egdb uses none.
    const home = join(dir, 'home');
    mkdirSync(join(home, 'data', 'egdb'), { recursive: true });
    copyFileSync(file, join(home, 'data', 'egdb', 'kalah-m4-n10.egdb'));
    const analyzeIn = async (...extra: string[]): Promise<Analysis> => {
      const args = ['--rules', 'kalah', '--set', 'houses=4', '--set', 'seeds=3', '--json'];
      const run = await runCli(['analyze', position, ...args, '--depth', '1', ...extra], '', home);
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as Analysis;
    };
    expect((await analyzeIn()).moves).toEqual(withDb.moves);
    expect((await analyzeIn('--no-egdb')).moves.every((m) => m.exact)).toBe(false);
  });

  it('refuses rules whose values depend on the stores', async () => {
    const run = await runCommand(['egdb', 'build', '--rules', 'kalaha-de', '--seeds', '3']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^kalaha: no endgame database under majorityEnd=true/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('requires --seeds', async () => {
    const run = await runCommand(['egdb', 'build', '--rules', 'kalah']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("required option '--seeds <n>' not specified");
  });

  it('reports an unreadable file as a runtime failure', async () => {
    const run = await runCommand(['egdb', 'info', join(dir, 'missing.egdb')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^kalaha: .*missing\.egdb: /);
  });
});
