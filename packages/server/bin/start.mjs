#!/usr/bin/env node
// `npm start`: runs the server from its bundle (`scripts/node-bundles.mjs`, built by prestart)
// while the bundle is newer than every source, else the TypeScript sources through tsx.
import { freshBundle } from '../../../scripts/node-bundles.mjs';

const bundle = freshBundle('server');
if (bundle === undefined) (await import('tsx/esm/api')).register();
const { main } = await import(bundle ?? '../src/main.ts');
const code = await main();
if (code !== 0) process.exit(code);
