import type { RuleSet, WariRuleSet } from '@kalaha/rules';
import { databaseValues, type ExactValue } from '../analysis/analyze.ts';
import type { Egdb } from '../egdb/egdb.ts';
import { Solver } from '../solve/solver.ts';
import type { WariEgdb } from '../wari/egdb.ts';
import type { ExactSolver } from './level-move.ts';

/** Where proven values come from for one rule set: what level 10 and the analysis are given. */
export interface ExactKit {
  /**
   * The exact solver, with the rules' endgame database when there is one: the Kalaha family only
   * (level 10 searches the other games), absent for the others.
   */
  readonly solver?: ExactSolver;
  /** The database's values, when there is a database for the rules. */
  readonly exactValue?: ExactValue;
  /** The Wari database of the rules (Wari and Oware), when there is one. */
  readonly wariEgdb?: WariEgdb;
}

/**
 * Level 10's and the analysis's sources of proven values, per rule set. For the Kalaha family
 * (docs/RULES.md 1): an exact {@link Solver} (its own table of `ttMiB` MiB, made when level 10 first
 * needs it) with the endgame database that `databaseFor` finds for the rules, and that database's
 * values; without databases (a browser, or no `--egdb` directory) the solver still proves small
 * endgames on its own. For Wari and Oware (docs/RULES.md 2): the Wari database that `wariDatabaseFor`
 * finds, for level 10's search. Obridjie and Giuthi have neither. No solver (nor its table) is made
 * for any game but the Kalaha family, nor for an analysis, which needs only the database values.
 *
 * One solver is kept per database (and one without), so its table carries over from move to move
 * as a searcher's does.
 */
export class ExactSources {
  readonly #kits = new Map<Egdb | undefined, ExactKit & { readonly solver: Solver }>();
  readonly #values = new Map<Egdb, ExactValue>();

  /**
   * @param databaseFor the endgame database built for a Kalaha-family rule set, or `undefined`
   *   (never one built for other rules: each database checks the rules again when probed).
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

  /** What level 10 is given for positions of `rules` (the solver made on first call). */
  for(rules: RuleSet): ExactKit {
    if (rules.game === 'wari') {
      const wariEgdb = this.wariDatabaseFor(rules);
      return wariEgdb === undefined ? {} : { wariEgdb };
    }
    return rules.game === 'kalaha' ? this.kitOf(this.databaseFor(rules)) : {};
  }

  /**
   * The database values for an analysis of positions of `rules` (Kalaha family with a database
   * only), without making a solver.
   */
  exactValueFor(rules: RuleSet): ExactValue | undefined {
    const db = rules.game === 'kalaha' ? this.databaseFor(rules) : undefined;
    return db === undefined ? undefined : this.valuesOf(db);
  }

  /** Bytes held by the tables of the solvers made so far (0 before level 10 plays the Kalaha family). */
  get tableBytes(): number {
    let bytes = 0;
    for (const { solver } of this.#kits.values()) bytes += solver.tableBytes;
    return bytes;
  }

  /** The kit of the Kalaha database `db` (or none), made once. */
  private kitOf(db: Egdb | undefined): ExactKit & { readonly solver: Solver } {
    let kit = this.#kits.get(db);
    if (kit === undefined) {
      const tt = this.ttMiB === undefined ? {} : { ttMiB: this.ttMiB };
      kit =
        db === undefined
          ? { solver: new Solver(tt) }
          : { solver: new Solver({ ...tt, egdb: db }), exactValue: this.valuesOf(db) };
      this.#kits.set(db, kit);
    }
    return kit;
  }

  /** The values of the Kalaha database `db`, made once. */
  private valuesOf(db: Egdb): ExactValue {
    let values = this.#values.get(db);
    if (values === undefined) {
      values = databaseValues([db]);
      this.#values.set(db, values);
    }
    return values;
  }
}
