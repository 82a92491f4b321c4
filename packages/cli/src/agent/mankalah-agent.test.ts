/**
 * The ManKalah agent's state machine (issue 7, section 1; issue 17, section 1) with scripted
 * choosers: golden transcripts of whole games refereed by the fake game engine, which follows
 * the real engine's protocol document (the swapper is not told of its own swap), and bad input.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { legalMoves, type Position, unwrap } from '@kalaha/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { protocolOpponent, referee, ScriptPlayer } from '../../test/fake-mankalah.ts';
import { mankalahRules } from './engine-chooser.ts';
import { ManKalahAgent, type MoveChooser } from './mankalah-agent.ts';
import { moveTimeMs } from './time-budget.ts';
import {
  parseAgentLine,
  parseManKalahLine,
  makeAgentLine,
  makeManKalahLine,
} from './mankalah-protocol.ts';

/** Sows the legal house nearest the store; swaps when offered if `swaps`. Deterministic. */
function scripted(swaps: boolean): MoveChooser {
  return {
    choose(position: Position) {
      if (swaps && position.pie === 'offered') return 'swap';
      const houses = legalMoves(position).filter((m) => !m.swap);
      return houses[houses.length - 1]!.house;
    },
  };
}

function agentPlayer(name: string, swaps: boolean, log: string[] = []) {
  const agent = new ManKalahAgent({
    rules: mankalahRules(),
    chooser: scripted(swaps),
    timeFor: () => 0,
    log: (line) => log.push(line),
  });
  return { agent, player: new ScriptPlayer(name, (line) => agent.receive(line).send) };
}

const GOLDEN = new URL('../../test/golden/', import.meta.url);

/**
 * The four ways a game can go for the agent: it starts as South or as North, and North (the
 * opponent or the agent itself) swaps after the first move or does not. The opponent is
 * {@link protocolOpponent}, written from the protocol document alone.
 */
const GAMES = [
  { file: 'mankalah-south.txt', agentStarts: 'south', swap: false, agentEnds: 'south' },
  {
    file: 'mankalah-south-opponent-swaps.txt',
    agentStarts: 'south',
    swap: true,
    agentEnds: 'north',
  },
  { file: 'mankalah-north.txt', agentStarts: 'north', swap: false, agentEnds: 'north' },
  { file: 'mankalah-north-swaps.txt', agentStarts: 'north', swap: true, agentEnds: 'south' },
] as const;

describe('golden transcripts of whole ManKalah games (scripted agent, protocol opponent, fake game engine)', () => {
  for (const { file, agentStarts, swap, agentEnds } of GAMES) {
    it(`${file}: the agent starts as ${agentStarts}${swap ? ', North swaps' : ''}, ends as ${agentEnds}, with nothing to log`, async () => {
      const log: string[] = [];
      const { agent, player } = agentPlayer('agent', swap && agentStarts === 'north', log);
      const other = protocolOpponent('opponent', swap && agentStarts === 'south');
      const report =
        agentStarts === 'south' ? await referee(player, other) : await referee(other, player);
      expect(report.fault).toBeUndefined();
      expect(log).toEqual([]);
      expect(report.final.isOver).toBe(true);
      expect(report.seats[agentEnds]).toBe('agent');
      expect(agent.side).toBe(agentEnds);
      // The agent's tracked game is the referee's, to the last seed.
      expect(agent.position.toSetup()).toEqual(report.final.toSetup());
      // Only the swapper's opponent hears of the swap.
      const swapper = agentStarts === 'north' ? 'agent' : 'opponent';
      const heard = report.transcript.filter((l) => l.includes('CHANGE;SWAP;'));
      expect(heard).toEqual(
        swap
          ? [
              expect.stringMatching(
                new RegExp(`^> ${swapper === 'agent' ? 'opponent' : 'agent'} .*;YOU$`),
              ),
            ]
          : [],
      );
      expect(report.transcript.includes(`< ${swapper} SWAP`)).toBe(swap);
      const text = `${report.transcript.join('\n')}\n`;
      const url = new URL(file, GOLDEN);
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(url)) writeFileSync(url, text);
      expect(text).toBe(readFileSync(url, 'utf8'));
    });

    it(`${file}: every line reads and writes back unchanged`, () => {
      const lines = readFileSync(new URL(file, GOLDEN), 'utf8').trimEnd().split('\n');
      expect(lines.length).toBeGreaterThan(40);
      for (const entry of lines) {
        const [dir, , ...rest] = entry.split(' ');
        const line = rest.join(' ');
        if (dir === '>') {
          const read = unwrap(parseManKalahLine(line));
          expect(makeManKalahLine(read)).toBe(line);
        } else {
          const move = parseAgentLine(line);
          expect(move, line).toBeDefined();
          expect(makeAgentLine(move!)).toBe(line);
        }
      }
    });
  }
});

describe('ManKalahAgent on bad input', () => {
  it('logs and ignores garbage lines, and CHANGE before START', () => {
    const log: string[] = [];
    const { agent } = agentPlayer('A', false, log);
    expect(agent.receive('CHANGE;3;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;YOU')).toEqual({
      send: [],
      done: false,
    });
    expect(agent.receive('hello')).toEqual({ send: [], done: false });
    expect(agent.receive('MOVE;3')).toEqual({ send: [], done: false });
    expect(agent.receive('')).toEqual({ send: [], done: false });
    expect(log).toHaveLength(3);
    expect(log[0]).toContain('CHANGE before START');
    expect(log[1]).toContain("'hello' is not a ManKalah message");
    expect(agent.receive('START;South').send).toEqual(['MOVE;7']);
    expect(agent.receive('START;South').send).toEqual([]);
    expect(log[3]).toContain('second START');
    expect(agent.receive('END')).toEqual({ send: [], done: true });
  });

  it('reports a board that differs from the tracked position as an error, and goes on from it', () => {
    const log: string[] = [];
    const { agent } = agentPlayer('B', false, log);
    agent.receive('START;North');
    // South's move 1 would leave house 1 empty; the engine reports a different (valid) board.
    const step = agent.receive('CHANGE;1;8,8,8,8,8,9,0,0,0,8,8,8,8,8,8,1;YOU');
    expect(log).toEqual([
      "error: the engine's board 8,8,8,8,8,9,0,0,0,8,8,8,8,8,8,1 with north to move differs from " +
        'the tracked 7,7,7,7,7,7,7,0,0,8,8,8,8,8,8,1 with north to move: going on from the ' +
        "engine's board as north",
    ]);
    expect(agent.side).toBe('north');
    expect(agent.position.houses('north')).toEqual([8, 8, 8, 8, 8, 9, 0]);
    // North house 7 is empty on the engine's board: the agent sows the nearest non-empty house.
    expect(step.send).toEqual(['MOVE;6']);
  });

  it('keeps the tracked position when the board is no position (seeds lost), and still moves legally', () => {
    const log: string[] = [];
    const { agent } = agentPlayer('B', false, log);
    agent.receive('START;North');
    const step = agent.receive('CHANGE;1;8,8,8,8,8,8,8,0,0,8,8,8,8,8,8,99;YOU');
    expect(log.some((l) => l.includes('not a position'))).toBe(true);
    expect(agent.position.houses('south')).toEqual([0, 8, 8, 8, 8, 8, 8]);
    expect(step.send).toEqual(['MOVE;7']);
  });

  it('plays South after its own swap, which the engine does not report (protocol document)', () => {
    const log: string[] = [];
    const { agent } = agentPlayer('B', true, log);
    agent.receive('START;North');
    expect(agent.receive('CHANGE;7;8,8,8,8,8,8,7,0,7,7,7,7,7,7,0,1;YOU').send).toEqual(['SWAP']);
    expect(agent.side).toBe('south');
    expect(agent.position.turn).toBe('north');
    // The opponent, now North, sows its house 7; the agent answers from South's houses.
    const step = agent.receive('CHANGE;7;8,8,8,8,8,8,0,1,8,8,8,8,8,8,0,1;YOU');
    expect(log).toEqual([]);
    expect(step.send).toEqual(['MOVE;6']);
    expect(agent.position.houses('south')).toEqual([8, 8, 8, 8, 8, 8, 0]);
  });

  it('takes a report of its own swap (which the real engine never sends) as an error and stays South', () => {
    const log: string[] = [];
    const { agent } = agentPlayer('B', true, log);
    agent.receive('START;North');
    agent.receive('CHANGE;7;8,8,8,8,8,8,7,0,7,7,7,7,7,7,0,1;YOU');
    agent.receive('CHANGE;SWAP;8,8,8,8,8,8,7,0,7,7,7,7,7,7,0,1;OPP');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^error: the reported swap is not legal here .*: ignored$/);
    expect(agent.side).toBe('south');
  });

  it('follows a swap by the opponent: the agent that was South plays North and moves', () => {
    const { agent } = agentPlayer('A', false);
    agent.receive('START;South');
    agent.receive('CHANGE;7;8,8,8,8,8,8,7,0,7,7,7,7,7,7,0,1;OPP');
    expect(agent.side).toBe('south');
    const step = agent.receive('CHANGE;SWAP;8,8,8,8,8,8,7,0,7,7,7,7,7,7,0,1;YOU');
    expect(agent.side).toBe('north');
    expect(step.send).toEqual(['MOVE;7']);
  });
});

describe('the time budget (kalaha agent --time-budget)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts the time each choice took against the budget, so a game never runs it out', async () => {
    // The clock moves only while the chooser thinks, by exactly the time it was given.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const given: number[] = [];
    const nearest = scripted(false);
    const agent = new ManKalahAgent({
      rules: mankalahRules(),
      chooser: {
        choose(position, timeMs) {
          given.push(timeMs);
          now += timeMs;
          return nearest.choose(position, timeMs);
        },
      },
      timeFor: (used) => moveTimeMs(3_000 - used),
      log: () => {},
    });
    const player = new ScriptPlayer('A', (line) => agent.receive(line).send);
    const report = await referee(player, agentPlayer('B', false).player);
    expect(report.fault).toBeUndefined();
    expect(given.length).toBeGreaterThan(5);
    // 1/30 of what is left each time: 100 ms first, then less and less.
    let used = 0;
    for (const ms of given) {
      expect(ms).toBe(moveTimeMs(3_000 - used));
      used += ms;
    }
    expect(given[0]).toBe(100);
    expect(used).toBeLessThan(3_000);
  });
});
