import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import {
  missingServices,
  probeServices,
  servicesRequired,
} from './packages/server/test/service-probe.ts';
import { SlowFirstSequencer } from './packages/server/test/slow-first.ts';
import { CHROMIUM } from './packages/web/e2e/browser.ts';

const services = await probeServices(CHROMIUM);

/** Every project's temporary files in one directory, removed after the run (`temp-root.ts`). */
const TEMP_ROOT = 'packages/server/test/temp-root.ts';
/** The server's and the CLI's bundles, which the processes tests start run from (`node-bundles.ts`). */
const NODE_BUNDLES = 'packages/server/test/node-bundles.ts';
/** Every test must assert something (`assertions-setup.ts`). */
const ASSERTIONS = 'packages/server/test/assertions-setup.ts';
const missing = missingServices(services);
if (missing.length > 0) {
  const lines = missing.map((where) => `  - ${where}`).join('\n');
  if (servicesRequired()) {
    throw new Error(
      `KALAHA_REQUIRE_SERVICES=1 and these services are missing:\n${lines}\n(.ci/run starts them)`,
    );
  }
  console.warn(
    `\n*** These services are missing, so the suites that need them are SKIPPED:\n${lines}\n` +
      (services.chromium ? '' : '*** Every end-to-end file (packages/web/e2e) is skipped.\n') +
      '*** `bash .ci/run` provides them; KALAHA_REQUIRE_SERVICES=1 makes a skip a failure.\n',
  );
}

/**
 * Three projects: `node` (every package's tests, the server's process-level ones included), `web`
 * (the browser app's components and state, in happy-dom, with Preact's JSX) and `e2e` (the built
 * app served by the `npm start` server, driven in headless Chromium; one file at a time). Vitest
 * runs a project whose files go one at a time only after the others, so `npm test` runs `e2e` in
 * a vitest process of its own beside the `node` and `web` one (`test:unit` in `package.json`):
 * the browser tests mostly wait (animations, the computer's thinking, the other player), about
 * half a core of CPU, and fill the time the other projects leave. The
 * outside services some tests need (PostgreSQL, Redis, Chromium) are probed once here: a missing
 * one skips its suites loudly, or fails the run under `KALAHA_REQUIRE_SERVICES=1` (`.ci/run`).
 */
export default defineConfig({
  test: {
    testTimeout: 120_000,
    provide: { services },
    // As many workers as cores (vitest's default is one fewer): many files wait on a server, a
    // database, a browser or a child process. With `npm test` the cores are busy throughout (the
    // e2e project, lint and the type check run beside), so a third worker only loaded the modules
    // once more: the whole `npm test` took 356 s and 698 CPU-s with two workers against 366 s and
    // 728 CPU-s with three (2026-11-28, one run each, this 2-core machine, quiet; CPU-s counted
    // machine-wide, Chromium's included).
    maxWorkers: availableParallelism(),
    // The slowest files first, with or without vitest's results cache (`slow-first.ts`).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'node',
          globalSetup: [TEMP_ROOT, NODE_BUNDLES],
          setupFiles: [ASSERTIONS],
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'packages/server/**/*.test.ts',
            'packages/web/build/**/*.test.ts',
            'packages/web/scripts/**/*.test.ts',
          ],
          exclude: ['packages/web/src/**', '**/node_modules/**'],
          // The files of a worker share their modules instead of loading them again for each
          // file (an isolated run spent some 160 s importing): the node and web projects took
          // 606 s instead of 655 s of wall time and 1,154 instead of 1,253 s of CPU on this
          // 2-core machine, measured side by side. Every file restores what it changes (spies,
          // timers, environment variables, servers).
          isolate: false,
          // Safety nets against a hang, not measures of speed (a project does not inherit the
          // root's): a full run on a machine twice as slow as usual took a server process over
          // 45 s to start. Hooks start databases, servers and child processes.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        test: {
          name: 'web',
          globalSetup: [TEMP_ROOT],
          setupFiles: [ASSERTIONS],
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // As in the node project, the files of a worker share their modules: the project took
          // 8.2 s of wall time and 14 s of CPU instead of 31.9 s and 61 s on this 2-core machine
          // (`npx vitest run --project web [--no-isolate]`, 2026-11-28), and passes in any file
          // order (`--sequence.shuffle.files`, three seeds).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // Every file drives Chromium: without it the project has no files (said above).
          include: services.chromium ? ['packages/web/e2e/**/*.test.ts'] : [],
          passWithNoTests: true,
          globalSetup: [TEMP_ROOT, 'packages/web/e2e/global-setup.ts'],
          setupFiles: [ASSERTIONS],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
