import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPrng,
  type Prng,
  arrange,
  arrangementsAllowed,
  legalMoves,
  makeMove,
  parseMatchRecord,
  parseMove as parseMoveText,
  play,
  playInMatch,
  replayMatch,
  startMatch,
  type Match,
  type GiuthiRuleSet,
  type Move,
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

const RULES = rulesOf('giuthi', { seeds: 4 }) as GiuthiRuleSet;
const HUMAN = { kind: 'human' } as const;

const SETUP: GameSetup = {
  rules: RULES,
  rulesTitle: rulesTitle(RULES),
  seats: createSeats({ south: HUMAN, north: HUMAN }, { south: 'Ann', north: 'Bob' }, createPrng(1)),
  starter: 'south',
  drawn: false,
};

/** One step of a match typed at the terminal: a move (and whether it was a further choice) or a lay-out. */
interface Step {
  readonly text: string;
  readonly choice: boolean;
  readonly pattern?: readonly number[];
}

/**
 * A match played with the rules library: South sows greedily (the move that leaves him most
 * seeds ahead in the stores), North's moves and every lay-out (one seed a house, the rest dropped
 * into random houses) are drawn by `random`. It stops after `MAX_STEPS` steps or a third round.
 */
function greedyMatch(random: Prng): { steps: Step[]; match: Match } {
  let match = startMatch(RULES);
  const steps: Step[] = [];
  while (match.phase !== 'over' && steps.length < MAX_STEPS && match.rounds.length < 3) {
    const allowed = arrangementsAllowed(match);
    if (allowed) {
      const pattern = Array.from({ length: allowed.houses }, () => 1);
      for (let s = allowed.houses; s < allowed.seeds; s++) pattern[random.below(allowed.houses)]!++;
      const next = unwrap(arrange(match, pattern));
      steps.push({ text: pattern.join(' '), choice: false, pattern });
      match = next;
    } else {
      const position = match.position;
      const moves = legalMoves(position);
      const lead = (move: Move): number => {
        const after = unwrap(play(position, move));
        return after.position.store('south') - after.position.store('north');
      };
      const move =
        position.turn === 'south'
          ? moves.reduce((best, m) => (lead(m) > lead(best) ? m : best))
          : moves[random.below(moves.length)]!;
      const played = unwrap(playInMatch(match, move));
      steps.push({ text: makeMove(move), choice: position.choice !== undefined });
      match = played.match;
    }
  }
  return { steps, match };
}

/** Steps after which {@link greedyMatch} gives up on a match. */
const MAX_STEPS = 600;

/** The first seeded match that ends after two rounds with one lay-out between them. */
function twoRoundMatch(): { steps: Step[]; match: Match } {
  for (let seed = 1; ; seed++) {
    const found = greedyMatch(createPrng(seed));
    const layouts = found.steps.filter((s) => s.pattern).length;
    if (found.match.phase === 'over' && found.match.rounds.length === 2 && layouts === 1) {
      return found;
    }
  }
}

/** The move written `text` (a step of {@link randomMatch}). */
function moveOf(text: string) {
  const move = unwrap(parseMoveText(text));
  return move;
}

describe('playSession, a game of rounds: a Giuthi match between two people (docs/RULES.md 4)', () => {
  it('plays two rounds with the lay-out between them, refusing bad input without losing anything', async () => {
    const { steps, match } = twoRoundMatch();
    const layout = steps.findIndex((s) => s.pattern);
    const { houses, seeds, side } = (() => {
      // The lay-out the loser of round 1 makes: replay up to it.
      let m = startMatch(RULES);
      for (const step of steps.slice(0, layout)) {
        const played = unwrap(playInMatch(m, moveOf(step.text)));
        m = played.match;
      }
      return arrangementsAllowed(m)!;
    })();
    const firstChoice = steps.findIndex((s) => s.choice);
    const dir = mkdtempSync(join(tmpdir(), 'kalaha-giuthi-'));
    const roundOneFile = join(dir, 'round-one.json');
    const matchFile = join(dir, 'match.json');
    const input: string[] = [];
    for (const [i, step] of steps.entries()) {
      if (i === 0) {
        // The first move: a house that does not exist, then the house alone and a bad direction.
        const house = step.text.replace(/c?cw$/, '');
        input.push('9cw', house, 'up', step.text.slice(house.length));
      } else if (i === firstChoice) {
        // A further choice typed as the house alone takes the direction it must.
        input.push(step.text.replace(/c?cw$/, ''));
      } else if (i === layout) {
        const tooMany = [seeds - houses + 2, ...Array.from({ length: houses - 1 }, () => 1)];
        input.push('three', `0 ${'1 '.repeat(houses - 1)}`.trim(), tooMany.join(' '));
        input.push(`save ${roundOneFile}`);
        input.push(step.text, 'undo', step.text);
      } else {
        input.push(step.text);
      }
    }
    input.push(`save ${matchFile}`, 'n');
    const terminal = scriptedTerminal(input);
    expect(await playSession(SETUP, terminal, plainStyle)).toBe('finished');
    const out = terminal.transcript;
    const [round1, round2] = match.rounds as [(typeof match.rounds)[0], (typeof match.rounds)[0]];
    const loser = side === 'south' ? 'South (Ann)' : 'North (Bob)';
    expect(out).toContain('Round 1 on 6 houses a side: South moves first.');
    expect(out).toContain('house 9 does not exist: choose 1-6');
    expect(out).toContain(
      "'up' is not a direction: type ccw (counter-clockwise) or cw (clockwise), or nothing to choose another house",
    );
    if (firstChoice >= 0) expect(out).toContain('a further choice: choose a house to sow');
    expect(out).toContain(
      `Round 1 result: South ${round1.seeds.south} seeds, North ${round1.seeds.north}:`,
    );
    expect(out).toContain(
      `${loser} lost the round, lays out all ${seeds} seeds over the ${houses} houses`,
    );
    expect(out).toContain(
      `${loser}, lay out your ${seeds} seeds over houses 1-${houses} from your left`,
    );
    expect(out).toContain(`'three' is not a lay-out: type ${houses} numbers of seeds`);
    expect(out).toContain(
      `${side} must lay out all his ${seeds} seeds over ${houses} houses, at least 1 in each: house 1 would hold 0`,
    );
    expect(out).toContain(`at least 1 in each: the pattern holds ${seeds + 1}`);
    expect(out).toContain('Took back 1 lay-out.');
    expect(out).toContain(
      `Round 2 on ${houses} houses a side: ${side === 'south' ? 'South' : 'North'} moves first.`,
    );
    expect(round2.houses).toBe(houses);
    expect(out).toContain(
      `Round 2 result: South ${round2.seeds.south} seeds, North ${round2.seeds.north}:`,
    );
    expect(out).toMatch(
      /Result: (a draw|.* wins the match), \d+ to \d+ seeds\.\nThe match ended because /,
    );
    expect(out).toContain(
      `  Round 2: ${houses} houses a side, South ${round2.seeds.south} seeds, North ${round2.seeds.north}.`,
    );
    expect(out).toContain('Rematch with sides swapped? [y/N] n');
    // The records saved while laying out and at the end replay to the match as played.
    const moves = steps.filter((s) => !s.pattern).length;
    const firstRound = steps.slice(0, layout).length;
    expect(out).toContain(`Saved the match (1 round, ${firstRound} moves) to ${roundOneFile}.`);
    expect(out).toContain(`Saved the match (2 rounds, ${moves} moves) to ${matchFile}.`);
    const saved = unwrap(parseMatchRecord(readFileSync(matchFile, 'utf8')));
    expect(saved.players.south).toEqual({ name: 'Ann', kind: 'human' });
    expect(saved.rounds[1]!.arrangement).toEqual(steps[layout]!.pattern);
    const replayed = unwrap(replayMatch(saved));
    expect(replayed.final.result).toEqual(match.result);
    const partial = unwrap(parseMatchRecord(readFileSync(roundOneFile, 'utf8')));
    expect(partial.result).toBeUndefined();
    expect(partial.rounds).toHaveLength(1);
  });

  it('leaves the match when the input ends or a player quits', async () => {
    const ended = scriptedTerminal(['3ccw']);
    expect(await playSession(SETUP, ended, plainStyle)).toBe('inputEnded');
    expect(ended.transcript).toContain('Input ended: the game was left unfinished.');
    const quit = scriptedTerminal(['3', '', 'quit']);
    expect(await playSession(SETUP, quit, plainStyle)).toBe('quit');
    // An empty answer to the direction goes back to the move prompt.
    expect(quit.transcript).toContain('(cw)? \nSouth (Ann), choose a house and a direction [');
  });
});

/** The moves offered by a move prompt (`... [1ccw 1cw 3ccw] or help: `), or none for another prompt. */
function offeredMoves(prompt: string): string[] {
  return /choose a house[^[]*\[([^\]]+)\] or help: $/.exec(prompt)?.[1]!.split(' ') ?? [];
}

/**
 * A person who answers every prompt with something legal drawn by `random`: a move offered by the
 * prompt, a lay-out of his seeds (one a house, the rest dropped into random houses); at the
 * rematch question `save FILE` (`file`), then `n`; and the commands `extra` gives for the n-th
 * move prompt.
 */
function legalPerson(
  random: Prng,
  file: string,
  extra: (movePrompt: number, transcript: string) => string | undefined,
) {
  let movePrompts = 0;
  let saved = false;
  return (prompt: string, transcript: string): string | undefined => {
    if (prompt.endsWith('[y/N] ')) {
      if (saved) return 'n';
      saved = true;
      return `save ${file}`;
    }
    const layout = /lay out your (\d+) seeds over houses 1-(\d+) /.exec(prompt);
    if (layout) {
      const [seeds, houses] = [Number(layout[1]), Number(layout[2])];
      const pattern = Array.from({ length: houses }, () => 1);
      for (let s = houses; s < seeds; s++) pattern[random.below(houses)]!++;
      return pattern.join(' ');
    }
    const moves = offeredMoves(prompt);
    if (moves.length === 0) throw new Error(`unexpected prompt: ${prompt}`);
    return extra(++movePrompts, transcript) ?? moves[random.below(moves.length)];
  };
}

/** A person (South, Ann) against the computer at level 1 (North), `seed` seeding both. */
function personVsComputer(seed: number): GameSetup {
  return {
    rules: RULES,
    rulesTitle: rulesTitle(RULES),
    seats: createSeats(
      { south: HUMAN, north: { kind: 'computer', level: 1 } },
      { south: 'Ann', north: undefined },
      createPrng(seed),
    ),
    starter: 'south',
    drawn: false,
  };
}

describe('playSession, a match of rounds against the computer (docs/RULES.md 4)', () => {
  it('plays a whole match, the computer moving with directions and laying out its seeds', async () => {
    // The first seeded match in which both the person and the computer lay out seeds.
    for (let seed = 1; seed <= 20; seed++) {
      const dir = mkdtempSync(join(tmpdir(), 'kalaha-giuthi-computer-'));
      const file = join(dir, 'match.json');
      // A hint first; an undo at the third move prompt, and once after the computer's lay-out.
      let undoneLayout = false;
      const terminal = scriptedTerminal(
        legalPerson(createPrng(seed), file, (n, transcript) => {
          if (n === 1) return 'hint';
          if (n === 3) return 'undo';
          if (undoneLayout || !transcript.includes('North lays out')) return undefined;
          undoneLayout = true;
          return 'undo';
        }),
      );
      expect(await playSession(personVsComputer(seed), terminal, plainStyle)).toBe('finished');
      const out = terminal.transcript;
      if (!/North lays out/.test(out) || !/South lays out/.test(out)) continue;

      expect(out).toContain('Players: South (Ann), human; North (Computer level 1), computer');
      expect(out).toMatch(/^Hint: \d+c?cw, house \d+ (counter-)?clockwise \(score /m);
      expect(out).toMatch(/^Took back \d+ moves?\.$/m);
      // The person's last turn, then the computer's lay-out and its moves of the new round.
      expect(out).toMatch(/^Took back \d+ moves? and 1 lay-out\.$/m);
      expect(out).toMatch(/^North sows house \d+ (counter-)?clockwise \(\d+ seeds?\)/m);
      expect(out).toMatch(
        /^North lays out [\d ]+ from his left; South mirrors it, the same from his left\.\nRound \d+ on \d houses a side: North moves first\.\n\n {2}North \(Computer level 1\)\n/m,
      );
      expect(out).toMatch(/Result: (a draw|.* wins the match), \d+ to \d+ seeds\./);
      expect(out).not.toContain('left unfinished');
      expect(out).toMatch(/^Saved the match \(\d+ rounds, \d+ moves\) to /m);
      // What was played, the computer's moves and lay-outs too, replays to the result shown.
      const record = unwrap(parseMatchRecord(readFileSync(file, 'utf8')));
      expect(record.players.north).toEqual({
        name: 'Computer level 1',
        kind: 'computer',
        level: 1,
      });
      const replayed = unwrap(replayMatch(record));
      const { winner, seeds } = replayed.final.result!;
      const score = `${Math.max(seeds.south, seeds.north)} to ${Math.min(seeds.south, seeds.north)} seeds`;
      expect(out).toContain(
        winner
          ? `Result: ${winner === 'south' ? 'South (Ann)' : 'North (Computer level 1)'} wins the match, ${score}.`
          : `Result: a draw, ${score}.`,
      );
      return;
    }
    throw new Error('no seeded match had lay-outs by both players');
  });

  it("takes back the person's last move with the computer's replies, never the computer's alone", async () => {
    // The person plays the first move offered until the computer has replied, then undoes twice.
    const undos = ['undo', 'undo', 'quit'];
    const first = scriptedTerminal((prompt, transcript) =>
      transcript.includes('North sows') ? undos.shift() : offeredMoves(prompt)[0],
    );
    expect(await playSession(personVsComputer(5), first, plainStyle)).toBe('quit');
    const out = first.transcript;
    const before = out.split('Took back')[0]!;
    // Every move before the undo: the person's turn (with its further choices) and the replies.
    const moves = before.match(/^(South|North) sows house /gm)!.length;
    expect(before).toMatch(/^North sows house /m);
    expect(out).toContain(`Took back ${moves} moves.\n`);
    expect(out).toMatch(/Took back \d+ moves\.\n[\s\S]*\nNothing to undo\.\n/);
    // North (the computer) moves first: before the person's first move nothing is his to undo.
    const second = scriptedTerminal(['undo', 'quit']);
    expect(
      await playSession({ ...personVsComputer(5), starter: 'north' }, second, plainStyle),
    ).toBe('quit');
    expect(second.transcript).toMatch(/^North sows house \d+ (counter-)?clockwise/m);
    expect(second.transcript).toContain('or help: undo\nNothing to undo.\n');
  });
});
