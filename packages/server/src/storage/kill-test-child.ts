/**
 * The process that `pglite-durability.test.ts` kills: opens storage in a data directory and
 *
 * - `hold`: prints `ready` and waits (holding the directory) until it is killed;
 * - `commit <gameId>`: commits move after move on the game, printing `committed <version>` once
 *   each commit has resolved, until it is killed.
 *
 * Failures print `error <code or message>` and exit with status 1.
 *
 * Usage: `node --import tsx/esm kill-test-child.ts <dataDir> hold|commit [gameId]`
 */
import { step } from './fixtures.ts';
import { openStorage } from './open.ts';
import { StorageOpenError } from './open-error.ts';

const [dataDir, mode, gameId] = process.argv.slice(2);

function fail(reason: string): never {
  process.stdout.write(`error ${reason}\n`);
  process.exit(1);
}

if (dataDir === undefined) fail('usage: kill-test-child.ts <dataDir> hold|commit [gameId]');
const storage = await openStorage({ dataDir }).catch((error: unknown) =>
  fail(error instanceof StorageOpenError ? error.code : String(error)),
);
if (mode === 'hold') {
  process.stdout.write('ready\n');
  setInterval(() => undefined, 60_000);
} else if (mode === 'commit' && gameId !== undefined) {
  let current = (await storage.loadGame(gameId))?.game ?? fail(`no game ${gameId}`);
  for (;;) {
    const commit = step(current, current.version % 2 === 0 ? 'south' : 'north');
    const outcome = await storage.commit(commit);
    if (outcome !== 'ok') fail(outcome);
    process.stdout.write(`committed ${commit.next.version}\n`);
    current = commit.next;
  }
} else {
  fail(`unknown mode ${mode}`);
}
