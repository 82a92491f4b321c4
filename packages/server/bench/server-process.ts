import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `packages/server/bin/start.mjs`: what `npm start` runs. */
export const START_SCRIPT = fileURLToPath(new URL('../bin/start.mjs', import.meta.url));
/** The line the server prints once it listens: `Kalaha is served at http://localhost:PORT …`. */
const SERVED_AT = /served at (http:\/\/\S+)/;
/** The line `node --inspect` prints: `Debugger listening on ws://127.0.0.1:PORT/UUID`. */
const INSPECTOR_AT = /Debugger listening on (ws:\/\/\S+)/;
/** How long the server may take to open its database and listen, in ms. */
export const START_TIMEOUT_MS = 90_000;
/** How long the server may take to close gracefully on SIGTERM before it is killed, in ms. */
export const STOP_TIMEOUT_MS = 15_000;

/** The tail of the server's output kept for reports, in characters. */
const OUTPUT_KEPT_CHARS = 64 * 1024;

/** Why the server process could not be started. */
export class ServerStartError extends Error {
  readonly code = 'ERR_SERVER_START';
}

/** The server under load, running as a child process. */
export interface ServerProcess {
  /** Its process id (for `/proc/<pid>`). */
  readonly pid: number;
  /** `http://127.0.0.1:PORT`, as it printed (with the loopback address for `localhost`). */
  readonly url: string;
  /** The `ws://` URL of its inspector when started with `inspect`. */
  readonly inspectorUrl: string | undefined;
  /** Whatever it wrote to stdout and stderr so far (for a report when it fails). */
  output(): string;
  /** True once it has exited. */
  exited(): boolean;
  /**
   * Stops it with SIGTERM (its graceful shutdown) and waits for its exit, killing it with SIGKILL
   * after {@link STOP_TIMEOUT_MS}. Resolves with its exit code (null when killed by a signal).
   */
  stop(): Promise<number | null>;
}

/** How to start the server. */
export interface ServerProcessOptions {
  /** Added to the environment (`PORT=0`, `HOST=127.0.0.1` come first and may be overridden). */
  readonly env: Readonly<Record<string, string>>;
  /** Arguments for `node` before the script (such as `--cpu-prof`). */
  readonly nodeArgs?: readonly string[];
  /** Opens the inspector on a free loopback port (`--inspect=127.0.0.1:0`). */
  readonly inspect?: boolean;
  /** The working directory (where `--cpu-prof` writes). */
  readonly cwd?: string;
}

/**
 * Starts `node bin/start.mjs` on a free port of the loopback interface and waits for its "served
 * at" line.
 *
 * @throws ServerStartError when it exits before listening or does not listen within
 *   {@link START_TIMEOUT_MS} (then it is killed); the message holds its output.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const nodeArgs = [
    ...(options.inspect ? ['--inspect=127.0.0.1:0'] : []),
    ...(options.nodeArgs ?? []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, START_SCRIPT], {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new ServerStartError(`the server ${why}; its output:\n${output}`));
    };
    const timer = setTimeout(
      () => fail(`did not listen within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS);
      const served = settled ? null : SERVED_AT.exec(output);
      if (served) {
        settled = true;
        clearTimeout(timer);
        resolve(served[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', (error) => fail(`could not be started (${error.message})`));
    void exit.then((code) => fail(`exited with code ${code} before listening`));
  });
  return {
    pid: child.pid!,
    url: url.replace('localhost', '127.0.0.1'),
    inspectorUrl: INSPECTOR_AT.exec(output)?.[1],
    output: () => output,
    exited: () => exitCode !== undefined,
    stop: () => stopChild(child, exit, () => exitCode !== undefined),
  };
}

async function stopChild(
  child: ChildProcess,
  exit: Promise<number | null>,
  exited: () => boolean,
): Promise<number | null> {
  if (exited()) return exit;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exit;
  clearTimeout(timer);
  return code;
}
