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
import { GroupCommit } from './group-commit.ts';
import type { PreparedStatement, RunPrepared } from './prepared.ts';
import type { ActionsTable, Database, GamesTable } from './schema.ts';
import type {
  Commit,
  GameListing,
  PuzzleAttemptRecord,
  StoredPuzzleRating,
  LoadedGame,
  Storage,
  StoredAction,
  StoredGame,
  StoredPlayer,
  StoredRating,
} from './storage.ts';
import { nameKey } from './storage.ts';

/** What {@link KyselyStorage.commit} answers. */
type CommitOutcome = Awaited<ReturnType<Storage['commit']>>;

/** The unique keys of `actions` (see `migrations.ts`): a version or an action id stored twice. */
const ACTION_KEYS: readonly unknown[] = ['actions_pkey', 'actions_action_id_key'];
/**
 * The most moves written in one statement: enough that a burst of moves from every game shares
 * few statements, few enough that a group failing on a retried action id (then written again
 * move by move) stays cheap.
 */
const MAX_GROUP = 64;
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
  /** Moves (commits without ratings or a new game) are written in groups: `group-commit.ts`. */
  readonly #moves = new GroupCommit<Commit, boolean>(
    (group) => this.#appendGroup(group),
    (commit) => commit.action.gameId,
    MAX_GROUP,
  );

  readonly #runPrepared: RunPrepared;
  /** {@link appendStatement} as a prepared statement, for the groups of moves. */
  readonly #append: PreparedStatement;

  /**
   * @param db the database, with the schema of `schema.ts` (or none yet: call `migrate()`).
   * @param runPrepared runs prepared statements on the same database (`prepared.ts`).
   * @param afterClose called once the database is closed (releases a data directory's lock).
   */
  constructor(
    db: Kysely<Database>,
    runPrepared: RunPrepared,
    afterClose: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.#db = db;
    this.#runPrepared = runPrepared;
    this.#afterClose = afterClose;
    this.#append = { name: 'kalaha_append_moves', text: appendStatement('', 0).compile(db).sql };
  }

  /** The database, or an error once closed. */
  get #live(): Kysely<Database> {
    this.#checkOpen();
    return this.#db;
  }

  /** Throws once {@link close} was called. */
  #checkOpen(): void {
    if (this.#closing !== undefined) throw new Error('Storage: used after close()');
  }

  /**
   * Appends a group of moves in one statement. When one of them was stored already (a retried
   * action id: the statement fails as a whole), each is appended alone, so that the others are
   * not refused with it.
   */
  async #appendGroup(group: readonly Commit[]): Promise<boolean[]> {
    try {
      return await this.#appendPrepared(group);
    } catch (error) {
      if (group.length === 1 || !isActionKeyViolation(error)) throw error;
      return Promise.all(
        group.map((commit) =>
          this.#appendPrepared([commit]).then(
            ([appended]) => appended === true,
            (alone: unknown) => {
              if (isActionKeyViolation(alone)) return false;
              throw alone;
            },
          ),
        ),
      );
    }
  }

  /** {@link appendAll} through the prepared statement {@link #append}. */
  async #appendPrepared(commits: readonly Commit[]): Promise<boolean[]> {
    this.#checkOpen();
    const rows = await this.#runPrepared(this.#append, [
      groupJson(commits),
      String(commits.length),
    ]);
    return appendedOf(
      commits,
      rows.map((row) => row[0]),
    );
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

  /**
   * A registered player's `handle` follows his new name (others keep none).
   *
   * @throws RangeError when there is no such player; the database's unique violation when a
   *   registered player takes a name registered to another.
   */
  async renamePlayer(playerId: string, name: string): Promise<void> {
    const renamed = await this.#live
      .updateTable('players')
      .set({
        name,
        handle: sql<string | null>`case when handle is null then null else ${nameKey(name)} end`,
      })
      .where('player_id', '=', playerId)
      .returning('player_id')
      .executeTakeFirst();
    if (renamed === undefined) throw new RangeError(`Storage: no player ${playerId} to rename`);
  }

  async findPlayerByToken(tokenHash: string): Promise<StoredPlayer | undefined> {
    const row = await this.#live
      .selectFrom('players')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row === undefined ? undefined : playerOf(row);
  }

  async findRegisteredPlayer(name: string): Promise<StoredPlayer | undefined> {
    const row = await this.#live
      .selectFrom('players')
      .selectAll()
      .where('handle', '=', nameKey(name))
      .executeTakeFirst();
    return row === undefined ? undefined : playerOf(row);
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
   * then `duplicate` when the game has an action with this id, else `conflict`. A rating that is
   * no longer the one the new rating was computed from (another game of the player ended and
   * stored its rating meanwhile) undoes the whole transaction and answers `conflict` too, so the
   * caller decides again on fresh ratings instead of losing the other game's update.
   *
   * A move (no ratings, no rematch) is that one statement, atomic on its own: one round trip
   * instead of the four of BEGIN, INSERT, UPDATE, COMMIT; and moves of other games that arrive
   * while one is being written share the next statement ({@link GroupCommit}).
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
          ? await this.#moves.submit(commit)
          : await db.transaction().execute(async (trx) => {
              if (!(await appendAll(trx, [commit]))[0]) return false;
              if (ratings.length > 0 && !(await upsertRatings(trx, ratings))) {
                throw new RatingsMoved('a rating changed since it was read');
              }
              if (newGame !== undefined) {
                await trx.insertInto('games').values(gameRow(newGame)).execute();
              }
              return true;
            });
    } catch (error) {
      if (!isActionKeyViolation(error) && !(error instanceof RatingsMoved)) throw error;
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

  async puzzleRatingOf(playerId: string): Promise<StoredPuzzleRating | undefined> {
    return this.#live
      .selectFrom('player_puzzle_ratings')
      .select(PUZZLE_RATING_COLUMNS)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  async puzzleStanding(playerId: string, puzzleKey: string) {
    const db = this.#live;
    const [player, puzzle, attempt] = await Promise.all([
      this.puzzleRatingOf(playerId),
      db
        .selectFrom('puzzle_ratings')
        .select(PUZZLE_RATING_COLUMNS)
        .where('puzzle_key', '=', puzzleKey)
        .executeTakeFirst(),
      db
        .selectFrom('puzzle_attempts')
        .select('player_id')
        .where('player_id', '=', playerId)
        .where('puzzle_key', '=', puzzleKey)
        .executeTakeFirst(),
    ]);
    return { player, puzzle, tried: attempt !== undefined };
  }

  async recordPuzzleAttempt(attempt: PuzzleAttemptRecord): Promise<'ok' | 'tried' | 'moved'> {
    try {
      return await this.#live.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('puzzle_attempts')
          .values({
            player_id: attempt.playerId,
            puzzle_key: attempt.puzzleKey,
            solved: attempt.solved,
            at: attempt.at,
          })
          .onConflict((conflict) => conflict.columns(['player_id', 'puzzle_key']).doNothing())
          .returning('player_id')
          .execute();
        if (first.length === 0) return 'tried';
        const player = await trx
          .insertInto('player_puzzle_ratings')
          .values({ player_id: attempt.playerId, ...attempt.player })
          .onConflict((conflict) =>
            conflict
              .column('player_id')
              .doUpdateSet(REPLACED_RATING)
              .where('player_puzzle_ratings.attempts', '=', (eb) =>
                eb(eb.ref('excluded.attempts'), '-', 1),
              ),
          )
          .returning('player_id')
          .execute();
        const puzzle = await trx
          .insertInto('puzzle_ratings')
          .values({ puzzle_key: attempt.puzzleKey, ...attempt.puzzle })
          .onConflict((conflict) =>
            conflict
              .column('puzzle_key')
              .doUpdateSet(REPLACED_RATING)
              .where('puzzle_ratings.attempts', '=', (eb) =>
                eb(eb.ref('excluded.attempts'), '-', 1),
              ),
          )
          .returning('puzzle_key')
          .execute();
        if (player.length === 0 || puzzle.length === 0) {
          throw new RatingsMoved('a puzzle rating changed since it was read');
        }
        return 'ok';
      });
    } catch (error) {
      if (error instanceof RatingsMoved) return 'moved';
      throw error;
    }
  }
}

/** The columns of a puzzle rating, as {@link StoredPuzzleRating} names them. */
const PUZZLE_RATING_COLUMNS = ['rating', 'rd', 'volatility', 'attempts', 'solved'] as const;

/** An upsert's update of a puzzle rating: every column from the row that was to be inserted. */
const REPLACED_RATING = {
  rating: sql<number>`excluded.rating`,
  rd: sql<number>`excluded.rd`,
  volatility: sql<number>`excluded.volatility`,
  attempts: sql<number>`excluded.attempts`,
  solved: sql<number>`excluded.solved`,
};

/** The columns of `games` a commit writes (all but the key), with their SQL types. */
const GAME_COLUMNS = [
  ['rules', 'jsonb'],
  ['family', 'text'],
  ['preset', 'text'],
  ['rated', 'boolean'],
  ['time_control', 'jsonb'],
  ['status', 'text'],
  ['south_player_id', 'text'],
  ['south_secret_hash', 'text'],
  ['north_player_id', 'text'],
  ['north_secret_hash', 'text'],
  ['start', 'text'],
  ['version', 'integer'],
  ['clocks', 'jsonb'],
  ['result', 'jsonb'],
  ['rematch_offered_by', 'text'],
  ['next_game_id', 'text'],
  ['previous_game_id', 'text'],
  ['created', 'timestamptz'],
  ['ended', 'timestamptz'],
] as const satisfies readonly (readonly [Exclude<keyof GamesTable, 'game_id'>, string])[];

/** The columns of `actions` besides the game and version, with their SQL types. */
const ACTION_COLUMNS = [
  ['action_id', 'text'],
  ['kind', 'text'],
  ['side', 'text'],
  ['move', 'text'],
  ['at', 'timestamptz'],
] as const satisfies readonly (readonly [
  Exclude<keyof ActionsTable, 'game_id' | 'version'>,
  string,
])[];

/**
 * For each commit of a group (at most one per game), `UPDATE games … WHERE version =
 * expectedVersion` and `INSERT INTO actions`, all in one statement (a data-modifying CTE over the
 * group's rows): a commit's action is inserted only if its row was updated, and a unique
 * violation of any insert undoes the whole statement.
 *
 * The group is one parameter, a JSON array of rows read by `json_to_recordset`, so the statement's
 * text is the same for every group: the database parses and plans a few hundred bytes a group
 * instead of a `VALUES` list of 26 bound parameters a commit (1,664 for a group of 64). A group
 * of moves runs it as a named prepared statement (`prepared.ts`; Kysely names none of its
 * statements): parsed once, and after five runs PostgreSQL keeps one generic plan (each commit's
 * game looked up by its key), so a group is neither parsed nor planned; one move alone cost about
 * 0.5-0.8 times as much as before on PGlite (`README.md`). A commit in a transaction (ratings, a rematch) goes through
 * Kysely. The `limit`, the group's size, changes no result: it tells the
 * planner how many rows the JSON holds. Without it a set-returning function counts as 100 rows,
 * and with a few thousand games stored the planner then read every game (a hash join over a
 * sequential scan) instead of looking each one up by its key: a group of two moves then cost
 * about twice the CPU.
 *
 * @returns for each commit, true when both happened; false when its version had moved on.
 * @throws the database's unique violation when an action's version or id is stored already.
 */
async function appendAll(db: Kysely<Database>, commits: readonly Commit[]): Promise<boolean[]> {
  const { rows } = await appendStatement(groupJson(commits), commits.length).execute(db);
  return appendedOf(
    commits,
    rows.map((row) => row.game_id),
  );
}

/** The statement of {@link appendAll}: its parameters the group as JSON ($1) and its size ($2). */
function appendStatement(group: string, size: number) {
  return sql<{ game_id: string }>`
    with v as (
      select * from json_to_recordset(${group}::json) as v (${APPEND_RECORD})
      limit ${size}::integer
    ),
    updated as (
      update games as g set ${APPEND_SET} from v
      where g.game_id = v.game_id and g.version = v.expected_version
      returning g.game_id
    )
    insert into actions (${APPEND_INSERTED})
    select ${APPEND_SELECTED}
    from v join updated on updated.game_id = v.game_id
    returning game_id`;
}

/**
 * The rows of a group of commits, as {@link appendStatement} reads them: a JSON array.
 *
 * Each record is the game's row with the action's columns and `expected_version` added to it
 * (`Object.assign`), not a literal that spreads the two rows: on Node 20's V8, properties added
 * after a leading spread (`{ ...a, ...b, c }` where `b` and `c` bring keys that `a` lacks) give
 * every object a hidden class of its own, and those were most of what outlived the storage
 * thread's young-generation collections (measured: `README.md`, "Young objects that lived on").
 */
function groupJson(commits: readonly Commit[]): string {
  return JSON.stringify(
    commits.map(({ expectedVersion, action, next }) =>
      Object.assign(gameRow(next), actionRow(action), { expected_version: expectedVersion }),
    ),
  );
}

/** For each commit, whether its game is among the games {@link appendStatement} returned. */
function appendedOf(commits: readonly Commit[], gameIds: readonly unknown[]): boolean[] {
  const appended = new Set(gameIds);
  return commits.map((c) => appended.has(c.action.gameId));
}

/** The record {@link appendAll} reads each commit of its group as (jsonb columns come as text). */
const APPEND_RECORD = sql.join(
  [['game_id', 'text'], ['expected_version', 'integer'], ...GAME_COLUMNS, ...ACTION_COLUMNS].map(
    ([column, type]) => sql`${sql.id(column)} ${sql.raw(type === 'jsonb' ? 'text' : type)}`,
  ),
);
/** `games` columns set from the record, the jsonb ones cast back. */
const APPEND_SET = sql.join(
  GAME_COLUMNS.map(
    ([column, type]) =>
      sql`${sql.id(column)} = ${sql.ref(`v.${column}`)}${sql.raw(type === 'jsonb' ? '::jsonb' : '')}`,
  ),
);
/** The columns of `actions` {@link appendAll} inserts. */
const ACTION_INSERTED = ['game_id', 'version', ...ACTION_COLUMNS.map(([column]) => column)];
const APPEND_INSERTED = sql.join(ACTION_INSERTED.map((column) => sql.id(column)));
const APPEND_SELECTED = sql.join(ACTION_INSERTED.map((column) => sql.ref(`v.${column}`)));

/**
 * Stores each rating, replacing the player's earlier one in the family, but only where the stored
 * rating is the one it was computed from: a rating of `games` replaces one of `games - 1` (or none,
 * for a first game).
 *
 * @returns false when some rating was stored by another game meanwhile (nothing must be kept then).
 */
async function upsertRatings(
  db: Kysely<Database>,
  ratings: readonly StoredRating[],
): Promise<boolean> {
  const upserted = await db
    .insertInto('ratings')
    .values(ratings.map(ratingRow))
    .onConflict((conflict) =>
      conflict
        .columns(['player_id', 'family'])
        .doUpdateSet((eb) => ({
          rating: eb.ref('excluded.rating'),
          rd: eb.ref('excluded.rd'),
          volatility: eb.ref('excluded.volatility'),
          games: eb.ref('excluded.games'),
        }))
        .where('ratings.games', '=', (eb) => eb(eb.ref('excluded.games'), '-', 1)),
    )
    .returning('player_id')
    .execute();
  return upserted.length === ratings.length;
}

/**
 * Thrown inside a commit's transaction to undo it when a rating it would replace is not the one
 * it was computed from (another game of the player ended meanwhile); the commit answers `conflict`
 * (a puzzle attempt `moved`).
 */
class RatingsMoved extends Error {}

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
