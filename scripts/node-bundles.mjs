#!/usr/bin/env node
// The server's and the CLI's sources bundled into plain JavaScript, so that `npm start`, the
// `kalaha` command and their worker threads start without compiling TypeScript at every start.
//
// tsx compiles the sources through loader threads in each process and each worker thread (the
// rules, protocol and engine packages included); a bundle is plain JavaScript that Node loads at
// once. A server start on an existing data directory took 3.09 CPU-s and 1.97 s through tsx,
// 1.92 CPU-s and 1.30 s from the bundle; `kalaha rules` 0.56 CPU-s and 0.38 s, and 0.12 and 0.12
// (medians of 8 and 10 runs in turn, whole processes, 2026-11-28, this 2-core machine). The bins
// use a bundle only while it is newer than every source (`freshBundle`), and run the sources
// through tsx otherwise: an edited source is never run from a stale bundle.
//
//   node scripts/node-bundles.mjs [server|cli]...   builds the bundles that are missing or stale
//
// `npm start` builds the server's (prestart); the test runs build both (vitest's global setups).
// Plain JavaScript (no TypeScript): the bins read it before they would register tsx.
import { randomUUID } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceFiles } from './source-files.mjs';

/** The repository's root directory. */
const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** Written into a bundle's directory after each build; its time is the build's start. */
const STAMP = '.bundle-stamp';

/**
 * The worker threads' entries, named as the `.mjs` bootstraps beside their sources: the bundled
 * code starts them as `new URL('./node-worker.mjs', import.meta.url)`, which then names the
 * bundled worker beside the bundle.
 */
const ENGINE_WORKERS = {
  'node-worker': 'packages/engine/src/worker/node-entry.ts',
  'parallel-worker': 'packages/engine/src/solve/parallel-worker.ts',
  'build-worker': 'packages/engine/src/egdb/build-worker.ts',
};

/**
 * The bundles: each in `dist/` of its package, two levels below the repository's root as its
 * sources are (the server finds the web app at `../../web/dist/` from either), with `main.mjs`
 * exporting the package's `main`.
 */
export const BUNDLES = {
  server: {
    dir: 'packages/server/dist',
    entries: {
      main: 'packages/server/src/main.ts',
      'pglite-worker-entry': 'packages/server/src/storage/pglite-worker-entry.ts',
      ...ENGINE_WORKERS,
    },
  },
  cli: {
    dir: 'packages/cli/dist',
    entries: { main: 'packages/cli/src/main.ts', ...ENGINE_WORKERS },
  },
};

/** The sources a bundle is made of: the workspace packages it bundles, and this file. */
const INPUT_ROOTS = [
  fileURLToPath(import.meta.url),
  ...['rules', 'protocol', 'engine', 'server', 'cli'].flatMap((name) => [
    join(ROOT, 'packages', name, 'src'),
    join(ROOT, 'packages', name, 'package.json'),
  ]),
];

/** True when an input of the bundles (tests excluded) changed after `sinceMs`. */
function changedSince(sinceMs) {
  return sourceFiles(INPUT_ROOTS).some((file) => statSync(file).mtimeMs > sinceMs);
}

/**
 * The file URL of bundle `name`'s `main.mjs` when it is built and newer than every input, else
 * `undefined` (then the caller runs the sources through tsx).
 *
 * @param {'server' | 'cli'} name
 * @returns {string | undefined}
 */
export function freshBundle(name) {
  const dir = join(ROOT, BUNDLES[name].dir);
  const stamp = statSync(join(dir, STAMP), { throwIfNoEntry: false });
  if (stamp === undefined || changedSince(stamp.mtimeMs)) return undefined;
  return pathToFileURL(join(dir, 'main.mjs')).href;
}

/**
 * Builds bundle `name` with esbuild when it is missing or stale: the workspace packages inlined,
 * every other package left to Node to load from `node_modules`. The files are written to a
 * directory of their own and moved into place one by one, the stamp last, so that two runs
 * building at once (the test runs do) and a process loading the bundle meanwhile each see whole
 * files.
 *
 * @param {'server' | 'cli'} name
 * @returns {Promise<boolean>} whether it built.
 * @throws Error when esbuild fails (its messages printed).
 */
export async function ensureBundle(name) {
  if (freshBundle(name) !== undefined) return false;
  const { build } = await import('esbuild');
  const { dir, entries } = BUNDLES[name];
  const outdir = join(ROOT, dir);
  const scratch = join(outdir, `.building-${randomUUID()}`);
  // A source saved while the build reads the sources is newer than the stamp: the next start sees
  // the bundle stale.
  const started = new Date();
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: entries,
      outdir: scratch,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outExtension: { '.js': '.mjs' },
      logLevel: 'warning',
      metafile: true,
      plugins: [
        {
          name: 'workspace-only',
          setup(esbuild) {
            // Bare imports other than the workspace's own packages stay imports.
            esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@kalaha/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    const built = Object.keys(result.metafile.outputs).map((out) =>
      relative(scratch, join(ROOT, out)),
    );
    mkdirSync(outdir, { recursive: true });
    // Chunks first, the entries after them, then the stamp.
    const isEntry = (file) => Object.hasOwn(entries, file.replace(/\.mjs$/, ''));
    for (const file of [...built.filter((f) => !isEntry(f)), ...built.filter(isEntry)]) {
      renameSync(join(scratch, file), join(outdir, file));
    }
    for (const old of readdirSync(outdir)) {
      if (old.endsWith('.mjs') && !built.includes(old)) rmSync(join(outdir, old), { force: true });
    }
    writeFileSync(join(outdir, STAMP), `${started.toISOString()}\n`);
    utimesSync(join(outdir, STAMP), started, started);
    return true;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(BUNDLES);
  for (const name of names) {
    if (!Object.hasOwn(BUNDLES, name)) {
      console.error(`node-bundles: no bundle ${name} (${Object.keys(BUNDLES).join(', ')})`);
      process.exit(2);
    }
    if (await ensureBundle(name)) console.log(`Bundled the ${name} into ${BUNDLES[name].dir}/`);
  }
}
