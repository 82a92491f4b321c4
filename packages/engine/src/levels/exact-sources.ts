import type { RuleSet, WariRuleSet } from '@kalaha/rules';
import { databaseValues, type ExactValue } from '../analysis/analyze.ts';
import type { Egdb } from '../egdb/egdb.ts';
import { Solver } from '../solve/solver.ts';
import type { WariEgdb } from '../wari/egdb.ts';
import type { ExactSolver } from './level-move.ts';

/** Where proven values come from for one rule set: what level 10 and the analysis are given. */
export interface ExactKit {
  /** The exact solver, with the rules' endgame database when there is one. */
  readonly solver: ExactSolver;
  /** The database's values, when there is a database for the rules. */
  readonly exactValue?: ExactValue;
  /** The Wari database of the rules (Wari and Oware), when there is one. */
  readonly wariEgdb?: WariEgdb;
}

/**
 * Level 10's and the analysis's sources of proven values, per rule set: an exact {@link Solver}
 * (its own table of `ttMiB` MiB, made when first needed) with the endgame database that
 * `databaseFor` finds for the rules, and that database's values. Without databases (a browser, or
 * no `--egdb` directory) the solver still proves small endgames on its own.
 *
 * One solver is kept per database (and one without), so its table carries over from move to move
 * as a searcher's does.
 */
export class ExactSources {
  readonly #kits = new Map<Egdb | undefined, ExactKit>();

  /**
   * @param databaseFor the endgame database built for a rule set, or `undefined` (never one built
   *   for other rules: each database checks the rules again when probed).
   * @param ttMiB each solver's table size in MiB (the solver's default when absent).
   * @param wariDatabaseFor the Wari database of a Wari or Oware rule set (`EgdbShelf.forWari`), or
   *   `undefined`; level 10's search uses it.
   */
  constructor(
    private readonly databaseFor: (rules: RuleSet) => Egdb | undefined = () => undefined,
    private readonly ttMiB?: number,
    private readonly wariDatabaseFor: (rules: WariRuleSet) => WariEgdb | undefined = () =>
      undefined,
  ) {}

  /** The solver and database values for positions of `rules`. */
  for(rules: RuleSet): ExactKit {
    if (rules.game === 'wari') {
      const wariEgdb = this.wariDatabaseFor(rules);
      const kit = this.kitOf(undefined);
      return wariEgdb === undefined ? kit : { ...kit, wariEgdb };
    }
    return this.kitOf(this.databaseFor(rules));
  }

  /** The kit of the Kalaha database `db` (or none), made once. */
  private kitOf(db: Egdb | undefined): ExactKit {
    let kit = this.#kits.get(db);
    if (kit === undefined) {
      const tt = this.ttMiB === undefined ? {} : { ttMiB: this.ttMiB };
      kit =
        db === undefined
          ? { solver: new Solver(tt) }
          : { solver: new Solver({ ...tt, egdb: db }), exactValue: databaseValues([db]) };
      this.#kits.set(db, kit);
    }
    return kit;
  }
}
