import { randomBytes } from 'node:crypto';
import { link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StorageOpenError } from './open-error.ts';

/** The lock file's name inside the data directory. */
export const LOCK_FILE = 'storage.lock';

/** Attempts to take a lock left by a dead process before giving up (other openers race us). */
const TAKEOVER_ATTEMPTS = 20;
/** How long to wait (ms) while another process takes over a stale lock. */
const TAKEOVER_WAIT_MS = 25;
/** Age (ms) after which a takeover file is stale: held for milliseconds, so 10 s is generous. */
const TAKEOVER_STALE_MS = 10_000;

/** Who holds a lock: a process id and, on Linux, that process's start time (clock ticks). */
interface Owner {
  readonly pid: number;
  readonly started: string | null;
}

/** A data directory held by this process; {@link release} lets it go. */
export interface DataDirLock {
  /** The lock file. */
  readonly path: string;
  /** Removes the lock file (if it is still ours). Idempotent. */
  release(): Promise<void>;
}

/** Lock files held by this process (a second open in the same process is refused too). */
const held = new Set<string>();

/**
 * Takes `dir` (an existing, resolved directory) for this process, the way PostgreSQL's
 * `postmaster.pid` does: a lock file created atomically (written aside, then hard-linked into
 * place) holding our pid and start time. A lock whose process is gone (killed, crashed) is stale
 * and taken over, so a directory left by a SIGKILLed server opens fine; a process with the same
 * pid but another start time (pid reused) does not count. The check covers processes on this
 * host only: don't share a data directory between hosts.
 *
 * @throws StorageOpenError `ERR_DATA_DIR_IN_USE` (naming the pid) when a live process holds it,
 *   `ERR_DATA_DIR` when the directory cannot be written.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = join(dir, LOCK_FILE);
  if (held.has(path)) throw inUse(dir, process.pid);
  // Marked before the first await, so that a concurrent open in this process is refused too.
  held.add(path);
  const text = JSON.stringify({
    pid: process.pid,
    started: startTimeOf(process.pid),
  } satisfies Owner);
  try {
    for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
      if (await create(path, text)) return { path, release: () => release(path, text) };
      const owner = await ownerOf(path);
      if (owner !== undefined && isRunning(owner)) throw inUse(dir, owner.pid);
      await removeStale(path, text);
    }
    throw inUse(dir, undefined);
  } catch (error) {
    held.delete(path);
    throw error;
  }
}

/**
 * Removes a stale lock file, under a second lock file (`.takeover`) so that of two processes
 * finding the same stale lock only one removes it: without it, the slower one could remove the
 * lock the faster one had just made. A `.takeover` file older than {@link TAKEOVER_STALE_MS}
 * (its process died within the few milliseconds it holds it) is removed.
 */
async function removeStale(path: string, text: string): Promise<void> {
  const takeover = `${path}.takeover`;
  if (await create(takeover, text)) {
    try {
      const owner = await ownerOf(path);
      if (owner === undefined || !isRunning(owner)) await unlink(path).catch(ignore('ENOENT'));
    } finally {
      await unlink(takeover).catch(ignore('ENOENT'));
    }
    return;
  }
  const since = await stat(takeover).then((file) => Date.now() - file.mtimeMs, ignore('ENOENT'));
  if (since !== undefined && since > TAKEOVER_STALE_MS) {
    await unlink(takeover).catch(ignore('ENOENT'));
  } else {
    await setTimeout(TAKEOVER_WAIT_MS);
  }
}

/** Creates `path` holding `text` unless it exists (false then); atomic for other processes. */
async function create(path: string, text: string): Promise<boolean> {
  const aside = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    await writeFile(aside, text, { flag: 'wx' });
    await link(aside, path);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw new StorageOpenError('ERR_DATA_DIR', `Cannot write the lock file ${path}`, {
      cause: error,
    });
  } finally {
    await unlink(aside).catch(ignore('ENOENT'));
  }
}

/** The owner written in a lock file; undefined when it is gone or unreadable (stale). */
async function ownerOf(path: string): Promise<Owner | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw new StorageOpenError('ERR_DATA_DIR', `Cannot read the lock file ${path}`, {
      cause: error,
    });
  }
  try {
    const owner: unknown = JSON.parse(text);
    if (typeof owner !== 'object' || owner === null) return undefined;
    const { pid, started } = owner as Partial<Record<keyof Owner, unknown>>;
    if (!Number.isSafeInteger(pid) || (typeof started !== 'string' && started !== null)) {
      return undefined;
    }
    return { pid: pid as number, started };
  } catch {
    return undefined;
  }
}

/**
 * True when the lock's process still runs. Our own pid in a lock we don't hold is a lock left by
 * an earlier process that had the same pid (a container restarted: the server is pid 1 again).
 */
function isRunning(owner: Owner): boolean {
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (!isCode(error, 'EPERM')) return false;
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

/**
 * A process's start time in clock ticks since boot (field 22 of `/proc/<pid>/stat`), which tells
 * a reused pid from the original; null where there is no `/proc` (not Linux) or no such process.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start with field 3, the state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3] ?? null;
  } catch {
    return null;
  }
}

/** Removes the lock file if it still holds `text` (ours). */
async function release(path: string, text: string): Promise<void> {
  if (!held.delete(path)) return;
  const current = await readFile(path, 'utf8').catch(ignore('ENOENT'));
  if (current === text) await unlink(path).catch(ignore('ENOENT'));
}

/** The error for a directory that another process (pid, when known) holds. */
function inUse(dir: string, pid: number | undefined): StorageOpenError {
  const who =
    pid === process.pid ? 'this process' : pid === undefined ? 'another process' : `process ${pid}`;
  return new StorageOpenError(
    'ERR_DATA_DIR_IN_USE',
    `The data directory ${dir} is in use by ${who}: PGlite allows one server per directory ` +
      '(stop the other server, or give this one another directory or DATABASE_URL)',
  );
}

/** True when `error` is a Node system error with this `code` (such as `ENOENT`). */
export function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** A rejection handler that swallows errors with `code` (undefined then) and rethrows others. */
function ignore(code: string): (error: unknown) => undefined {
  return (error) => {
    if (isCode(error, code)) return undefined;
    throw error;
  };
}
