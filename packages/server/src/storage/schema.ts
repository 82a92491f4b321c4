import type { Clocks, GameResult, GameStatus, TimeControl } from '@kalaha/protocol';
import type { Side } from '@kalaha/rules';
import type { ColumnType, JSONColumnType } from 'kysely';
import type { PlayerKind, StoredAction } from './storage.ts';

/**
 * The database of online play as Kysely sees it: one interface per table, column names as in
 * SQL (snake_case). The tables are created by `migrations.ts`; `rows.ts` converts between these
 * rows and the `Stored…` records of `storage.ts`.
 *
 * Columns with a closed set of values (status, side, kind) are `text` with a check constraint.
 * JSON columns are `jsonb`: written as JSON text, read back parsed (both PostgreSQL's `pg` driver
 * and PGlite parse `jsonb`). Timestamps are `timestamptz`, read back as `Date`.
 */
export interface Database {
  players: PlayersTable;
  games: GamesTable;
  actions: ActionsTable;
  ratings: RatingsTable;
  player_puzzle_ratings: PlayerPuzzleRatingsTable;
  puzzle_ratings: PuzzleRatingsTable;
  puzzle_attempts: PuzzleAttemptsTable;
}

/** A `jsonb` column holding `T`, possibly SQL `null`. */
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

/**
 * `players`: one row per player; the secret is kept only as a hash. `kind` says who plays
 * (`human`, `bot`, `engine`); a bot registered with a token keeps its hash in `token_hash`
 * (unique); `handle` is the name key (`nameKey`) of a registered player (bot with a token, engine
 * level), unique, and null for everybody else.
 */
export interface PlayersTable {
  player_id: string;
  secret_hash: string;
  name: string;
  created: Date;
  kind: PlayerKind;
  token_hash: string | null;
  handle: string | null;
}

/**
 * `games`: one row per game, everything but its actions. A seat is two columns (its player and
 * the hash of its seat secret), both null while the seat is free.
 */
export interface GamesTable {
  game_id: string;
  rules: JSONColumnType<Record<string, unknown>>;
  family: string;
  preset: string | null;
  rated: boolean;
  time_control: NullableJson<TimeControl>;
  status: GameStatus;
  south_player_id: string | null;
  south_secret_hash: string | null;
  north_player_id: string | null;
  north_secret_hash: string | null;
  start: string;
  version: number;
  clocks: NullableJson<Clocks>;
  result: NullableJson<GameResult>;
  rematch_offered_by: Side | null;
  next_game_id: string | null;
  previous_game_id: string | null;
  created: Date;
  ended: Date | null;
}

/**
 * `actions`: what changed a game, one row each. Primary key (game_id, version): one action per
 * version; unique (game_id, action_id): a client's action id is stored once per game.
 */
export interface ActionsTable {
  game_id: string;
  version: number;
  action_id: string;
  kind: StoredAction['kind'];
  side: Side;
  move: string | null;
  at: Date;
}

/** `ratings`: a player's Glicko-2 rating in a rule family; primary key (player_id, family). */
export interface RatingsTable {
  player_id: string;
  family: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
}

/** The columns of a Glicko-2 puzzle rating (`StoredPuzzleRating`). */
interface PuzzleRatingColumns {
  rating: number;
  rd: number;
  volatility: number;
  attempts: number;
  solved: number;
}

/** `player_puzzle_ratings`: a player's puzzle rating; primary key player_id. */
export interface PlayerPuzzleRatingsTable extends PuzzleRatingColumns {
  player_id: string;
}

/** `puzzle_ratings`: a puzzle's rating over every player who tried it; primary key puzzle_key. */
export interface PuzzleRatingsTable extends PuzzleRatingColumns {
  puzzle_key: string;
}

/** `puzzle_attempts`: a player's first attempt at a puzzle; primary key (player_id, puzzle_key). */
export interface PuzzleAttemptsTable {
  player_id: string;
  puzzle_key: string;
  solved: boolean;
  at: Date;
}
