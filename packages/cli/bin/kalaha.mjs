#!/usr/bin/env node
// The `kalaha` command. Runs the TypeScript sources through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';

// A reader that stops early (`kalaha rules | head`) is no failure: stop quietly.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
