import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeAllowed,
  findPreset,
  makeRecord,
  optionNamesOf,
  optionSpec,
  parsePosition,
  parseRecord,
  perft,
  Position,
  PRESET_IDS,
  ruleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { EGDB_PRESET_IDS, KALAHA_FAMILY_PRESET_IDS } from '../src/preset-options.ts';
import { REPO_ROOT, runCli, runCommand } from './cli-process.ts';
import { rulesOf } from './positions.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-cli-'));

/** A hand-written Oware game in Oware Game Notation, as Aualé writes it (the rules package's). */
const OGN_SAMPLE = join(REPO_ROOT, 'packages/rules/test/ogn/club-night.ogn');

/** A record file of a game whose second move sows the house the first one emptied. */
function illegalRecordFile(): string {
  const rules = rulesOf();
  const text = makeRecord({
    rules,
    players: { south: { name: 'Ann', kind: 'human' }, north: { name: 'Bob', kind: 'human' } },
    start: Position.initial(rules),
    moves: [{ house: 1 }, { house: 1 }],
    started: '2026-01-01T10:00:00.000Z',
  });
  const file = join(dir, 'illegal.json');
  writeFileSync(file, text);
  return file;
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

// The other tests run the command in this process (`runCommand`): these two run the executable,
// `packages/cli/bin/kalaha.mjs`, as a user does, for what only the process shows.
describe('the kalaha executable', () => {
  it('runs a command, prints to its standard output and exits 0', async () => {
    const run = await runCli(['rules']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kalaha');
    expect(run.stderr).toBe('');
  });

  it('exits 2 on a usage error, with one line on standard error', async () => {
    const run = await runCli(['play', '--rules', 'nope']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^kalaha: /);
  });
});

describe.concurrent('errors: one line on stderr and the exit code', () => {
  const allowed = (presets: readonly string[]): string => `(allowed: ${presets.join(', ')})`;
  it.each([
    [['play', '--set', 'seeds=99'], 2, "kalaha: --set: option 'seeds' must be 1..12 (got 99)"],
    [
      ['play', '--set', 'foo=1'],
      2,
      "kalaha: --set foo=1: unknown option 'foo' (options: houses, seeds,",
    ],
    [['play', '--set', 'endRule=later'], 2, 'must be emptierTakes|ownerTakes|playOn (got "later")'],
    [
      ['play', '--rules', 'nope'],
      2,
      `kalaha: unknown preset 'nope' (allowed: ${PRESET_IDS.join(', ')})`,
    ],
    [
      ['play', '--south', 'robot'],
      2,
      "argument 'robot' is invalid. 'robot' is not a player: write human, computer or computer:LEVEL with LEVEL 1-10",
    ],
    [['play', '--north', 'computer:11'], 2, 'no level 11'],
    [['play', '--starts', 'east'], 2, 'Allowed choices are south, north, random.'],
    [['play', '--seed', 'x'], 2, "'x' is not a whole number"],
    [['play', '--bogus'], 2, "kalaha: unknown option '--bogus'"],
    [['dance'], 2, "kalaha: unknown command 'dance'"],
    [
      [],
      2,
      'kalaha: missing command: play, rules, replay, perft, analyze, bench, match, solve, agent, kgp-client, egdb, book, puzzles, puzzle or learn (see kalaha --help)',
    ],
    [['rules', 'nope'], 2, `kalaha: unknown preset 'nope' ${allowed(PRESET_IDS)}`],
    [['perft', '--rules', 'nope'], 2, `kalaha: unknown preset 'nope' ${allowed(PRESET_IDS)}`],
    [
      ['solve', '--rules', 'nope'],
      2,
      `kalaha: unknown preset 'nope' ${allowed(KALAHA_FAMILY_PRESET_IDS)}`,
    ],
    [
      ['solve', '--rules', 'wari'],
      2,
      `kalaha: preset 'wari' (a game of wari) is not taken by this command ${allowed(KALAHA_FAMILY_PRESET_IDS)}`,
    ],
    [
      ['egdb', 'build', '--rules', 'giuthi', '--seeds', '2'],
      2,
      `kalaha: preset 'giuthi' (a game of giuthi) is not taken by this command ${allowed(EGDB_PRESET_IDS)}`,
    ],
    [
      ['perft', '--rules', 'wari', '--position', '4,4,4|0 4,4,4|0 south'],
      2,
      'kalaha: --position: south must have 6 houses under these rules (got 3)',
    ],
    [['perft', '--depth', '0'], 2, "'0' is not a whole number from 1 to 30"],
    [
      ['perft', '--position', '1,2|3 south'],
      2,
      "kalaha: --position: '1,2|3 south' is not a position",
    ],
    [['replay'], 2, "kalaha: missing required argument 'file'"],
    [['replay', join(dir, 'missing.json')], 1, 'kalaha: cannot read'],
  ])('kalaha %j exits %i: %s', async (args, code, message) => {
    const run = await runCommand(args);
    expect(run.code).toBe(code);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^kalaha: /);
  });

  it('refuses a record file that is not JSON (exit 1)', async () => {
    const run = await runCommand(['replay', file('notjson.json', 'hello')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^kalaha: .*notjson\.json: not JSON: .*\n$/);
  });

  it('refuses a record of the wrong shape (exit 1)', async () => {
    const run = await runCommand([
      'replay',
      file('shape.json', '{"format":"kalaha-record","version":1}'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^kalaha: .*shape\.json: a rule set must be an object of options \(at rules\)\n$/,
    );
  });

  it('refuses to analyse the record of a Wari game, which the analysis does not handle yet (exit 1)', async () => {
    const wari = unwrap(ruleSet('wari'));
    const record = makeRecord({
      rules: wari,
      players: { south: { name: 'A', kind: 'human' }, north: { name: 'B', kind: 'human' } },
      start: Position.initial(wari),
      moves: [{ house: 3 }],
      started: '2026-01-01T10:00:00Z',
    });
    const run = await runCommand(['analyze', file('wari.json', record)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^kalaha: .*wari\.json: a game of wari, which the terminal game does not play yet\n$/,
    );
  });

  it('replays an Oware game in Oware Game Notation, move by move', async () => {
    const run = await runCommand(['replay', OGN_SAMPLE]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('17 moves');
    expect(run.stdout).toContain('Move 17:');
    expect(run.stdout).toContain('Result: North (Kofi "the sower" Mensah) wins 30 to 18.');
  });

  it('replays a game written by the Aualé program and tells its stated result, the stores before the final sweep (issue 15)', async () => {
    const run = await runCommand([
      'replay',
      join(REPO_ROOT, 'packages/rules/test/ogn/auale/auale_77_0.ogn'),
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Move 58:');
    // The players are "?" (unknown) in the file: named by their sides alone.
    expect(run.stdout).toContain('Result: North wins 40 to 8.');
    expect(run.stdout).toMatch(/The file states 7 to 32: the stores before the seeds left/);
    const plain = await runCommand(['replay', OGN_SAMPLE]);
    expect(plain.stdout).not.toContain('The file states');
  });

  it('converts OGN to a JSON record and back to OGN keeping the moves', async () => {
    const json = await runCommand(['replay', OGN_SAMPLE, '--to', 'json']);
    expect(json.code).toBe(0);
    const record = parseRecord(json.stdout);
    expect(record.ok && record.value.moves.length).toBe(17);
    const ogn = await runCommand(['replay', file('club.json', json.stdout), '--to', 'ogn']);
    expect(ogn.code).toBe(0);
    expect(ogn.stdout).toContain('[Variant "Oware Abapa"]');
    expect(ogn.stdout).toContain('7. B+2 a 8. C a 9. E+16 18-30');
  });

  it('refuses an OGN file with a bad move, naming its line and column (exit 1)', async () => {
    const run = await runCommand([
      'replay',
      file('bad.ogn', '[Variant "Oware Abapa"]\n\n1. C x\n'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^kalaha: .*bad\.ogn:3:6: move 2: 'x' is not a house/);
  });

  it('refuses to write a Kalaha game as OGN (exit 1)', async () => {
    const rules = rulesOf();
    const record = makeRecord({
      rules,
      players: { south: { name: 'Ann', kind: 'human' }, north: { name: 'Bob', kind: 'human' } },
      start: Position.initial(rules),
      moves: [{ house: 1 }],
      started: '2026-01-01T10:00:00.000Z',
    });
    const run = await runCommand(['replay', file('kalaha.json', record), '--to', 'ogn']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/kalaha\.json: OGN holds Oware and Wari games/);
  });

  it('refuses a record with an illegal move, naming its number (exit 1)', async () => {
    const run = await runCommand(['replay', illegalRecordFile()]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^kalaha: .*illegal\.json: move 2 \(1\) is illegal: south house 1 is empty/,
    );
    expect(run.stdout).toBe('');
  });
});

describe.concurrent('help everywhere', () => {
  it.each([
    [['--help']],
    [['play', '--help']],
    [['rules', '--help']],
    [['replay', '--help']],
    [['perft', '--help']],
    [['help', 'play']],
  ])('kalaha %j shows the usage and exits 0', async (args) => {
    const run = await runCommand(args);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: kalaha/);
    expect(run.stderr).toBe('');
  });

  it.each([
    [['play'], PRESET_IDS],
    [['perft'], PRESET_IDS],
    [['analyze'], PRESET_IDS],
    [['match'], PRESET_IDS],
    [['solve'], KALAHA_FAMILY_PRESET_IDS],
    [['egdb', 'build'], EGDB_PRESET_IDS],
  ])('kalaha %j --help lists exactly the presets it takes', async (command, presets) => {
    const run = await runCommand([...command, '--help']);
    expect(run.code).toBe(0);
    const help = run.stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      `--rules <preset> rule preset: ${presets.join(', ')} (default: "kalaha")`,
    );
  });

  it('kalaha rules --help names every preset', async () => {
    const run = await runCommand(['rules', '--help']);
    expect(run.stdout.replace(/\s+/g, ' ')).toContain(`a preset: ${PRESET_IDS.join(', ')}`);
  });

  it('documents the options of play', async () => {
    const run = await runCommand(['play', '--help']);
    for (const option of [
      '--rules',
      '--set',
      '--south',
      '--north',
      '--starts',
      '--seed',
      '--name-south',
      '--name-north',
    ]) {
      expect(run.stdout).toContain(option);
    }
  });
});

describe.concurrent('kalaha rules', () => {
  it('lists every preset under its game with name, rulebooks and source (docs/RULES.md 1.4, 2, 3, 4)', async () => {
    const run = await runCommand(['rules']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    for (const id of PRESET_IDS) {
      const preset = findPreset(id)!;
      const at = lines.findIndex((line) => line.startsWith(`  ${id} `));
      expect(lines[at]).toMatch(new RegExp(` ${preset.name.replace(/[()]/g, '\\$&')}$`));
      expect(lines[at + 1]).toMatch(new RegExp(`rulebooks: ${preset.rulebooks.join(', ')}$`));
      expect(lines[at + 2]!.trim()).toBe(preset.source);
      // Under its game's heading: the last heading above it.
      const heading = lines.slice(0, at).findLast((line) => /^\w+:$/.test(line));
      expect(heading).toBe(`${preset.game}:`);
    }
  });

  it.each(['wari', 'oware', 'obridjie', 'giuthi'])(
    'shows every option of %s with its value, allowed values and meaning',
    async (id) => {
      const preset = findPreset(id)!;
      const run = await runCommand(['rules', id]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`${id}: ${preset.name}\nGame: ${preset.game}\n`);
      const values = preset.options as Readonly<Record<string, unknown>>;
      const lines = run.stdout.split('\n');
      for (const name of optionNamesOf(preset.game)) {
        const spec = optionSpec(preset.game, name)!;
        const at = lines.findIndex((line) => line.startsWith(`  ${name} `));
        expect(lines[at]!.split(/ {2,}/).slice(2)).toEqual([String(values[name]), spec.meaning]);
        expect(lines[at + 1]!.trim()).toBe(`allowed: ${describeAllowed(spec)}`);
      }
    },
  );

  it('shows a Giuthi rule set altered with --set and refuses an option of another game', async () => {
    const run = await runCommand(['rules', 'giuthi', '--set', 'rounds=false']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Changed with --set (marked *): rounds=false');
    expect(run.stdout).toMatch(/^\* rounds +false +a match of rounds/m);
    const literal = await runCommand(['rules', 'giuthi', '--set', 'shrink=oneTwoThree']);
    expect(literal.stdout).toMatch(/^\* shrink +oneTwoThree +houses a side the board loses/m);
    const wrong = await runCommand(['rules', 'giuthi', '--set', 'secondCapture=both']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("option 'secondCapture' must be eitherNeighbour|next");
    const refused = await runCommand(['rules', 'giuthi', '--set', 'endRule=playOn']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      "--set endRule=playOn: unknown option of giuthi 'endRule' (options: houses, seeds, rounds, shrink, secondCapture, furtherChoice)",
    );
  });

  it('says that Obridjie has nothing to change (docs/RULES.md 3: one board only)', async () => {
    const run = await runCommand(['rules', 'obridjie']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Variants its rulebook offers: none');
    expect(run.stdout).toContain('Every option has a single allowed value');
  });

  it('shows every option of a preset, its rulebooks and its variants', async () => {
    const run = await runCommand(['rules', 'kalaha-de']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kalaha-de: Kalaha, German leaflet');
    expect(run.stdout).toContain('Rulebooks: 004');
    expect(run.stdout).toMatch(/^ {2}endRule +ownerTakes +when a side is empty/m);
    expect(run.stdout).toMatch(/^ {2}majorityEnd +true +the game also ends/m);
    expect(run.stdout).toContain('allowed: emptierTakes|ownerTakes|playOn');
    expect(run.stdout).toContain(
      'Variants its rulebook offers: seeds, captureNeedsLap, captureTwoThree, skipOrigin, endRule',
    );
    expect(run.stdout).not.toContain('Changed with --set');
  });

  it('shows a rule set altered with --set', async () => {
    const run = await runCommand(['rules', 'kalah', '--set', 'seeds=3', '--set', 'houses=4']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Changed with --set (marked *): houses=4, seeds=3');
    expect(run.stdout).toMatch(/^\* seeds +3 +seeds in each house/m);
    expect(run.stdout).toMatch(/^ {2}emptyCapture +false/m);
  });
});

describe.concurrent('kalaha perft', () => {
  it('counts each depth with its time', async () => {
    const run = await runCommand(['perft', '--depth', '4']);
    expect(run.code).toBe(0);
    const start = Position.initial(rulesOf());
    for (let depth = 1; depth <= 4; depth++) {
      expect(run.stdout).toMatch(
        new RegExp(`^depth ${depth}: ${perft(start, depth)} \\(\\d+\\.\\d ms\\)$`, 'm'),
      );
    }
  });

  it('divides by first move from a given position under altered rules', async () => {
    const text = '2,0,3|1 1,1,1|3 north';
    const run = await runCommand([
      'perft',
      '--rules',
      'kalah',
      '--set',
      'houses=3',
      '--set',
      'seeds=2',
      '--position',
      text,
      '--depth',
      '3',
      '--divide',
    ]);
    expect(run.code).toBe(0);
    const parsed = unwrap(parsePosition(rulesOf('kalah', { houses: 3, seeds: 2 }), text));
    expect(run.stdout).toContain(`perft: kalah with houses=3, seeds=2, from ${text}`);
    expect(run.stdout).toMatch(/^1: \d+\n2: \d+\n3: \d+\n/m);
    expect(run.stdout).toContain(`total at depth 3: ${perft(parsed, 3)}`);
  });
});
