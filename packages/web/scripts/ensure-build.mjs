#!/usr/bin/env node
// `npm start`'s prestart: builds the web app when dist/ is missing or older than its sources.
import { register } from 'tsx/esm/api';

register();
const { ensureBuild } = await import('./ensure-build.ts');
ensureBuild();
