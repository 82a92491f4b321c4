import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A vitest global setup (every project of `vitest.config.ts`): the run's temporary files go into
 * one directory of their own, removed when the run ends. It sets `TMPDIR` before the test workers
 * start, so `os.tmpdir()` in every test file, and in every process a test starts (the CLI, the
 * server, Chromium), names that directory: a test that leaves a directory behind leaves it there,
 * and it goes with the rest.
 */
export default function setup(): () => void {
  // Every project runs this setup: the first makes the directory (and names it in
  // KALAHA_TEST_TMPDIR), the others keep it. Its name is short, for the Unix socket paths made in
  // it (Chromium's, at most 107 bytes).
  if (process.env['KALAHA_TEST_TMPDIR'] !== undefined) return () => {};
  const previous = process.env['TMPDIR'];
  const root = mkdtempSync(join(tmpdir(), 'kt-'));
  process.env['TMPDIR'] = root;
  process.env['KALAHA_TEST_TMPDIR'] = root;
  return () => {
    if (previous === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = previous;
    delete process.env.KALAHA_TEST_TMPDIR;
    rmSync(root, { recursive: true, force: true });
  };
}
