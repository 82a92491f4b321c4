import { ExactSources } from '@kalaha/engine';
import { EgdbShelf } from '@kalaha/engine/node';

/**
 * Level 10's and the analysis's sources of proven values for `--egdb DIR`: an exact solver with
 * the database in DIR built for the game's rules (loaded when first needed), and for Wari and
 * Oware level 10's search the Wari database in DIR (`kalaha egdb build --rules wari`); a solver
 * alone when no directory is given.
 */
export function exactSourcesFor(egdbDir: string | undefined): ExactSources {
  if (egdbDir === undefined) return new ExactSources();
  const shelf = new EgdbShelf(egdbDir);
  return new ExactSources(
    (rules) => shelf.for(rules),
    undefined,
    (rules) => shelf.forWari(rules),
  );
}
