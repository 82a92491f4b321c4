import {
  createPrng,
  legalMoves,
  makeMove,
  play,
  Position,
  type Move,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/positions.ts';
import { scriptedTerminal } from '../../test/scripted-terminal.ts';
import { rulesTitle } from '../names.ts';
import { plainStyle } from '../style.ts';
import { playSession } from './session.ts';
import { createSeats } from './seats.ts';
import type { GameSetup } from './session-common.ts';

const HUMAN = { kind: 'human' } as const;

function setup(rules: RuleSet, north: 'human' | number): GameSetup {
  const northSpec = north === 'human' ? HUMAN : ({ kind: 'computer', level: north } as const);
  return {
    rules,
    rulesTitle: rulesTitle(rules),
    seats: createSeats(
      { south: HUMAN, north: northSpec },
      { south: 'Ann', north: undefined },
      createPrng(7),
    ),
    starter: 'south',
    drawn: false,
  };
}

/** A whole game from the start, each side sowing its first legal house. */
function firstMoveGame(rules: RuleSet): { moves: Move[]; final: Position } {
  let position = Position.initial(rules);
  const moves: Move[] = [];
  while (!position.isOver) {
    const move = legalMoves(position)[0]!;
    const played = unwrap(play(position, move));
    moves.push(move);
    position = played.position;
  }
  return { moves, final: position };
}

/** The houses offered by the last move prompt of `transcript`. */
function offered(transcript: string): string[] {
  const prompts = [...transcript.matchAll(/choose a house \[([\d ]+)\] or help: /g)];
  return prompts.at(-1)![1]!.split(' ');
}

describe('playSession: Wari, Oware and Obridjie in the terminal (docs/RULES.md 2, 3)', () => {
  it('plays a whole Wari game against the computer at level 1, refusing bad moves without losing anything', async () => {
    let turns = 0;
    const terminal = scriptedTerminal((prompt, transcript) => {
      if (prompt.endsWith('[y/N] ')) return 'n';
      turns++;
      // First, three bad moves: a house that does not exist, a direction Wari has not, a word.
      if (turns === 1) return '7';
      if (turns === 2) return '3cw';
      if (turns === 3) return 'sow';
      return offered(transcript)[0];
    });
    const end = await playSession(setup(rulesOf('wari'), 1), terminal, plainStyle);
    const out = terminal.transcript;
    expect(end).toBe('finished');
    expect(out).toContain('Rules: Wari (German leaflet) [wari]');
    expect(out).toContain('Players: South (Ann), human; North (Computer level 1), computer');
    expect(out).toContain('house 7 does not exist: choose 1-6');
    expect(out).toContain(
      '3cw: this game sows counter-clockwise only, write the house number alone',
    );
    expect(out).toContain("unknown command 'sow': type a house number, or help for the commands");
    // Nothing was lost: the first real move is still South's first of the game.
    expect(out).toContain(
      "unknown command 'sow': type a house number, or help for the commands\nSouth (Ann), choose a house [1 2 3 4 5 6] or help: 1\nSouth sows house 1 (4 seeds)",
    );
    expect(out).toMatch(/North sows house \d \(\d+ seeds?\); the last seed lands in /);
    expect(out).toMatch(/(South|North) captures \d+ seeds \(/);
    expect(out).toMatch(/Game over: .*\.\nFinal score: South \d+, North \d+\./);
    expect(out).toMatch(/Result: .*\nThe game ended because /);
    expect(out).toContain('South captured');
    expect(out).not.toContain('store  +');
  });

  it('plays a whole Obridjie game between two people, with an offer to end declined (docs/RULES.md 3)', async () => {
    const rules = rulesOf('obridjie');
    const { moves, final } = firstMoveGame(rules);
    const lines = moves.map(makeMove);
    // After South's first move North offers to end; South answers no.
    const input = [lines[0]!, 'offer', 'n', ...lines.slice(1), 'n'];
    const terminal = scriptedTerminal(input);
    const end = await playSession(setup(rules, 'human'), terminal, plainStyle);
    const out = terminal.transcript;
    expect(end).toBe('finished');
    expect(out).toContain(
      'South (Ann), North (Player 2) offers to end the game, the seeds left going as the rules say. Agree? [y/n] n\nSouth (Ann) declines: play on.',
    );
    expect(out).toContain('Relay: ');
    expect(out).toContain(
      `Final score: South ${final.store('south')}, North ${final.store('north')}.`,
    );
    expect(out).toMatch(/Result: .*\nThe game ended because /);
    // Between two people the board is drawn from the side to move.
    expect(out).toContain(
      '     1    2    3    4    5    6\n  North (Player 2)\n  North (Player 2) to move.',
    );
  });

  it('ends a game by agreement when the other person accepts, each taking his side (docs/RULES.md 2 cycleRule)', async () => {
    const terminal = scriptedTerminal(['1', 'offer', 'y', 'n']);
    const end = await playSession(setup(rulesOf('oware'), 'human'), terminal, plainStyle);
    const out = terminal.transcript;
    expect(end).toBe('finished');
    expect(out).toContain(
      "Game over: both players agreed to end it; South takes the 24 seeds left in South's houses; North takes the 24 seeds left in North's houses.",
    );
    expect(out).toContain(
      'Result: a draw, 24 to 24.\nThe game ended because both players agreed to end it.',
    );
  });

  it('asks the computer, which answers by its search value, and refuses offers in the Kalaha family', async () => {
    const terminal = scriptedTerminal(['offer', 'quit']);
    await playSession(setup(rulesOf('wari'), 3), terminal, plainStyle);
    expect(terminal.transcript).toMatch(
      /North \(Computer level 3\) (accepts|declines): ending now leaves it level; playing on it expects /,
    );
    const kalaha = scriptedTerminal(['offer', 'quit']);
    await playSession(setup(rulesOf('kalaha'), 'human'), kalaha, plainStyle);
    expect(kalaha.transcript).toContain('the Kalaha family has no agreed end');
  });
});
