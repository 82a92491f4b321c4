#!/usr/bin/env node
// The `kalaha` command: runs its bundle (`scripts/node-bundles.mjs`) while the bundle is newer
// than every source, else the TypeScript sources through tsx, so no build step is needed.
import { freshBundle } from '../../../scripts/node-bundles.mjs';

// A reader that stops early (`kalaha rules | head`) is no failure: stop quietly.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const bundle = freshBundle('cli');
if (bundle === undefined) (await import('tsx/esm/api')).register();
const { main } = await import(bundle ?? '../src/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
