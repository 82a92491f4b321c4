/**
 * `kalaha replay` of Giuthi records (docs/RULES.md 4) through the real executable: the record of a whole
 * match (its rounds printed, a match given up, the JSON conversion that gives the file back, the
 * errors) and the record of a single round.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCommand } from './cli-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-match-'));

/** The rules package's hand-written match: 5 houses × 4 seeds, round 2 on a board of 3 houses. */
const MATCH_FILE = join(REPO_ROOT, 'packages/rules/test/records/giuthi-match.json');
const MATCH_TEXT = readFileSync(MATCH_FILE, 'utf8');

/** A copy of the match file with `change` applied to its JSON. */
function edited(
  name: string,
  change: (json: { rounds: Record<string, unknown>[] }) => void,
): string {
  const json = JSON.parse(MATCH_TEXT) as { rounds: Record<string, unknown>[] };
  change(json);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe.concurrent('kalaha replay of a Giuthi match record (docs/RULES.md 4)', () => {
  it('prints every round: its board, the arrangement, the moves, the round and match results', async () => {
    const run = await runCommand(['replay', MATCH_FILE]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = run.stdout;
    expect(out).toContain(
      `Replay of ${MATCH_FILE}: a match of 2 rounds, 20 moves, started 2026-11-21T10:00:00.000Z`,
    );
    expect(out).toContain('Rules: giuthi with houses=5, seeds=4');
    expect(out).toContain('Round 1: 5 houses a side, South (Wanjiru) moves first.');
    expect(out).toContain(
      "Move 1:\n  South sows house 4 clockwise (4 seeds); the last seed lands in North's house 5.\n",
    );
    expect(out).toContain('Round 1: South (Wanjiru) wins, 35 seeds to 5.');
    // docs/RULES.md 4: North, the loser, arranges; the board shrinks to 3 houses; the winner mirrors.
    expect(out).toContain(
      'Round 2: 3 houses a side, North (Kamau) moves first.\n  North (Kamau) lays out his 5 seeds over 3 houses: 2, 2, 1; South lays the same and keeps the other 30 in his store.\n',
    );
    // The round's board, houses only (docs/RULES.md 4: no store on the track), seen from North.
    expect(out).toContain(
      '  |  1 |  2 |  2 |  South store 30\n  +----+----+----+\n  |  2 |  2 |  1 |  North store 0\n',
    );
    expect(out).toContain('  North has no house with 2 or more seeds and passes.');
    expect(out.match(/^Move \d+:$/gm)).toHaveLength(20);
    expect(out.trimEnd().split('\n').slice(-3)).toEqual([
      'Round 2: South (Wanjiru) wins, 39 seeds to 1.',
      'Result: South (Wanjiru) wins the match, 39 seeds to 1.',
      'The match ended because North holds 1 seed, too few to put one in each of the 2 houses of the next board.',
    ]);
  });

  it('--to json writes the match record back, its rule set of before issue 15 with those options named (docs/RULES.md 7), and it replays again', async () => {
    const json = await runCommand(['replay', MATCH_FILE, '--to', 'json']);
    expect(json.code).toBe(0);
    const written = JSON.parse(MATCH_TEXT) as { rules: object };
    expect(JSON.parse(json.stdout)).toEqual({
      ...written,
      rules: {
        ...written.rules,
        shrink: 'oneTwoThree',
        secondCapture: 'next',
        furtherChoice: 'twoOrMore',
      },
    });
    const path = join(dir, 'again.json');
    writeFileSync(path, json.stdout);
    const again = await runCommand(['replay', path]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Result: South (Wanjiru) wins the match, 39 seeds to 1.');
  });

  it('tells a match still going on', async () => {
    const path = edited('going.json', (j) => {
      j.rounds[1]!.moves = (j.rounds[1]!.moves as string[]).slice(0, 2);
      delete j.rounds[1]!.result;
      delete (j as Record<string, unknown>).result;
    });
    const run = await runCommand(['replay', path]);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
      'The record ends before the match is over.',
    );
  });

  it('tells a match given up: who resigned or ran out of time, when, and the stores as they stood', async () => {
    const midRound = edited('timeout.json', (j) => {
      j.rounds[1]!.moves = (j.rounds[1]!.moves as string[]).slice(0, 3);
      delete j.rounds[1]!.result;
      (j as Record<string, unknown>).result = {
        winner: 'south',
        scores: { south: 30, north: 0 },
        end: 'timeout:north',
      };
    });
    const between = edited('resign.json', (j) => {
      j.rounds = [j.rounds[0]!];
      (j as Record<string, unknown>).result = {
        winner: 'north',
        scores: { south: 35, north: 5 },
        end: 'resign:south',
      };
    });
    const [timed, resigned, json] = await Promise.all([
      runCommand(['replay', midRound]),
      runCommand(['replay', between]),
      runCommand(['replay', between, '--to', 'json']),
    ]);
    expect([timed.code, resigned.code, json.code]).toEqual([0, 0, 0]);
    expect(timed.stdout.trimEnd().split('\n').slice(-2)).toEqual([
      'Result: South (Wanjiru) wins the match: North (Kamau) ran out of time in round 2.',
      'The stores stood at 30 (South) to 0 (North).',
    ]);
    expect(resigned.stdout.trimEnd().split('\n').slice(-3)).toEqual([
      'Round 1: South (Wanjiru) wins, 35 seeds to 5.',
      'Result: North (Kamau) wins the match: South (Wanjiru) resigned between rounds 1 and 2.',
      'The stores stood at 35 (South) to 5 (North).',
    ]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      result: { winner: 'north', scores: { south: 35, north: 5 }, end: 'resign:south' },
    });
  });

  it.each([
    [
      'a match given up after the rules decided it',
      edited('decided.json', (j) => {
        (j as Record<string, unknown>).result = {
          winner: 'north',
          scores: { south: 39, north: 1 },
          end: 'resign:south',
        };
      }),
      'the match is recorded as given up (north 39-1 resign:south), but the rules had decided the match (south 39-1 cannotFill)',
    ],
    [
      'an arrangement arrange refuses',
      edited('arrangement.json', (j) => (j.rounds[1]!.arrangement = [2, 2, 2])),
      'round 2: the arrangement [2,2,2] is refused: north must lay out all his 5 seeds over 3 houses, at least 1 in each: the pattern holds 6',
    ],
    [
      'a move illegal in its round',
      edited('illegal.json', (j) => ((j.rounds[1]!.moves as string[])[2] = '4cw')),
      'round 2, move 3 (4cw) is illegal: there is no house 4: houses are numbered 1 to 3',
    ],
    [
      'a round result the moves do not give',
      edited('result.json', (j) => ((j.rounds[0]!.result as { winner: string }).winner = 'north')),
      'round 1: the recorded result (north 35-5 noMove:north) does not match the moves: the moves end it south 35-5 noMove:north',
    ],
    [
      'a malformed round',
      edited('malformed.json', (j) => ((j.rounds[1]!.moves as string[])[3] = '3up')),
      'round 2, move 4 "3up" is not a move (at rounds[1].moves[3])',
    ],
  ])('refuses %s, naming the round and the move (exit 1)', async (_what, path, message) => {
    const run = await runCommand(['replay', path]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`kalaha: ${path}: ${message}\n`);
  });

  it('refuses to write a match as OGN, and to analyse it (exit 1)', async () => {
    const ogn = await runCommand(['replay', MATCH_FILE, '--to', 'ogn']);
    expect(ogn.code).toBe(1);
    expect(ogn.stderr).toBe(
      `kalaha: ${MATCH_FILE}: OGN holds one game of Oware or Wari, not a match of Giuthi rounds\n`,
    );
    const analyze = await runCommand(['analyze', MATCH_FILE]);
    expect(analyze.code).toBe(1);
    expect(analyze.stderr).toContain('a game of giuthi, which the terminal game does not play yet');
  });

  it('replays the record of a single round, each move with its direction', async () => {
    const round = join(REPO_ROOT, 'packages/rules/test/records/giuthi-round.json');
    const run = await runCommand(['replay', round]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Replay of ${round}: 5 moves`);
    expect(run.stdout).toContain('Move 1:\n  South sows house 1 counter-clockwise (4 seeds);');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
      'The record ends before the game is over.',
    );
  });
});
