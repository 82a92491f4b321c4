/**
 * The engine's Web Worker: the browser entry of `@kalaha/engine` on the worker's global scope,
 * with level 10's Wari and Oware endgame databases (docs/RULES.md 2), fetched from the app's
 * `egdb/` directory (written by the build, `build/egdb.ts`) the first time a game of those rules
 * asks, and kept in the Cache API so that each is downloaded once. A file of our own so that Vite
 * bundles it as a module worker.
 */
import { browserWariEgdbFiles, ExactSources, FetchedWariShelf } from '@kalaha/engine';
import { startBrowserEngine } from '@kalaha/engine/worker/browser';

const shelf = new FetchedWariShelf({
  baseUrl: new URL(`${import.meta.env.BASE_URL}egdb/`, self.location.origin).href,
  files: browserWariEgdbFiles(),
});
startBrowserEngine({
  exact: new ExactSources(undefined, undefined, (rules) => shelf.forWari(rules)),
});
