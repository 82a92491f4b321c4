import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where users run `node packages/cli/bin/kalaha.mjs …`. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What a run of the command printed and how it exited. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The move prompt and the rematch question, at the end of the output while the game waits. */
export const PROMPT = /(or help: |\[y\/N\] )$/;

/** A run that has not finished after this long has hung: the test fails instead of waiting. */
const TIMEOUT_MS = 30_000;

/**
 * Runs the real executable, `node packages/cli/bin/kalaha.mjs ...args`, from the repository root.
 *
 * @param input text written to standard input before it is closed; or a function called each time
 *   the output ends with a {@link PROMPT}, with the output so far, returning the line to type or
 *   `undefined` to close standard input.
 */
export function runCli(
  args: readonly string[],
  input: string | ((output: string) => string | undefined) = '',
): Promise<CliRun> {
  const child = spawn(process.execPath, ['packages/cli/bin/kalaha.mjs', ...args], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  let answeredAt = -1;
  child.stdin.on('error', () => {}); // the command may exit before reading everything
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (typeof input !== 'function' || !PROMPT.test(stdout) || answeredAt === stdout.length) return;
    answeredAt = stdout.length;
    const line = input(stdout);
    if (line === undefined) child.stdin.end();
    else child.stdin.write(`${line}\n`);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  if (typeof input === 'string') child.stdin.end(input);
  const timer = setTimeout(() => child.kill(), TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Every match of `pattern` (with the g flag) in `text`, as capture-group-1 strings. */
export function allMatches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]!);
}
