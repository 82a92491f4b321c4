import type { LoadResult, PhaseResult } from './result.ts';
import type { MemoryReading } from './server-memory.ts';
import type { Summary } from './stats.ts';

const MIB = 1024 * 1024;

/**
 * The report of a run as people read it: the command that reproduces it, the setup, per phase
 * the moves accepted per second, the move round trip and ack (p50, p90, p99, max in ms) and the
 * CPU of the server, the bots and the machine, then memory, errors by code, and the targets,
 * each marked `met` or `MISSED`.
 */
export function formatReport(result: LoadResult): string {
  const { options, machine, setup, memory } = result;
  const lines: string[] = [];
  const line = (text = '') => lines.push(text);
  line('Kalaha server load benchmark');
  line(`  command:  ${result.command}`);
  line(
    `  machine:  ${machine.cpus} × ${machine.cpuModel}, ${(machine.memoryBytes / 2 ** 30).toFixed(1)} GiB, ` +
      `Node ${machine.node}; bots and server share it; ` +
      `${machine.busyBeforePercent.toFixed(0)}% busy with other work before the run`,
  );
  line(
    `  setup:    ${result.games} games, ${result.clients} WebSocket clients, preset ${options.preset}, ` +
      `${options.rated ? 'rated' : 'casual'}, no clocks, ${result.storage}`,
  );
  const meanThinkS = (options.thinkMinMs + options.thinkMaxMs) / 2000;
  line(
    `  phases:   human-like ${options.humanSeconds} s (think ${options.thinkMinMs}-${options.thinkMaxMs} ms: ` +
      `offers about ${(result.games / meanThinkS).toFixed(0)} moves/s, games ÷ mean think), ` +
      `burst ${options.burstSeconds} s (every side to move answers at once)`,
  );
  line(
    `  set up:   server ${seconds(setup.serverStartMs)}, players ${seconds(setup.playersMs)}, ` +
      `games ${seconds(setup.gamesMs)}, connecting ${seconds(setup.connectMs)}`,
  );
  line();
  line(
    pad('phase', 10) +
      pad('moves/s', 9) +
      pad('moves', 8) +
      pad('round trip p50/p90/p99/max ms', 31) +
      pad('ack p50/p99 ms', 16) +
      pad('CPU server/bots/other', 22) +
      pad('server ms/move', 15) +
      pad('server loop p99/max ms', 23) +
      'bot loop p99/max ms',
  );
  const phaseLine = (name: string, phase: PhaseResult | null) => {
    if (!phase) {
      line(pad(name, 10) + '(not run)');
      return;
    }
    line(
      pad(name, 10) +
        pad(phase.movesPerSecond.toFixed(0), 9) +
        pad(String(phase.acceptedMoves), 8) +
        pad(quartet(phase.roundTripMs), 31) +
        pad(`${ms(phase.ackMs.p50)}/${ms(phase.ackMs.p99)}`, 16) +
        pad(
          `${phase.serverCpuPercent.toFixed(0)}%/${phase.botCpuPercent.toFixed(0)}%/` +
            `${phase.otherCpuPercent.toFixed(0)}%`,
          22,
        ) +
        pad(phase.serverCpuMsPerMove.toFixed(2), 15) +
        pad(`${ms(phase.serverLoopDelayMs.p99)}/${ms(phase.serverLoopDelayMs.max)}`, 23) +
        `${ms(phase.botLoopDelayMs.p99)}/${ms(phase.botLoopDelayMs.max)}`,
    );
  };
  phaseLine('human', result.phases.human);
  phaseLine('burst', result.phases.burst);
  const all = result.overall;
  line(
    pad('overall', 10) +
      pad(all.movesPerSecond.toFixed(0), 9) +
      pad(String(all.acceptedMoves), 8) +
      pad(quartet(all.roundTripMs), 31) +
      `${ms(all.ackMs.p50)}/${ms(all.ackMs.p99)}`,
  );
  line(
    '  (round trip: send → both clients of the game have the update; ack: send → ack; ' +
      'CPU in % of one core; other: the other processes of the machine;',
  );
  line('   loop: how late the event loop ran its timers, the server main thread’s and the bots’)');
  line(`  games finished ${result.gamesFinished}, rematches started ${result.rematches}`);
  line();
  line('server memory (each after a full garbage collection):  resident set / V8 heap in use');
  const reading = (name: string, m: MemoryReading) =>
    line(`  ${pad(name, 28)} ${pad(mib(m.rssBytes), 10)} / ${mib(m.heapUsedBytes)}`);
  reading('before connecting', memory.beforeConnect);
  reading('half the clients connected', memory.halfConnected);
  reading('every client connected', memory.afterConnect);
  reading('at the end', memory.end);
  line(`  ${pad('peak resident set', 28)} ${mib(memory.end.peakRssBytes)}`);
  line(
    `  ${pad('per connection', 28)} ${pad(residentPerConnection(memory.rssPerConnectionBytes), 10)} / ` +
      `${kb(memory.heapPerConnectionBytes)}   (resident: half → all; heap: none → all)`,
  );
  line();
  if (result.errors.total === 0) line('errors: none');
  else {
    line(`errors: ${result.errors.total}`);
    for (const [code, count] of Object.entries(result.errors.byCode)) {
      line(
        `  ${pad(code, 28)} ${pad(String(count), 8)} e.g. ${result.errors.examples[code] ?? ''}`,
      );
    }
  }
  line();
  line('targets (issue 5):');
  for (const target of result.targets) {
    const mark = target.met ? 'met' : 'MISSED';
    const note = target.note ? ` (${target.note})` : '';
    line(
      `  ${pad(target.name, 60)} ${pad(target.goal, 9)} ${pad(target.value, 12)} ${mark}${note}`,
    );
  }
  if (result.profile) {
    const profile = result.profile;
    line();
    line(`where the server's time went over the phases (CPU profile ${profile.file}):`);
    for (const layer of profile.layers) {
      line(`  ${pad(`${layer.percent.toFixed(1)}%`, 7)} ${layer.name}`);
    }
    line('  hottest functions (self time):');
    for (const fn of profile.hotFunctions) {
      line(`  ${pad(`${fn.percent.toFixed(1)}%`, 7)} ${fn.name}`);
    }
  }
  return lines.join('\n');
}

function quartet(s: Summary): string {
  return s.count === 0 ? '-' : `${ms(s.p50)}/${ms(s.p90)}/${ms(s.p99)}/${ms(s.max)}`;
}

function ms(value: number): string {
  return value < 10 ? value.toFixed(1) : value.toFixed(0);
}

function seconds(valueMs: number): string {
  return `${(valueMs / 1000).toFixed(1)} s`;
}

/**
 * The resident set per connection, or `n/a` when it fell while the second half connected: the
 * process returned more memory meanwhile (the storage thread's, a collected heap) than the
 * connections took, so the difference says nothing about them; the heap figure still does.
 */
function residentPerConnection(bytes: number): string {
  return bytes < 0 ? 'n/a' : kb(bytes);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function mib(bytes: number): string {
  return `${(bytes / MIB).toFixed(0)} MiB`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}
