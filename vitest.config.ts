import { defineConfig } from 'vitest/config';

/**
 * Three projects: `node` (every package's tests, the server's process-level ones included), `web`
 * (the browser app's components and state, in happy-dom, with Preact's JSX) and `e2e` (the built
 * app served by the `npm start` server, driven in headless Chromium; one file at a time).
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'packages/server/**/*.test.ts',
            'packages/web/build/**/*.test.ts',
            'packages/web/scripts/**/*.test.ts',
          ],
          exclude: ['packages/web/src/**', '**/node_modules/**'],
          testTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['packages/web/e2e/**/*.test.ts'],
          globalSetup: ['packages/web/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
