import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openStorage } from './open.ts';
import { describeStorageContract } from './storage-contract.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeStorageContract('PGlite in memory', () => openStorage({}));

describeStorageContract('PGlite in a directory', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kalaha-storage-'));
  dirs.push(dir);
  return openStorage({ dataDir: join(dir, 'data') });
});
