import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { GameStatus } from '@kalaha/protocol';
import { migrate } from './migrations.ts';
import {
  actionOf,
  actionRow,
  gameOf,
  gameRow,
  playerOf,
  playerRow,
  ratingOf,
  ratingRow,
} from './rows.ts';
import type { Database } from './schema.ts';
import type {
  Commit,
  GameListing,
  LoadedGame,
  Storage,
  StoredAction,
  StoredGame,
  StoredPlayer,
  StoredRating,
} from './storage.ts';

/** What {@link KyselyStorage.commit} answers. */
type CommitOutcome = Awaited<ReturnType<Storage['commit']>>;

/** The unique keys of `actions` (see `migrations.ts`): a version or an action id stored twice. */
const ACTION_KEYS: readonly unknown[] = ['actions_pkey', 'actions_action_id_key'];
/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The one implementation of {@link Storage}, over Kysely with PostgreSQL's SQL: the same code runs
 * on embedded PGlite (`pglite.ts`) and on a PostgreSQL server (`postgres.ts`); only the dialect
 * differs. Open it through `openStorage` (`open.ts`), which also runs {@link migrate}.
 *
 * Database errors other than the outcomes the interface names (a stored id inserted again, a
 * seat naming an unknown player, the database gone) are thrown; so are calls that break the
 * interface's rules (a {@link RangeError}) and calls after {@link close} (an {@link Error}).
 */
export class KyselyStorage implements Storage {
  readonly #db: Kysely<Database>;
  readonly #afterClose: () => Promise<void>;
  #closing: Promise<void> | undefined;

  /**
   * @param db the database, with the schema of `schema.ts` (or none yet: call `migrate()`).
   * @param afterClose called once the database is closed (releases a data directory's lock).
   */
  constructor(db: Kysely<Database>, afterClose: () => Promise<void> = () => Promise.resolve()) {
    this.#db = db;
    this.#afterClose = afterClose;
  }

  /** The database, or an error once closed. */
  get #live(): Kysely<Database> {
    if (this.#closing !== undefined) throw new Error('Storage: used after close()');
    return this.#db;
  }

  migrate(): Promise<void> {
    return migrate(this.#live);
  }

  close(): Promise<void> {
    this.#closing ??= this.#db.destroy().then(() => this.#afterClose());
    return this.#closing;
  }

  async insertPlayer(player: StoredPlayer): Promise<void> {
    await this.#live.insertInto('players').values(playerRow(player)).execute();
  }

  async findPlayer(playerId: string): Promise<StoredPlayer | undefined> {
    const row = await this.#live
      .selectFrom('players')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row === undefined ? undefined : playerOf(row);
  }

  /** @throws RangeError when there is no such player. */
  async renamePlayer(playerId: string, name: string): Promise<void> {
    const renamed = await this.#live
      .updateTable('players')
      .set({ name })
      .where('player_id', '=', playerId)
      .returning('player_id')
      .executeTakeFirst();
    if (renamed === undefined) throw new RangeError(`Storage: no player ${playerId} to rename`);
  }

  async insertGame(game: StoredGame): Promise<void> {
    await this.#live.insertInto('games').values(gameRow(game)).execute();
  }

  async loadGame(gameId: string): Promise<LoadedGame | undefined> {
    const db = this.#live;
    const row = await db
      .selectFrom('games')
      .selectAll()
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    // A game's row and its action of that version are committed together, so every action up to
    // the row's version is visible now; later ones (committed since) are left for the next load.
    const actions = await db
      .selectFrom('actions')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('version', '<=', row.version)
      .orderBy('version')
      .execute();
    return { game: gameOf(row), actions: actions.map(actionOf) };
  }

  async findAction(gameId: string, actionId: string): Promise<StoredAction | undefined> {
    const row = await this.#live
      .selectFrom('actions')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('action_id', '=', actionId)
      .executeTakeFirst();
    return row === undefined ? undefined : actionOf(row);
  }

  /**
   * Updates the game row where its version is still `expectedVersion` and, in the same statement,
   * appends the action; then, when the game ended rated or a rematch begins, upserts the ratings
   * and inserts the new game, all in one transaction. Resolves once committed.
   *
   * Nothing appended means the version moved on (or there is no such game), or the action id is
   * stored already (the insert hit a unique key and the whole statement failed): the outcome is
   * then `duplicate` when the game has an action with this id, else `conflict`.
   *
   * A move (no ratings, no rematch) is that one statement, atomic on its own: one round trip
   * instead of the four of BEGIN, INSERT, UPDATE, COMMIT (on PGlite, about 600 instead of 450
   * commits a second, one game at a time on 2 cores).
   *
   * @throws RangeError when the commit breaks its own rules: `action.version` must be
   *   `expectedVersion + 1` and equal `next.version`, `action` and `next` the same game, `newGame`
   *   another one.
   */
  async commit(commit: Commit): Promise<CommitOutcome> {
    checkCommit(commit);
    const db = this.#live;
    const { ratings = [], newGame } = commit;
    let appended: boolean;
    try {
      appended =
        ratings.length === 0 && newGame === undefined
          ? await append(db, commit)
          : await db.transaction().execute(async (trx) => {
              if (!(await append(trx, commit))) return false;
              if (ratings.length > 0) await upsertRatings(trx, ratings);
              if (newGame !== undefined) {
                await trx.insertInto('games').values(gameRow(newGame)).execute();
              }
              return true;
            });
    } catch (error) {
      if (!isActionKeyViolation(error)) throw error;
      appended = false;
    }
    if (appended) return 'ok';
    const stored = await this.findAction(commit.action.gameId, commit.action.actionId);
    return stored === undefined ? 'conflict' : 'duplicate';
  }

  /** @throws RangeError when `limit` is not a whole number from 0. */
  async listGames(query: {
    readonly status?: GameStatus;
    readonly playerId?: string;
    readonly limit: number;
  }): Promise<GameListing[]> {
    checkLimit(query.limit);
    let select = this.#live
      .selectFrom('games as g')
      .leftJoin('players as s', 's.player_id', 'g.south_player_id')
      .leftJoin('players as n', 'n.player_id', 'g.north_player_id')
      .selectAll('g')
      .select(['s.name as south_name', 'n.name as north_name'])
      .select((eb) =>
        eb
          .selectFrom('actions as a')
          .whereRef('a.game_id', '=', 'g.game_id')
          .where('a.kind', '=', 'move')
          .select(sql<number>`count(*)::integer`.as('count'))
          .as('moves'),
      );
    if (query.status !== undefined) select = select.where('g.status', '=', query.status);
    const { playerId } = query;
    if (playerId !== undefined) {
      select = select.where((eb) =>
        eb.or([eb('g.south_player_id', '=', playerId), eb('g.north_player_id', '=', playerId)]),
      );
    }
    const rows = await select
      .orderBy('g.created', 'desc')
      .orderBy('g.game_id', 'desc')
      .limit(query.limit)
      .execute();
    return rows.map(({ south_name, north_name, moves, ...row }) => ({
      game: gameOf(row),
      names: { south: south_name, north: north_name },
      moves: moves ?? 0,
    }));
  }

  async ratingsOf(playerId: string): Promise<StoredRating[]> {
    const rows = await this.#live
      .selectFrom('ratings')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('family')
      .execute();
    return rows.map(ratingOf);
  }

  /**
   * Best first: by rating, then the surer rating (smaller rd), then player id for a stable order.
   *
   * @throws RangeError when `limit` is not a whole number from 0.
   */
  async leaderboard(
    family: string,
    limit: number,
  ): Promise<(StoredRating & { readonly name: string })[]> {
    checkLimit(limit);
    const rows = await this.#live
      .selectFrom('ratings as r')
      .innerJoin('players as p', 'p.player_id', 'r.player_id')
      .selectAll('r')
      .select('p.name')
      .where('r.family', '=', family)
      .orderBy('r.rating', 'desc')
      .orderBy('r.rd', 'asc')
      .orderBy('r.player_id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(({ name, ...row }) => ({ ...ratingOf(row), name }));
  }
}

/**
 * `UPDATE games … WHERE version = expectedVersion` and `INSERT INTO actions` of the commit as one
 * statement (a data-modifying CTE): the action is inserted only if the row was updated, and a
 * unique violation of the insert undoes the update.
 *
 * @returns true when both happened; false when the version had moved on.
 * @throws the database's unique violation when the action's version or id is stored already.
 */
async function append(
  db: Kysely<Database>,
  { expectedVersion, action, next }: Commit,
): Promise<boolean> {
  const { game_id: gameId, ...columns } = gameRow(next);
  const row = actionRow(action);
  const appended = await db
    .with('updated', (update) =>
      update
        .updateTable('games')
        .set(columns)
        .where('game_id', '=', gameId)
        .where('version', '=', expectedVersion)
        .returning('game_id'),
    )
    .insertInto('actions')
    .columns(['game_id', 'version', 'action_id', 'kind', 'side', 'move', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('updated')
        .select([
          'updated.game_id',
          eb.cast<number>(eb.val(row.version), 'integer').as('version'),
          eb.cast<string>(eb.val(row.action_id), 'text').as('action_id'),
          eb.cast<string>(eb.val(row.kind), 'text').as('kind'),
          eb.cast<string>(eb.val(row.side), 'text').as('side'),
          eb.cast<string | null>(eb.val(row.move), 'text').as('move'),
          eb.cast<Date>(eb.val(row.at), 'timestamptz').as('at'),
        ]),
    )
    .returning('version')
    .executeTakeFirst();
  return appended !== undefined;
}

/** Stores each rating, replacing the player's earlier one in the family. */
async function upsertRatings(
  db: Kysely<Database>,
  ratings: readonly StoredRating[],
): Promise<void> {
  await db
    .insertInto('ratings')
    .values(ratings.map(ratingRow))
    .onConflict((conflict) =>
      conflict.columns(['player_id', 'family']).doUpdateSet((eb) => ({
        rating: eb.ref('excluded.rating'),
        rd: eb.ref('excluded.rd'),
        volatility: eb.ref('excluded.volatility'),
        games: eb.ref('excluded.games'),
      })),
    )
    .execute();
}

/** True for a unique violation of a key of `actions` (from `pg` or PGlite alike). */
function isActionKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && ACTION_KEYS.includes(constraint);
}

/** Throws a RangeError when a commit breaks the rules of {@link Storage.commit}. */
function checkCommit({ expectedVersion, action, next, newGame }: Commit): void {
  const broken =
    action.gameId !== next.gameId
      ? `action of game ${action.gameId} with the row of game ${next.gameId}`
      : action.version !== expectedVersion + 1
        ? `action version ${action.version} after version ${expectedVersion}`
        : next.version !== action.version
          ? `game version ${next.version} with action version ${action.version}`
          : newGame?.gameId === next.gameId
            ? `rematch with the id of its own game ${next.gameId}`
            : undefined;
  if (broken !== undefined) throw new RangeError(`Storage.commit: ${broken}`);
}

/** Throws a RangeError unless `limit` is a whole number from 0. */
function checkLimit(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`Storage: limit must be a whole number from 0, not ${limit}`);
  }
}
