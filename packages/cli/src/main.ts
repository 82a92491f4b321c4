import { availableParallelism } from 'node:os';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { PRESET_IDS, unwrap, type Result } from '@kalaha/rules';
import { agentCommand, AGENT_PROTOCOLS, type AgentOptions } from './commands/agent.ts';
import { analyzeCommand, type AnalyzeOptions } from './commands/analyze.ts';
import { benchCommand, type BenchOptions } from './commands/bench.ts';
import { kgpClientCommand, type KgpClientCommandOptions } from './commands/kgp-client.ts';
import { matchCommand, parseLevel, type MatchCommandOptions } from './commands/match.ts';
import { perftCommand, type PerftOptions } from './commands/perft.ts';
import { playCommand, type PlayOptions } from './commands/play.ts';
import { replayCommand, type ReplayOptions } from './commands/replay.ts';
import { rulesOption, setOption } from './preset-options.ts';
import { rulesCommand } from './commands/rules.ts';
import { addBookCommand } from './commands/book.ts';
import { addLearnCommand } from './commands/learn.ts';
import { addPuzzleCommand } from './commands/puzzle.ts';
import { addPuzzlesCommand } from './commands/puzzles.ts';
import { addEgdbCommand } from './commands/egdb.ts';
import { egdbDirOption, noEgdbOption } from './exact.ts';
import { addSolveCommand } from './commands/solve.ts';
import { CliError, EXIT_CODES, type ExitCode } from './errors.ts';
import type { Io } from './io.ts';
import { parsePlayerSpec, parseWholeNumber } from './options.ts';
import { DEFAULT_LEVEL, STRONGEST_LEVEL } from './players/levels.ts';

/**
 * The largest perft depth accepted, against typing mistakes: counts grow about sixfold a ply on a 6×6
 * board, so no count this deep would finish anyway.
 */
const MAX_PERFT_DEPTH = 30;

/**
 * Runs the `kalaha` command with the arguments after the program name and returns its exit code
 * (see {@link EXIT_CODES}): 0 success, 1 runtime failure, 2 usage error. Errors are reported as one
 * line on `io.stderr`, `kalaha: …`.
 */
export async function main(argv: readonly string[], io: Io): Promise<ExitCode> {
  if (argv.length === 0) {
    const names = program(io).commands.map((command) => command.name());
    const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
    io.stderr.write(`kalaha: missing command: ${list} (see kalaha --help)\n`);
    return EXIT_CODES.usage;
  }
  try {
    await program(io).parseAsync(argv, { from: 'user' });
    return EXIT_CODES.ok;
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`kalaha: ${error.message.replace(/\s*\n\s*/g, ' ')}\n`);
      return error.exitCode;
    }
    // Commander has written its one-line message (or the help) already.
    if (error instanceof CommanderError)
      return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
    throw error;
  }
}

/** The commander program: subcommands, options, help, and errors thrown instead of exiting. */
function program(io: Io): Command {
  const root = new Command('kalaha')
    .description('Kalaha and its relatives in the terminal.')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(`kalaha: ${text.replace(/^error: /, '')}`),
    });

  root
    .command('play')
    .description('play a game in the terminal, against the computer or another person')
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(playerOption('south', 'human'))
    .addOption(playerOption('north', `computer:${DEFAULT_LEVEL}`))
    .addOption(
      new Option('--starts <side>', 'who moves first (random: draw lots)')
        .choices(['south', 'north', 'random'])
        .default('south'),
    )
    .addOption(
      numberOption(
        '--seed <n>',
        'seed for the draw and the computer (repeatable games)',
        0,
        2 ** 32 - 1,
      ),
    )
    .option('--name-south <name>', "South player's name")
    .option('--name-north <name>', "North player's name")
    .addOption(egdbDirOption('for level 10'))
    .addOption(noEgdbOption())
    .action((options: PlayOptions) => playCommand(options, io));

  root
    .command('rules')
    .description('list the rule presets, or show one with every option')
    .argument('[preset]', `a preset: ${PRESET_IDS.join(', ')}`)
    .addOption(setOption())
    .action((preset: string | undefined, options: { set?: string[] }) =>
      rulesCommand(preset, options.set, io),
    );

  root
    .command('replay')
    .description('replay a saved game record (or a whole Giuthi match), move by move')
    .argument(
      '<file>',
      'a game record (JSON, as written by save in kalaha play), a Giuthi match record (JSON) or an Oware game (.ogn, Oware Game Notation)',
    )
    .addOption(
      new Option('--to <format>', 'print the game in this format instead of replaying it').choices([
        'json',
        'ogn',
      ]),
    )
    .action((file: string, options: ReplayOptions) => replayCommand(file, options, io));

  root
    .command('perft')
    .description('count move sequences to a depth (a test of the rules)')
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(numberOption('--depth <n>', 'plies to count', 1, MAX_PERFT_DEPTH).default(6))
    .option(
      '--position <notation>',
      "start position in the notation of every game, e.g. '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south' (Giuthi: a pending further choice as choice:ccw or choice:cw)",
    )
    .option('--divide', 'count per first move at the given depth', false)
    .action((options: PerftOptions) => perftCommand(options, io));

  root
    .command('analyze')
    .description('analyse a position (every move valued) or every move of a saved game')
    .argument(
      '<position|record>',
      "a position, e.g. '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south', or a game record file",
    )
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(numberOption('--time <ms>', 'thinking time per position', 0, 86_400_000))
    .addOption(numberOption('--depth <n>', 'plies to look ahead, the move itself counted', 1, 128))
    .option('--json', 'print the analysis as JSON', false)
    .addOption(egdbDirOption('whose values count as proven'))
    .addOption(noEgdbOption())
    .action((target: string, options: AnalyzeOptions) => analyzeCommand(target, options, io));

  root
    .command('bench')
    .description("run the engine's fixed bench: nodes, time, nodes per second, signature")
    .option('--json', 'print the report as JSON', false)
    .action((options: BenchOptions) => benchCommand(options, io));

  root
    .command('match')
    .description('play two computer levels against each other; score, confidence interval, Elo')
    .addOption(levelOption('--a <level>', 'level of player A: L1-L10').makeOptionMandatory())
    .addOption(levelOption('--b <level>', 'level of player B: L1-L10').makeOptionMandatory())
    .addOption(numberOption('--games <n>', 'games, an even number', 2, 1_000_000).default(100))
    .addOption(rulesOption(PRESET_IDS))
    .addOption(setOption())
    .addOption(moveTimeOption("level 10's time per move").default(1000))
    .addOption(
      numberOption('--seed <n>', 'seed of the openings and players', 0, 2 ** 32 - 1).default(1),
    )
    .addOption(
      numberOption('--threads <n>', 'worker threads', 1, 256).default(
        Math.min(2, availableParallelism()),
      ),
    )
    .addOption(
      numberOption(
        '--opening-plies <n>',
        'random opening moves for each pair (0: start position)',
        0,
        40,
      ).default(0),
    )
    .addOption(egdbDirOption('for level 10'))
    .addOption(noEgdbOption())
    .action((options: MatchCommandOptions) => matchCommand(options, io));

  addSolveCommand(root, io);
  root
    .command('agent')
    .description(
      'play as a bot over standard input and output (mankalah: the ManKalah competition engine, Kalah 7x7 with swap)',
    )
    .addOption(
      new Option('--protocol <name>', 'the protocol to speak')
        .choices([...AGENT_PROTOCOLS])
        .makeOptionMandatory(),
    )
    .addOption(
      moveTimeOption(
        'thinking time per move in milliseconds (default 1000), capped by the time left',
      ),
    )
    .addOption(botLevelOption())
    .addOption(
      numberOption(
        '--time-budget <ms>',
        'total thinking time of the game in milliseconds (default 3600000, the ManKalah hour)',
        0,
        86_400_000,
      ),
    )
    .action((options: AgentOptions) => agentCommand(options, io));

  root
    .command('kgp-client')
    .description(
      'play as a bot of the Kalah Game Protocol (KGP 1.0, freeplay) against a server, over TCP',
    )
    .argument('<host:port>', 'the KGP server, e.g. localhost:2671 (port 2671 when left out)')
    .addOption(botLevelOption())
    .addOption(
      moveTimeOption(
        "thinking time per state in milliseconds (default 1000), capped by the server's clock",
      ),
    )
    .option('--name <name>', 'the name to register with (sent as set info:name)')
    .option('--token <token>', 'the secret that keeps your identity (sent as set auth:token)')
    .action((address: string, options: KgpClientCommandOptions) =>
      kgpClientCommand(address, options, io),
    );

  addEgdbCommand(root, io);
  addBookCommand(root, io);
  addPuzzlesCommand(root, io);
  addPuzzleCommand(root, io);
  addLearnCommand(root, io);

  return root;
}

function playerOption(side: 'south' | 'north', fallback: string): Option {
  return new Option(
    `--${side} <player>`,
    `who plays ${side}: human or computer[:LEVEL], LEVEL 1-${STRONGEST_LEVEL}`,
  )
    .argParser(commanderParser(parsePlayerSpec))
    .default(unwrap(parsePlayerSpec(fallback)), fallback);
}

/** An engine level, 1-10 (`parseLevel`). */
function levelOption(flags: string, description: string): Option {
  return new Option(flags, description).argParser(commanderParser(parseLevel));
}

/** `--level`: a bot (`agent`, `kgp-client`) plays at this level instead of a timed search. */
function botLevelOption(): Option {
  return levelOption('--level <n>', 'play at this engine level (1-10) instead of a timed search');
}

/** `--time-per-move`: thinking time per move in milliseconds, 1 ms to an hour. */
function moveTimeOption(description: string): Option {
  return numberOption('--time-per-move <ms>', description, 1, 3_600_000);
}

function numberOption(flags: string, description: string, min: number, max: number): Option {
  return new Option(flags, description).argParser(
    commanderParser((text) => parseWholeNumber(text, min, max)),
  );
}

/** Turns a parser returning a Result into one commander calls, reporting errors as usage errors. */
function commanderParser<T>(parse: (text: string) => Result<T, string>): (text: string) => T {
  return (text) => {
    const parsed = parse(text);
    if (!parsed.ok) throw new InvalidArgumentError(parsed.error);
    return parsed.value;
  };
}
