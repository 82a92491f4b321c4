import { createPrng, type Side } from '@kalaha/rules';
import { usageError } from '../errors.ts';
import { exactSourcesFor, type EgdbDirOption } from '../exact.ts';
import type { Io } from '../io.ts';
import { rulesTitle } from '../names.ts';
import { buildAnyRules, type PlayerSpec } from '../options.ts';
import { playSession } from '../play/session.ts';
import { createSeats, swapSeats } from '../play/seats.ts';
import { openTerminal } from '../play/terminal.ts';
import { freshSeed } from '../random.ts';
import { styleFor } from '../style.ts';

/** The options of `kalaha play`, as parsed from the command line. */
export interface PlayOptions {
  /** Preset id (`--rules`). */
  readonly rules: string;
  /** `--set NAME=VALUE` assignments, in order. */
  readonly set?: readonly string[];
  readonly south: PlayerSpec;
  readonly north: PlayerSpec;
  /** Who moves first; `random` draws lots (docs/RULES.md 0). */
  readonly starts: Side | 'random';
  /** Seeds the draw and the computers' choices; a fresh seed when absent. */
  readonly seed?: number;
  readonly nameSouth?: string;
  readonly nameNorth?: string;
  /** A directory of endgame databases for level 10 (`--egdb`), or `false` for none (`--no-egdb`). */
  readonly egdb?: EgdbDirOption;
}

/**
 * `kalaha play`: plays games in the terminal until the players want no rematch, a human quits, or
 * the input ends (none of which is a failure): a game of the Kalaha family, Wari, Oware or
 * Obridjie, or Giuthi's match of rounds, against the computer, between two people or between two
 * computers. A rematch swaps the players' sides (docs/RULES.md 5).
 *
 * @throws CliError (usage) for a bad rule set.
 */
export async function playCommand(options: PlayOptions, io: Io): Promise<void> {
  const rules = buildAnyRules(options.rules, options.set);
  if (!rules.ok) throw usageError(rules.error);
  const random = createPrng(options.seed ?? freshSeed());
  let seats = createSeats(
    { south: options.south, north: options.north },
    { south: options.nameSouth, north: options.nameNorth },
    random,
    exactSourcesFor(options.egdb),
  );
  const terminal = openTerminal(io.stdin, io.stdout);
  const style = styleFor(io.stdout);
  const title = rulesTitle(rules.value, options.rules);
  try {
    for (;;) {
      const drawn = options.starts === 'random';
      const starter = drawn ? (random.below(2) === 0 ? 'south' : 'north') : options.starts;
      const setup = { rules: rules.value, rulesTitle: title, seats, starter, drawn } as const;
      if ((await playSession(setup, terminal, style)) !== 'rematch') return;
      seats = swapSeats(seats);
      terminal.print('', 'Rematch: the players change sides.', '');
    }
  } finally {
    terminal.close();
  }
}
