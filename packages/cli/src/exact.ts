import { join } from 'node:path';
import { Option } from 'commander';
import { ExactSources } from '@kalaha/engine';
import { EgdbShelf } from '@kalaha/engine/node';

/**
 * Where endgame databases are looked for and written by default, relative to the working
 * directory: `egdb` in `./data`, the data directory `npm start`'s server keeps its database in
 * (and where it looks for them too), so that one `kalaha egdb build` serves the terminal and the
 * server alike.
 */
export const DEFAULT_EGDB_DIR = join('data', 'egdb');

/**
 * A directory of endgame databases (`--egdb DIR`, by default {@link DEFAULT_EGDB_DIR}), or `false`
 * for none (`--no-egdb`).
 */
export type EgdbDirOption = string | false;

/**
 * The `--egdb DIR` option of the commands whose level 10 or analysis uses endgame databases, by
 * default {@link DEFAULT_EGDB_DIR}: a directory that is missing or holds no database for the rules
 * simply gives none. Goes with {@link noEgdbOption}.
 *
 * @param what what the databases are for, for the help text.
 */
export function egdbDirOption(what: string): Option {
  return new Option('--egdb <dir>', `endgame databases ${what} (kalaha egdb build)`).default(
    DEFAULT_EGDB_DIR,
  );
}

/** `--no-egdb`: search without endgame databases (the option's value is then `false`). */
export function noEgdbOption(): Option {
  return new Option('--no-egdb', 'use no endgame database');
}

/**
 * Level 10's and the analysis's sources of proven values for `--egdb DIR`: an exact solver with
 * the database in DIR built for the game's rules (loaded when first needed), and for Wari and
 * Oware level 10's search the Wari database in DIR (`kalaha egdb build --rules wari`); a solver
 * alone with `--no-egdb` (`false`) or no directory.
 */
export function exactSourcesFor(egdbDir: EgdbDirOption | undefined): ExactSources {
  if (egdbDir === undefined || egdbDir === false) return new ExactSources();
  const shelf = new EgdbShelf(egdbDir);
  return new ExactSources(
    (rules) => shelf.for(rules),
    undefined,
    (rules) => shelf.forWari(rules),
  );
}
