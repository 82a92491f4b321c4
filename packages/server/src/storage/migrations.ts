import { Migrator, sql } from 'kysely';
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The action kinds `actions_kind_check` allows after each migration that changed it (each list
 * as it shipped; `ACTION_KINDS` of `storage.ts` is the latest).
 */
const INITIAL_ACTION_KINDS = ['join', 'move', 'resign', 'abort', 'timeout', 'rematch'];
const AGREED_END_ACTION_KINDS = [...INITIAL_ACTION_KINDS, 'offerEnd', 'acceptEnd', 'declineEnd'];
const GIUTHI_ACTION_KINDS = [...AGREED_END_ACTION_KINDS, 'arrange'];

/** The check that `kind` is one of `kinds`: `kind in ('join', 'move', …)`. */
function kindIn(kinds: readonly string[]) {
  return sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;
}

/**
 * A migration that lets the `actions` table hold the action kinds `kinds` (all of them, old and
 * new): it replaces `actions_kind_check`. Stored rows are untouched.
 */
function allowActionKinds(kinds: readonly string[]): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('actions').dropConstraint('actions_kind_check').execute();
      await db.schema
        .alterTable('actions')
        .addCheckConstraint('actions_kind_check', kindIn(kinds))
        .execute();
    },
  };
}

/**
 * The one schema of online play, for PGlite and PostgreSQL alike: `players`, `games` (one row
 * per game), `actions` (one row per change of a game) and `ratings`, with the indexes the queries
 * of `kysely-storage.ts` need:
 *
 * - the lobby (`status = 'open'`, newest first): `games_status_created`;
 * - a player's games (either seat, newest first): `games_south_created`, `games_north_created`;
 * - a game's actions in version order and its move count: the primary key (game_id, version);
 * - retries by client action id: the unique key (game_id, action_id);
 * - the leaderboard (a family, best rating first): `ratings_family_rating`.
 */
const initial: Migration = {
  async up(db) {
    await db.schema
      .createTable('players')
      .addColumn('player_id', 'text', (c) => c.primaryKey())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('games')
      .addColumn('game_id', 'text', (c) => c.primaryKey())
      .addColumn('rules', 'jsonb', (c) => c.notNull())
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('preset', 'text')
      .addColumn('rated', 'boolean', (c) => c.notNull())
      .addColumn('time_control', 'jsonb')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('south_player_id', 'text', (c) => c.references('players.player_id'))
      .addColumn('south_secret_hash', 'text')
      .addColumn('north_player_id', 'text', (c) => c.references('players.player_id'))
      .addColumn('north_secret_hash', 'text')
      .addColumn('start', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('clocks', 'jsonb')
      .addColumn('result', 'jsonb')
      .addColumn('rematch_offered_by', 'text')
      // No foreign keys on these two: a rematch updates the old game to point at the new one
      // before inserting it, in one transaction.
      .addColumn('next_game_id', 'text')
      .addColumn('previous_game_id', 'text')
      .addColumn('created', 'timestamptz', (c) => c.notNull())
      .addColumn('ended', 'timestamptz')
      .addCheckConstraint(
        'games_status_check',
        sql`status in ('open', 'active', 'finished', 'aborted')`,
      )
      .addCheckConstraint(
        'games_rematch_offered_by_check',
        sql`rematch_offered_by in ('south', 'north')`,
      )
      .addCheckConstraint('games_version_check', sql`version >= 0`)
      .execute();
    await db.schema
      .createIndex('games_status_created')
      .on('games')
      .columns(['status', 'created desc', 'game_id desc'])
      .execute();
    await db.schema
      .createIndex('games_south_created')
      .on('games')
      .columns(['south_player_id', 'created desc'])
      .execute();
    await db.schema
      .createIndex('games_north_created')
      .on('games')
      .columns(['north_player_id', 'created desc'])
      .execute();

    await db.schema
      .createTable('actions')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.game_id'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('action_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('move', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('actions_pkey', ['game_id', 'version'])
      .addUniqueConstraint('actions_action_id_key', ['game_id', 'action_id'])
      .addCheckConstraint('actions_kind_check', kindIn(INITIAL_ACTION_KINDS))
      .addCheckConstraint('actions_side_check', sql`side in ('south', 'north')`)
      .addCheckConstraint('actions_version_check', sql`version >= 1`)
      .execute();

    await db.schema
      .createTable('ratings')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.player_id'))
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('rd', 'double precision', (c) => c.notNull())
      .addColumn('volatility', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('ratings_pkey', ['player_id', 'family'])
      .execute();
    await db.schema
      .createIndex('ratings_family_rating')
      .on('ratings')
      .columns(['family', 'rating desc'])
      .execute();
  },
};

/**
 * Players of the Kalah Game Protocol (`src/kgp/`) and the engine's levels are players too:
 * `players.kind` (`human` for every player stored before), `players.token_hash` (the SHA-256 hash
 * of a bot's token; unique, so that a token names one bot) and `players.handle` (the name key of a
 * registered player, `nameKey` of `storage.ts`; unique, so that a registered name names one bot or
 * engine level; null for humans and anonymous bots, whose names need not be unique).
 */
const bots: Migration = {
  async up(db) {
    await db.schema
      .alterTable('players')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('human'))
      .addColumn('token_hash', 'text')
      .addColumn('handle', 'text')
      .execute();
    await db.schema
      .alterTable('players')
      .addCheckConstraint('players_kind_check', kindIn(['human', 'bot', 'engine']))
      .execute();
    await db.schema
      .createIndex('players_token_hash')
      .on('players')
      .column('token_hash')
      .unique()
      .execute();
    await db.schema.createIndex('players_handle').on('players').column('handle').unique().execute();
  },
};

/**
 * Online Wari, Oware and Obridjie (docs/RULES.md 2, 3): the offer to end a game by agreement and its
 * answers are actions too (`offerEnd`, `acceptEnd`, `declineEnd`), so `actions_kind_check` allows
 * them. Stored games are untouched: their rules, families and actions read as before.
 */
const agreedEnd = allowActionKinds(AGREED_END_ACTION_KINDS);

/**
 * Online Giuthi (docs/RULES.md 4 "Rounds"): a match of rounds is one game, and the loser's lay-out
 * between two rounds is an action (`arrange`, its pattern in the `move` column as `1,2,3,4,10`),
 * so `actions_kind_check` allows it. Stored games are untouched.
 */
const giuthiArrange = allowActionKinds(GIUTHI_ACTION_KINDS);

/** The columns of a Glicko-2 puzzle rating: rating, rd, volatility, attempts, solved. */
function puzzleRatingColumns<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
) {
  return table
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rd', 'double precision', (c) => c.notNull())
    .addColumn('volatility', 'double precision', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('solved', 'integer', (c) => c.notNull());
}

/**
 * Puzzle ratings of players who play online (issue 19): `player_puzzle_ratings`, a player's
 * Glicko-2 puzzle rating; `puzzle_ratings`, each puzzle's over every player who tried it (keyed by
 * the puzzle's preset and position); `puzzle_attempts`, each player's first attempt at a puzzle
 * (only the first is rated). Nothing stored before is touched.
 */
const puzzles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('player_puzzle_ratings')
      .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.player_id'))
      .$call(puzzleRatingColumns)
      .execute();
    await db.schema
      .createTable('puzzle_ratings')
      .addColumn('puzzle_key', 'text', (c) => c.primaryKey())
      .$call(puzzleRatingColumns)
      .execute();
    await db.schema
      .createTable('puzzle_attempts')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.player_id'))
      .addColumn('puzzle_key', 'text', (c) => c.notNull())
      .addColumn('solved', 'boolean', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('puzzle_attempts_pkey', ['player_id', 'puzzle_key'])
      .execute();
  },
};

/**
 * Every migration, by name; names sort in the order they run. Add new ones at the end with a
 * larger number; never change one that has shipped.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_bots': bots,
  '0003_agreed_end': agreedEnd,
  '0004_giuthi_arrange': giuthiArrange,
  '0005_puzzles': puzzles,
};

/**
 * Brings the schema of `db` up to date with Kysely's `Migrator` (its bookkeeping tables are
 * `kysely_migration` and `kysely_migration_lock`). Each migration runs in a transaction, under
 * PostgreSQL's advisory lock, so several server instances starting at once against one database
 * run each migration exactly once; running it again is a no-op.
 *
 * @throws Error naming the migration that failed (database errors as its `cause`), or when the
 *   database has run a migration this code does not know (a newer version of the server).
 */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const what = failed === undefined ? 'the schema migration' : `migration ${failed}`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Storage: ${what} failed: ${reason}`, { cause: error });
  }
}
