// The source files a build is made of, for the stale checks of the builds that `npm start` and
// the tests make: the web app's (`packages/web/scripts/ensure-build.ts`) and the server's and the
// CLI's bundles (`node-bundles.mjs`). Plain JavaScript: the bins read it before tsx is registered.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `roots` (directories walked whole, files taken as they are, missing ones
 * skipped), test files (`*.test.ts`, `*.test.tsx`) left out.
 *
 * @param {readonly string[]} roots
 * @returns {string[]}
 */
export function sourceFiles(roots) {
  const files = [];
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat === undefined) return;
    if (!stat.isDirectory()) {
      if (!/\.test\.tsx?$/.test(path)) files.push(path);
      return;
    }
    for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  roots.forEach(walk);
  return files;
}
