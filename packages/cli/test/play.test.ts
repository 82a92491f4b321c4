import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  legalMoves,
  makeMove,
  outcome,
  parseRecord,
  play,
  Position,
  type Move,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { allMatches, runCommand } from './cli-process.ts';
import { rulesOf } from './positions.ts';

/** A whole game from the start under `rules`, South first, each side sowing its highest house. */
function scriptedGame(rules: RuleSet): { moves: Move[]; final: Position } {
  let position = Position.initial(rules);
  const moves: Move[] = [];
  while (!position.isOver) {
    const move = legalMoves(position).at(-1)!;
    const played = unwrap(play(position, move));
    moves.push(move);
    position = played.position;
  }
  return { moves, final: position };
}

/** The houses offered by the last move prompt in `output`. */
function offeredHouses(output: string): string[] {
  return allMatches(output, /choose a house \[([\d ]+)\] or help: /g)
    .at(-1)!
    .split(' ');
}

const SMALL = ['--set', 'houses=3', '--set', 'seeds=2'];

describe('kalaha play', () => {
  it('plays a whole game between two computers and exits 0 at the end of input', async () => {
    const run = await runCommand([
      'play',
      '--south',
      'computer:1',
      '--north',
      'computer:2',
      '--seed',
      '1',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(
      'Players: South (Computer level 1), computer; North (Computer level 2), computer',
    );
    expect(run.stdout).toMatch(/Game over: .*\.\nFinal score: South \d+, North \d+\./);
    expect(run.stdout).toMatch(/Result: .*\nThe game ended because /);
    expect(run.stdout).toContain('Rematch with sides swapped? [y/N] ');
    expect(run.stdout).not.toContain('\u001b');
  });

  it('plays a whole Obridjie game between two computers (docs/RULES.md 3) on the houses-only board', async () => {
    const run = await runCommand([
      'play',
      '--rules',
      'obridjie',
      '--south',
      'computer:1',
      '--north',
      'computer:2',
      '--seed',
      '3',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Rules: Obridjie (German leaflet) [obridjie]');
    expect(run.stdout).toContain('  |  4 |  4 |  4 |  4 |  4 |  4 |  South captured 0');
    expect(run.stdout).toMatch(/Result: .*\nThe game ended because /);
  });

  it('starts a Giuthi match between two people and leaves it at the end of input (docs/RULES.md 4)', async () => {
    const run = await runCommand(
      ['play', '--rules', 'giuthi', '--south', 'human', '--north', 'human'],
      '3ccw\n',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Round 1 on 6 houses a side: South moves first.');
    expect(run.stdout).toContain(
      'South (Player 1), choose a house and a direction [1ccw 1cw 2ccw 2cw 3ccw 3cw 4ccw 4cw 5ccw 5cw 6ccw 6cw] or help: 3ccw\nSouth sows house 3 counter-clockwise (6 seeds)',
    );
    expect(run.stdout).toContain('Input ended: the game was left unfinished.');
  });

  it('plays a whole Giuthi match between two computers (docs/RULES.md 4): directions, lay-outs, result', async () => {
    const args = ['play', '--rules', 'giuthi', '--south', 'computer:1', '--north', 'computer:2'];
    const run = await runCommand([...args, '--seed', '1']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const out = run.stdout;
    expect(out).toContain('Round 1 on 6 houses a side: South moves first.');
    expect(out).toMatch(/^(South|North) sows house \d+ (counter-)?clockwise \(\d+ seeds?\)/m);
    expect(out).toMatch(/^Further choice: (South|North) sows again/m);
    // The loser of a round lays out his seeds; the board of the next round shows them mirrored.
    const layout =
      /^(South|North) lays out ([\d ]+) from his left; (South|North) mirrors it, the same from his left\.\nRound \d+ on (\d+) houses a side: \1 moves first\.\n\n(.*\n){3}(.*)\n.*\n(.*)\n/m.exec(
        out,
      );
    expect(layout).not.toBeNull();
    const pattern = layout![2]!.split(' ');
    expect(pattern).toHaveLength(Number(layout![4]));
    // North's row is drawn from his right (house m first), South's from his left.
    const row = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(row(layout![6]!)).toEqual([...pattern].reverse());
    expect(row(layout![7]!)).toEqual(pattern);
    expect(out).toMatch(
      /Result: (a draw|.* wins the match), \d+ to \d+ seeds\.\nThe match ended because /,
    );
    expect(out).toContain('Rematch with sides swapped? [y/N] ');
    // The same seed plays the same match.
    expect((await runCommand([...args, '--seed', '1'])).stdout).toBe(out);
  });

  it('plays a human against the computer to the end, answering each prompt with a legal house', async () => {
    let prompts = 0;
    const run = await runCommand(['play', '--north', 'computer:2', '--seed', '4'], (output) => {
      if (output.endsWith('[y/N] ')) return 'n';
      prompts++;
      return offeredHouses(output).at(-1);
    });
    expect(run.code).toBe(0);
    expect(prompts).toBeGreaterThan(3);
    expect(run.stdout).toContain('South (You), choose a house [1 2 3 4 5 6] or help: 6\n');
    expect(run.stdout).toMatch(/North sows house \d \(\d+ seeds?\)/);
    expect(run.stdout).toMatch(/Result: .*\nThe game ended because /);
    expect(run.stdout).not.toContain('left unfinished');
    // The human sits at the bottom with his store on the right all game.
    for (const board of run.stdout.split('  North (Computer level 2)\n').slice(1)) {
      expect(board).toMatch(/^ +6 +5 +4 +3 +2 +1\n/);
    }
  });

  it('plays two humans on a small board to the end, then a rematch with sides swapped', async () => {
    const { moves, final } = scriptedGame(rulesOf('kalaha', { houses: 3, seeds: 2 }));
    const game = moves.map(makeMove).join('\n');
    const input = `${game}\ny\n${game}\nno\n`;
    const run = await runCommand(
      [
        'play',
        ...SMALL,
        '--south',
        'human',
        '--north',
        'human',
        '--name-south',
        'Ann',
        '--name-north',
        'Bob',
      ],
      input,
    );
    expect(run.code).toBe(0);
    const scores = `Final score: South ${final.store('south')}, North ${final.store('north')}.`;
    expect(run.stdout.split(scores)).toHaveLength(3);
    expect(run.stdout.match(/Rematch with sides swapped\? \[y\/N\] /g)).toHaveLength(2);
    expect(run.stdout).toContain('Players: South (Ann), human; North (Bob), human');
    expect(run.stdout).toContain('Rematch: the players change sides.');
    expect(run.stdout).toContain('Players: South (Bob), human; North (Ann), human');
    const winner = outcome(final)!.winner;
    if (winner) {
      expect(run.stdout).toContain(
        `Result: ${winner === 'south' ? 'South (Ann)' : 'North (Bob)'} wins`,
      );
      expect(run.stdout).toContain(
        `Result: ${winner === 'south' ? 'South (Bob)' : 'North (Ann)'} wins`,
      );
    }
    // Between two humans the board is drawn from the side to move.
    expect(run.stdout).toContain('1    2    3\n  North (Bob)\n  North (Bob) to move.');
  });

  it('answers help, hint, bad houses and unknown commands, saves, undoes and quits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalaha-cli-'));
    const file = join(dir, 'game.json');
    const input = [
      'help',
      'hint',
      '1',
      '1',
      '7',
      'dance',
      `save ${file}`,
      'undo',
      'undo',
      'quit',
      '',
    ];
    const run = await runCommand(['play', '--seed', '2'], input.join('\n'));
    expect(run.code).toBe(0);
    const out = run.stdout;
    expect(out).toContain('  save FILE  write the game record (JSON) to FILE');
    expect(out).toMatch(/Hint: house \d \(score [+-]?[\d.]+: .*looking \d+ moves ahead\)\./);
    expect(out).toContain(
      "South sows house 1 (6 seeds); the last seed lands in South's store.\nExtra turn: South moves again.",
    );
    expect(out).toContain('house 1 is empty: choose 2, 3, 4, 5, 6');
    expect(out).toContain('house 7 does not exist: choose 1-6');
    expect(out).toContain("unknown command 'dance': type a house number, or help for the commands");
    expect(out).toContain(`Saved the game (1 move) to ${file}.`);
    expect(out).toContain('Took back 1 move.');
    expect(out).toContain('Nothing to undo.');
    expect(out).toContain('You left the game; it was left unfinished.');
    expect(out).not.toContain('Rematch');
    const record = parseRecord(readFileSync(file, 'utf8'));
    expect(record.ok && record.value.moves).toEqual([{ house: 1 }]);
    expect(record.ok && record.value.players.north).toEqual({
      name: 'Computer level 6',
      kind: 'computer',
      level: 6,
    });
  });

  it('takes back the computer reply with the human move', async () => {
    const run = await runCommand(['play', '--north', 'computer:1', '--seed', '3'], '3\nundo\n');
    expect(run.stdout).toMatch(
      /South sows house 3[^\n]*\nNorth sows house[\s\S]*Took back 2 moves\./,
    );
    // After the takeback the start position is drawn again.
    expect(run.stdout.split('    0    |  6 |  6 |  6 |  6 |  6 |  6 |    0')).toHaveLength(3);
  });

  it('ends cleanly when the input ends during the game', async () => {
    const run = await runCommand(['play', '--starts', 'north', '--seed', '9'], '2\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('North starts.');
    expect(run.stdout).toMatch(/^North sows house/m);
    expect(run.stdout).toContain('Input ended: the game was left unfinished.');
    expect(run.stderr).toBe('');
  });

  it('draws lots for the first move, repeatably with --seed', async () => {
    const args = ['play', '--starts', 'random', '--south', 'computer:1', '--north', 'computer:1'];
    const [a, b] = await Promise.all([
      runCommand([...args, '--seed', '5']),
      runCommand([...args, '--seed', '5']),
    ]);
    expect(a.stdout).toMatch(/^(South|North) starts \(drawn by lot\)\.$/m);
    expect(a.stdout).toBe(b.stdout);
  });

  it('saves a finished game at the rematch question, and kalaha replay shows it', async () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 2 });
    const { moves, final } = scriptedGame(rules);
    const file = join(mkdtempSync(join(tmpdir(), 'kalaha-cli-')), 'finished.json');
    const input = `${moves.map(makeMove).join('\n')}\nsave ${file}\n`;
    const args = ['play', '--rules', 'kalah', ...SMALL, '--south', 'human', '--north', 'human'];
    const played = await runCommand(args, input);
    expect(played.stdout).toContain(`Saved the game (${moves.length} moves) to ${file}.`);
    const record = parseRecord(readFileSync(file, 'utf8'));
    expect(record.ok && record.value.result?.scores).toEqual({
      south: final.store('south'),
      north: final.store('north'),
    });

    const replayed = await runCommand(['replay', file]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain(`Replay of ${file}: ${moves.length} moves`);
    expect(replayed.stdout).toContain('Rules: kalah with houses=3, seeds=2');
    expect(replayed.stdout).toContain(`Move ${moves.length}:\n`);
    expect(replayed.stdout).toContain(
      `Final score: South ${final.store('south')}, North ${final.store('north')}.`,
    );
    expect(replayed.stdout).toMatch(/Result: .*\nThe game ended because /);
  });
});
