/** The exit codes of the `kalaha` command. */
export const EXIT_CODES = {
  /** The command did what was asked (a game left unfinished by end of input included). */
  ok: 0,
  /** A runtime failure: an unreadable or bad record file, a file that cannot be written. */
  failure: 1,
  /** A usage error: unknown command or option, a bad option value, an unknown preset, a bad `--set`. */
  usage: 2,
} as const;

/** An exit code of the `kalaha` command. */
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/**
 * An error the command reports to the user as one line on stderr (`kalaha: <message>`) before it
 * exits with {@link CliError.exitCode}. Any other exception escaping a command is a bug.
 */
export class CliError extends Error {
  constructor(
    message: string,
    /** {@link EXIT_CODES.usage} or {@link EXIT_CODES.failure}. */
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A usage error (exit code 2) with this message. */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT_CODES.usage);
}

/** A runtime failure (exit code 1) with this message. */
export function failure(message: string): CliError {
  return new CliError(message, EXIT_CODES.failure);
}
