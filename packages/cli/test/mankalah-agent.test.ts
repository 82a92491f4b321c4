/**
 * `kalaha agent --protocol mankalah` as a real process (`packages/cli/bin/kalaha.mjs`) driven over
 * pipes by the fake ManKalah game engine (issue 7, section 1): whole games as North and as South,
 * a swap by the opponent and by the agent, garbage lines, an illegal board, and a short budget.
 */
import { legalMoves, type Position } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { mankalahRules } from '../src/agent/engine-chooser.ts';
import { ManKalahAgent } from '../src/agent/mankalah-agent.ts';
import {
  AgentProcess,
  protocolOpponent,
  referee,
  ScriptPlayer,
  type RefereeReport,
} from './fake-mankalah.ts';

/** An in-process opponent: sows the first legal house (or as `pick` says), swaps when told. */
function opponent(name: string, swaps = false, pick = (p: Position) => legalMoves(p)[0]!.house) {
  const agent = new ManKalahAgent({
    rules: mankalahRules(),
    chooser: {
      choose: (position) => (swaps && position.pie === 'offered' ? 'swap' : pick(position)),
    },
    timeFor: () => 0,
    log: () => {},
  });
  return new ScriptPlayer(name, (line) => agent.receive(line).send);
}

/**
 * Checks a game was played to its end without fault and the agent process exited 0; unless the
 * test tampered with the engine's lines (`quiet` false), the agent logged nothing: its tracked
 * game followed the engine's at every move.
 */
async function finished(report: RefereeReport, agent: AgentProcess, quiet = true): Promise<void> {
  expect(report.fault, agent.stderr).toBeUndefined();
  if (quiet) expect(agent.stderr).toBe('');
  expect(report.final.isOver).toBe(true);
  expect(report.final.store('south') + report.final.store('north')).toBe(98);
  expect(await agent.exited).toBe(0);
}

/**
 * The agent's moves where its thinking time is not the subject: level 6 (a search of 4 000 nodes,
 * the same moves on any machine) instead of a time-limited search that keeps a core busy; the
 * swap is still decided in the time per move (30 ms unless a test gives more).
 */
const LEVEL = ['--level', '6', '--time-per-move', '30'];

describe('kalaha agent --protocol mankalah (real process, fake game engine)', () => {
  it('plays a complete game as South and exits 0 on END', async () => {
    const agent = new AgentProcess('agent', LEVEL);
    const report = await referee(agent, opponent('script'));
    await finished(report, agent);
    expect(report.seats.south).toBe('agent');
    expect(report.transcript[2]).toMatch(/^< agent MOVE;[1-7]$/);
    // The engine beats a player that always sows its first house.
    expect(report.winner).toBe('agent');
  });

  it('plays a complete game searching for the time it is given (--time-per-move 30)', async () => {
    const agent = new AgentProcess('agent', ['--time-per-move', '30']);
    const report = await referee(opponent('script'), agent);
    await finished(report, agent);
    expect(report.responses.agent!.length).toBeGreaterThan(10);
  });

  it('plays a complete game as North, answering a strong first move by swapping', async () => {
    // South's first move 4 leaves North worse off (the engine scores it about −2 seeds).
    const agent = new AgentProcess('agent', ['--level', '6', '--time-per-move', '200']);
    let first = true;
    const south = opponent('script', false, (p) => {
      const move = first ? 4 : legalMoves(p)[0]!.house;
      first = false;
      return move;
    });
    const report = await referee(south, agent);
    await finished(report, agent);
    expect(report.moves.slice(0, 2)).toEqual([4, 'swap']);
    expect(report.transcript).toContain('< agent SWAP');
    // As the real engine does, only the opponent was told of the swap; the agent, never told,
    // played South's houses to the end (an answer from North's would have been illegal).
    expect(report.transcript.filter((line) => line.includes('CHANGE;SWAP'))).toEqual([
      expect.stringMatching(/^> script CHANGE;SWAP;.*;YOU$/),
    ]);
    expect(report.seats.south).toBe('agent');
  });

  it('does not swap after a weak first move (house 1), and plays on as North', async () => {
    const agent = new AgentProcess('agent', ['--level', '6', '--time-per-move', '200']);
    const report = await referee(
      opponent('script', false, (p) => legalMoves(p)[0]!.house),
      agent,
    );
    await finished(report, agent);
    expect(report.moves[0]).toBe(1);
    expect(report.moves[1]).not.toBe('swap');
    expect(report.seats.north).toBe('agent');
  });

  it('follows a SWAP by the opponent: the agent that started as South finishes as North', async () => {
    const agent = new AgentProcess('agent', LEVEL);
    const report = await referee(agent, protocolOpponent('script', true));
    await finished(report, agent);
    expect(report.moves[1]).toBe('swap');
    expect(report.seats.north).toBe('agent');
    expect(report.transcript).toContain(
      `> agent CHANGE;SWAP;${report.transcript[3]!.split(';')[2]};YOU`,
    );
    expect(report.transcript.filter((line) => line.startsWith('> script CHANGE;SWAP'))).toEqual([]);
  });

  it('logs garbage lines to stderr and keeps playing', async () => {
    const agent = new AgentProcess('agent', LEVEL);
    const report = await referee(agent, opponent('script'), {
      tamper: (line, player, n) =>
        player === 'agent' && n % 5 === 0 ? ['\u0000garbage', 'MOVE;3', line, 'CHANGE;;;'] : line,
    });
    await finished(report, agent, false);
    expect(agent.stderr).toContain('garbage');
    expect(agent.stderr).toContain("'MOVE;3' is not a ManKalah message");
  });

  it('refuses an illegal board (seeds lost) with a log line, keeps its own position and moves legally', async () => {
    const agent = new AgentProcess('agent', LEVEL);
    const report = await referee(agent, opponent('script'), {
      tamper: (line, player, n) =>
        player === 'agent' && n === 2
          ? line.replace(/;(\d+),/, (_, s: string) => `;${Number(s) + 5},`)
          : line,
    });
    await finished(report, agent, false);
    expect(agent.stderr).toContain('not a position');
  });

  it('reports a board that differs from its own (a valid position) as an error, and plays on from it', async () => {
    const agent = new AgentProcess('agent', LEVEL);
    // After move 2 the agent is told North's house 1 and 2 hold one seed more and one less.
    const report = await referee(agent, opponent('script'), {
      tamper: (line, player, n) => {
        if (player !== 'agent' || n !== 2) return line;
        const [head, move, board, next] = line.split(';') as [string, string, string, string];
        const seeds = board.split(',').map(Number);
        if (seeds[1]! === 0) return line;
        seeds[0]! += 1;
        seeds[1]! -= 1;
        return [head, move, seeds.join(','), next].join(';');
      },
    });
    // The agent plays from the engine's board; the referee still judges by the real one.
    expect(agent.stderr).toContain("kalaha agent: error: the engine's board");
    expect(agent.stderr).toContain("going on from the engine's board as south");
    expect(report.fault?.why ?? '').not.toContain('no move');
    await agent.close();
  });

  it('moves fast when its time budget is nearly spent (--time-budget 3000)', async () => {
    const agent = new AgentProcess('agent', ['--time-budget', '3000']);
    const report = await referee(agent, opponent('script'));
    // The whole game is played to its end; how the budget is shared out over the moves is
    // checked on the agent's own clock in `src/agent/mankalah-agent.test.ts`.
    await finished(report, agent);
  });

  it('exits 0 at end of input, and refuses an unknown protocol as a usage error', async () => {
    const agent = new AgentProcess('agent');
    agent.deliver('START;North');
    expect(await agent.close()).toBe(0);
    const bad = new AgentProcess('agent', ['--protocol', 'kgp']);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr).toContain('kgp');
  });
});
