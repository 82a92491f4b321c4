import { spawn } from 'node:child_process';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../src/main.ts';

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
const TIMEOUT_MS = 90_000;

/**
 * What to type: text written to standard input before it is closed; or a function called each
 * time the output ends with a {@link PROMPT}, with the output so far, returning the line to type
 * or `undefined` to close standard input.
 */
export type CliInput = string | ((output: string) => string | undefined);

/**
 * Feeds `input` to `stdin`: at once when it is text, else line by line as prompts appear in the
 * output. Returns the listener of the output's chunks, which collects them.
 */
function typist(
  input: CliInput,
  stdin: Writable,
): { onOutput(chunk: string): void; text(): string } {
  let stdout = '';
  let answeredAt = -1;
  stdin.on('error', () => {}); // the command may stop before reading everything
  if (typeof input === 'string') stdin.end(input);
  return {
    onOutput(chunk) {
      stdout += chunk;
      if (typeof input !== 'function' || !PROMPT.test(stdout) || answeredAt === stdout.length) {
        return;
      }
      answeredAt = stdout.length;
      const line = input(stdout);
      if (line === undefined) stdin.end();
      else stdin.write(`${line}\n`);
    },
    text: () => stdout,
  };
}

/**
 * Runs the real executable, `node packages/cli/bin/kalaha.mjs ...args`, from the repository root
 * (or from `cwd`): for the tests whose subject is the process itself (its start, its exit code,
 * its pipes, its working directory).
 */
export function runCli(
  args: readonly string[],
  input: CliInput = '',
  cwd: string = REPO_ROOT,
): Promise<CliRun> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'packages/cli/bin/kalaha.mjs'), ...args], {
    cwd,
    stdio: 'pipe',
  });
  const typed = typist(input, child.stdin);
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', typed.onOutput);
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill(), TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: typed.text(), stderr });
    });
  });
}

/**
 * Runs the command in this process: `main` of `src/main.ts` on streams of its own, as the
 * executable would with the same arguments and input, without the cost of a process and of
 * compiling the sources again (the subject of most tests is the command, not the process). An
 * error `main` does not catch ends the run with code 1 and its stack on standard error, as Node
 * would print it.
 */
export async function runCommand(args: readonly string[], input: CliInput = ''): Promise<CliRun> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const typed = typist(input, stdin);
  let errors = '';
  stdout.setEncoding('utf8').on('data', typed.onOutput);
  stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  let code: number;
  try {
    code = await main(args, { stdin, stdout, stderr });
  } catch (error) {
    errors += `${error instanceof Error ? error.stack : String(error)}\n`;
    code = 1;
  }
  stdout.end();
  stderr.end();
  // The streams hand on what is written to them in the next turns of the event loop.
  await Promise.all([finished(stdout), finished(stderr)]);
  return { code, stdout: typed.text(), stderr: errors };
}

/** Every match of `pattern` (with the g flag) in `text`, as capture-group-1 strings. */
export function allMatches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]!);
}
