#!/usr/bin/env node
// `npm start`: runs the TypeScript server through tsx (no build step for the server itself).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
const code = await main();
if (code !== 0) process.exit(code);
