import { tsImport } from 'tsx/esm/api';
import type * as Engine from '@kalaha/engine';
import type { Plugin } from 'vite';

/** The build's directory of the databases, as the worker fetches them (`engine.worker.ts`). */
export const EGDB_DIR = 'egdb/';

/**
 * Writes the Wari endgame databases the browser's engine fetches (`browserWariEgdbFiles`: the
 * `oware` and `wari` presets, 8 seeds, docs/RULES.md 2) into the build's `egdb/` directory, built
 * by the engine's own builder at build time (about 1.5 s each) rather than kept in the
 * repository. They are not precached by the service worker (`pwa.ts` leaves `egdb/` out): the
 * engine's worker downloads one the first time level 10 plays its rules and keeps it in the Cache
 * API (`FetchedWariShelf`). `precompress.ts` writes their Brotli copies (about 91 kB for 2.1 MB).
 *
 * The engine is TypeScript, which Vite's config loader does not load from a package: it comes in
 * through tsx, as the CLI loads it.
 */
export function wariEgdbs(): Plugin {
  return {
    name: 'kalaha-egdb',
    apply: 'build',
    async buildStart() {
      const engine = (await tsImport('@kalaha/engine', import.meta.url)) as typeof Engine;
      for (const { rules, maxSeeds } of engine.browserWariEgdbFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${EGDB_DIR}${engine.wariEgdbFileName(rules, maxSeeds)}`,
          source: engine.encodeWariEgdb(engine.buildWariEgdb(rules, maxSeeds)),
        });
      }
    },
  };
}
