import { createInterface } from 'node:readline';
import { EngineChooser, mankalahRules } from '../agent/engine-chooser.ts';
import { ManKalahAgent } from '../agent/mankalah-agent.ts';
import { MANKALAH_BUDGET_MS, moveTimeMs, DEFAULT_MOVE_MS } from '../agent/time-budget.ts';
import { CliError, EXIT_CODES } from '../errors.ts';
import type { Io } from '../io.ts';

/** The options of `kalaha agent`. */
export interface AgentOptions {
  /** The protocol spoken on standard input and output: `mankalah`. */
  readonly protocol: string;
  /** Thinking time per move in milliseconds (`--time-per-move`), capped by the budget. */
  readonly timePerMove?: number;
  /** Play at this engine level (1..10) instead of a timed search (`--level`). */
  readonly level?: number;
  /** The total thinking time per game in milliseconds (`--time-budget`, default one hour). */
  readonly timeBudget?: number;
}

/** The protocols `kalaha agent` speaks. */
export const AGENT_PROTOCOLS = ['mankalah'] as const;

/**
 * `kalaha agent --protocol mankalah`: the engine as an agent of the ManKalah game engine (issue 7),
 * one message a line on standard input and output, log lines on standard error. Returns when the
 * game engine sends `END` or closes standard input.
 *
 * @throws {CliError} usage error for an unknown protocol.
 */
export async function agentCommand(options: AgentOptions, io: Io): Promise<void> {
  if (options.protocol !== 'mankalah') {
    throw new CliError(
      `unknown protocol '${options.protocol}' (protocols: ${AGENT_PROTOCOLS.join(', ')})`,
      EXIT_CODES.usage,
    );
  }
  const budget = options.timeBudget ?? MANKALAH_BUDGET_MS;
  const perMove = options.timePerMove ?? DEFAULT_MOVE_MS;
  const agent = new ManKalahAgent({
    rules: mankalahRules(),
    chooser: new EngineChooser({ level: options.level }),
    timeFor: (used) => moveTimeMs(budget - used, perMove),
    log: (line) => io.stderr.write(`kalaha agent: ${line}\n`),
  });
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    const step = agent.receive(line);
    for (const out of step.send) io.stdout.write(`${out}\n`);
    if (step.done) break;
  }
  lines.close();
}
