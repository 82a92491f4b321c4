import {
  EngineError,
  isLevel,
  MAX_LEVEL,
  runMatch,
  type MatchReport,
  type MatchStats,
} from '@kalaha/engine';
import { EngineWorker } from '@kalaha/engine/worker/node';
import { capabilities, err, ok, type Result } from '@kalaha/rules';
import type { EgdbDirOption } from '../exact.ts';
import { failure, usageError } from '../errors.ts';
import { writeLines, type Io } from '../io.ts';
import { rulesTitle } from '../names.ts';
import { buildAnyRules } from '../options.ts';

/** The options of `kalaha match`, as parsed from the command line. */
export interface MatchCommandOptions {
  /** Player A's level (`--a L5`). */
  readonly a: number;
  /** Player B's level (`--b L6`). */
  readonly b: number;
  /** Games, an even number (`--games`). */
  readonly games: number;
  /** Preset id (`--rules`). */
  readonly rules: string;
  /** `--set NAME=VALUE` assignments. */
  readonly set?: readonly string[];
  /** Level 10's time per move in ms (`--time-per-move`). */
  readonly timePerMove: number;
  /** Seeds the openings and the players (`--seed`). */
  readonly seed: number;
  /** Worker threads (`--threads`). */
  readonly threads: number;
  /** Random moves before the levels take over, a new opening per pair (`--opening-plies`). */
  readonly openingPlies: number;
  /** A directory of endgame databases for level 10 (`--egdb`), or `false` for none (`--no-egdb`). */
  readonly egdb?: EgdbDirOption;
}

/** The first level whose moves are deterministic (no random choice): 6 (`levels/table.ts`). */
const FIRST_DETERMINISTIC_LEVEL = 6;

/**
 * `kalaha match`: plays level A against level B in pairs of games with the sides swapped (the
 * same opening twice), in worker threads, and prints A's wins, draws and losses, A's score with
 * its 95% confidence interval and the Elo difference A − B with its interval (`runMatch`). On a
 * terminal, a progress line is updated after each game.
 *
 * @throws CliError (usage) for a bad rule set or an odd number of games; (failure) when an engine
 *   worker fails.
 */
export async function matchCommand(options: MatchCommandOptions, io: Io): Promise<void> {
  const rules = buildAnyRules(options.rules, options.set);
  if (!rules.ok) throw usageError(rules.error);
  if (options.games % 2 !== 0) {
    throw usageError(
      `--games ${options.games}: give an even number (games are played in pairs with sides swapped)`,
    );
  }
  const pairs = options.games / 2;
  const from =
    options.openingPlies === 0
      ? 'every game from the start position'
      : `a new ${options.openingPlies}-move random opening for each pair`;
  const lines = [
    `Match: level ${options.a} (A) against level ${options.b} (B), ${rulesTitle(rules.value, options.rules)}` +
      // docs/RULES.md 4: `playGame` plays one round of Giuthi, decided by the seeds held after it.
      (capabilities(rules.value).hasRounds ? ', one round a game' : ''),
    `${options.games} games: ${pairs} pairs with sides swapped, ${from}; seed ${options.seed}, ` +
      `${options.threads} thread${options.threads === 1 ? '' : 's'}` +
      (options.a === 10 || options.b === 10
        ? `, level 10 at ${options.timePerMove} ms a move`
        : ''),
  ];
  if (
    options.openingPlies === 0 &&
    Math.min(options.a, options.b) >= FIRST_DETERMINISTIC_LEVEL &&
    options.games > 2
  ) {
    lines.push(
      'Note: levels 6-10 choose without randomness, so games from the same position repeat; ' +
        'use --opening-plies N for varied openings.',
    );
  }
  writeLines(io.stdout, lines);

  const live = 'isTTY' in io.stdout && io.stdout.isTTY === true;
  const engines = Array.from(
    { length: options.threads },
    () => new EngineWorker(options.egdb ? { egdbDir: options.egdb } : {}),
  );
  let report: MatchReport;
  try {
    report = await runMatch(
      {
        rules: rules.value,
        a: { level: options.a, timeMs: options.timePerMove },
        b: { level: options.b, timeMs: options.timePerMove },
        games: options.games,
        openingPlies: options.openingPlies,
        seed: options.seed,
      },
      engines,
      (finished, stats) => {
        if (live) io.stdout.write(`\r${finished}/${options.games} games: ${scoreLine(stats)}   `);
      },
    );
  } catch (error) {
    if (error instanceof EngineError) throw failure(`the engine failed: ${error.message}`);
    throw error;
  } finally {
    await Promise.all(engines.map((engine) => engine.terminate()));
  }
  if (live) io.stdout.write('\r\u001b[K');
  const s = report.stats;
  const colour = (side: 'south' | 'north'): string => {
    const c = report.byColour[side];
    return `${c.points} of ${c.games} as ${side === 'south' ? 'South' : 'North'}`;
  };
  writeLines(io.stdout, [
    `A: ${s.wins} wins, ${s.draws} draws, ${s.losses} losses (points: ${colour('south')}, ${colour('north')})`,
    `Score of A: ${percent(s.score)} (95% CI ${percent(s.scoreLow)} to ${percent(s.scoreHigh)})`,
    `Elo A − B: ${elo(s.elo)} (95% CI ${elo(s.eloLow)} to ${elo(s.eloHigh)})`,
    `Time per move: A ${report.msPerMove.a.toFixed(1)} ms, B ${report.msPerMove.b.toFixed(1)} ms; ` +
      `match ${(report.elapsedMs / 1000).toFixed(1)} s`,
  ]);
}

function scoreLine(s: MatchStats): string {
  return `A ${s.wins}-${s.draws}-${s.losses}, ${percent(s.score)}, Elo ${elo(s.elo)}`;
}

/** A score as a percentage with one decimal: `56.3%`. */
function percent(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** An Elo difference with its sign: `+35`, `-120`, `+inf`. */
function elo(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '+inf' : '-inf';
  const rounded = Math.round(x) + 0;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/**
 * Reads a level as written after `--a` / `--b`: `L5`, `l5` or `5`, 1..10.
 *
 * @returns the level, or a message saying what is allowed.
 */
export function parseLevel(text: string): Result<number, string> {
  const m = /^[Ll]?(\d+)$/.exec(text.trim());
  const level = m ? Number(m[1]) : Number.NaN;
  if (!isLevel(level)) {
    return err(`'${text}' is not a level: write L1 to L${MAX_LEVEL} (or 1 to ${MAX_LEVEL})`);
  }
  return ok(level);
}
