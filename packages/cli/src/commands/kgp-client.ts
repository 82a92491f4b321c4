import { connect, type Socket } from 'node:net';
import { KGP_MAX_LINE, LineSplitter } from '@kalaha/protocol';
import { DEFAULT_MOVE_MS } from '../agent/time-budget.ts';
import { failure, usageError } from '../errors.ts';
import type { Io } from '../io.ts';
import { parseKgpAddress, type KgpAddress } from '../kgp/address.ts';
import { KgpClient, type KgpEffect } from '../kgp/kgp-client.ts';
import { WorkerKgpEngine, type KgpEngine, type KgpSearchJob } from '../kgp/kgp-engine.ts';

/** The options of `kalaha kgp-client`. */
export interface KgpClientCommandOptions {
  /** Play at this engine level (1..10) instead of the timed full search (`--level`). */
  readonly level?: number;
  /** Thinking time per state request in milliseconds (`--time-per-move`, default 1000). */
  readonly timePerMove?: number;
  /** The client's name, sent as `set info:name` (`--name`). */
  readonly name?: string;
  /** The token that identifies the client across connections, `set auth:token` (`--token`). */
  readonly token?: string;
}

/** The line end KGP commands are sent with (spec 012: CRLF). */
const LINE_END = '\r\n';

/** How long the client waits for the server to close its side after the client ended its own. */
const CLOSE_GRACE_MS = 1000;

/**
 * `kalaha kgp-client HOST:PORT`: the engine as a KGP 1.0 freeplay client over TCP (issue 7,
 * section 2). Returns when the server says `goodbye` or ends the connection; log lines go to
 * standard error, `kalaha kgp-client: …`.
 *
 * @throws {CliError} usage error for a bad address, name or token; runtime failure when the
 *   connection cannot be made or breaks (reset, error), or the server speaks another major version.
 */
export async function kgpClientCommand(
  address: string,
  options: KgpClientCommandOptions,
  io: Io,
): Promise<void> {
  const target = parseKgpAddress(address);
  if (!target.ok) throw usageError(target.error);
  for (const [flag, value] of [
    ['--name', options.name],
    ['--token', options.token],
  ] as const) {
    if (value !== undefined && (value === '' || /[\r\n]/.test(value))) {
      throw usageError(`${flag} must be a non-empty text on one line`);
    }
  }
  const log = (line: string): void => void io.stderr.write(`kalaha kgp-client: ${line}\n`);
  const socket = await open(target.value);
  const engine = new WorkerKgpEngine({ level: options.level });
  const client = new KgpClient({
    name: options.name,
    token: options.token,
    moveTimeMs: options.timePerMove ?? DEFAULT_MOVE_MS,
    log,
  });
  const failed = await converse(socket, client, engine, log);
  await engine.close();
  if (failed !== undefined) throw failure(failed);
}

/** Connects, or fails with the reason (refused, unknown host…). */
function open(target: KgpAddress): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.host, port: target.port });
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error) =>
      reject(failure(`cannot connect to ${target.host}:${target.port}: ${error.message}`)),
    );
  });
}

/**
 * Runs the conversation until the connection closes: lines to the client, its effects carried
 * out. Resolves with a failure message, or `undefined` after `goodbye` or the server's end.
 */
function converse(
  socket: Socket,
  client: KgpClient,
  engine: KgpEngine,
  log: (line: string) => void,
): Promise<string | undefined> {
  const jobs = new Map<number, KgpSearchJob>();
  const splitter = new LineSplitter(KGP_MAX_LINE);
  let failed: string | undefined;
  let said = false;
  const peer = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;

  const apply = (effects: readonly KgpEffect[]): void => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'send':
          if (socket.writable) socket.write(`${effect.line}${LINE_END}`);
          break;
        case 'search': {
          const { search } = effect;
          const job = engine.start(effect.position, effect.timeMs, {
            improved: (house) => apply(client.improved(search, house)),
            finished: (house) => {
              jobs.delete(search);
              apply(client.finished(search, house));
            },
            failed: (message) => {
              jobs.delete(search);
              apply(client.failed(search, message));
            },
          });
          jobs.set(search, job);
          break;
        }
        case 'stop':
          jobs.get(effect.search)?.stop();
          jobs.delete(effect.search);
          break;
        case 'close':
          said = true;
          failed ??= effect.error;
          socket.end();
          // A server that keeps its half open after our end is not waited for.
          setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
          break;
      }
    }
  };

  return new Promise((resolve) => {
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    socket.on('data', (chunk: string) => {
      for (const piece of splitter.push(chunk)) {
        if ('line' in piece) apply(client.receive(piece.line));
        else {
          log(
            `ignored a line of ${piece.tooLong} characters (KGP allows ${KGP_MAX_LINE} with its end)`,
          );
        }
      }
    });
    socket.on('end', () => {
      const last = splitter.flush();
      if (last !== undefined) apply(client.receive(last));
      if (!said) log(`the server ${peer} closed the connection without goodbye`);
      socket.end();
    });
    socket.on('error', (error) => {
      failed ??= `the connection to ${peer} failed: ${error.message}`;
    });
    socket.on('close', () => {
      for (const job of jobs.values()) job.stop();
      jobs.clear();
      resolve(failed);
    });
  });
}
