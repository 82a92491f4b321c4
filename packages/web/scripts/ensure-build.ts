import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../../../scripts/source-files.mjs';

/** The web package's directory. */
export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Written into `dist/` after a build; its time is the build's. */
export const STAMP = '.build-stamp';

/** The files a build is made from: the app, its build set-up, and the packages it bundles. */
export function buildInputs(webDir: string = WEB_DIR): string[] {
  const packages = join(webDir, '..');
  const roots = [
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'package.json'),
    join(webDir, 'src'),
    join(webDir, 'build'),
    join(webDir, 'public'),
    join(packages, 'rules', 'src'),
    join(packages, 'engine', 'src'),
    join(packages, 'protocol', 'src'),
  ];
  return sourceFiles(roots);
}

/**
 * Why the app must be built, or `undefined` when `dist/` is up to date: no build yet, or a
 * build input changed after the last build.
 */
export function staleReason(webDir: string = WEB_DIR): string | undefined {
  const stamp = join(webDir, 'dist', STAMP);
  if (!existsSync(stamp) || !existsSync(join(webDir, 'dist', 'index.html'))) return 'no build yet';
  const built = statSync(stamp).mtimeMs;
  const changed = buildInputs(webDir).find((f) => statSync(f).mtimeMs > built);
  return changed && `${changed} changed since the last build`;
}

/**
 * Builds the app with Vite when it is missing or stale (see {@link staleReason}). The build runs
 * in a child process with `NODE_ENV=production`, whatever the caller's environment (a test
 * runner sets `NODE_ENV=test`, which would make Vite build a non-production app).
 *
 * @throws Error when the build fails.
 */
export function ensureBuild(webDir: string = WEB_DIR): boolean {
  const reason = staleReason(webDir);
  if (reason === undefined) return false;
  console.log(`Building the web app (${reason})…`);
  const viteDir = dirname(createRequire(import.meta.url).resolve('vite/package.json'));
  const vite = join(viteDir, 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`the web app's build failed (exit ${result.status})`);
  writeFileSync(join(webDir, 'dist', STAMP), `${new Date().toISOString()}\n`);
  return true;
}
