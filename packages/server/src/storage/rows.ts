import type { Insertable, Selectable } from 'kysely';
import type { ActionsTable, GamesTable, PlayersTable, RatingsTable } from './schema.ts';
import {
  isRegistered,
  nameKey,
  type StoredAction,
  type StoredGame,
  type StoredPlayer,
  type StoredRating,
  type StoredSeat,
} from './storage.ts';

// Each `Stored…` record of `storage.ts` as a row to insert, and a selected row back as the record.

/** JSON text of `value`, or SQL null for `null` (a `jsonb` parameter). */
function json(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

/** A player as a `players` row. */
export function playerRow(player: StoredPlayer): Insertable<PlayersTable> {
  return {
    player_id: player.playerId,
    secret_hash: player.secretHash,
    name: player.name,
    created: player.created,
    kind: player.kind,
    token_hash: player.tokenHash,
    handle: isRegistered(player) ? nameKey(player.name) : null,
  };
}

/** A `players` row as a player. */
export function playerOf(row: Selectable<PlayersTable>): StoredPlayer {
  return {
    playerId: row.player_id,
    secretHash: row.secret_hash,
    name: row.name,
    created: row.created,
    kind: row.kind,
    tokenHash: row.token_hash,
  };
}

/** A game as a `games` row (every column, for insert and for the whole-row update of a commit). */
export function gameRow(game: StoredGame): Insertable<GamesTable> & { rules: string } {
  return {
    game_id: game.gameId,
    rules: JSON.stringify(game.rules),
    family: game.family,
    preset: game.preset,
    rated: game.rated,
    time_control: json(game.timeControl),
    status: game.status,
    south_player_id: game.seats.south?.playerId ?? null,
    south_secret_hash: game.seats.south?.secretHash ?? null,
    north_player_id: game.seats.north?.playerId ?? null,
    north_secret_hash: game.seats.north?.secretHash ?? null,
    start: game.start,
    version: game.version,
    clocks: json(game.clocks),
    result: json(game.result),
    rematch_offered_by: game.rematchOfferedBy,
    next_game_id: game.nextGameId,
    previous_game_id: game.previousGameId,
    created: game.created,
    ended: game.ended,
  };
}

/** A seat from its two columns: null when free. */
function seatOf(playerId: string | null, secretHash: string | null): StoredSeat | null {
  return playerId === null || secretHash === null ? null : { playerId, secretHash };
}

/** A `games` row as a game. */
export function gameOf(row: Selectable<GamesTable>): StoredGame {
  return {
    gameId: row.game_id,
    rules: row.rules,
    family: row.family,
    preset: row.preset,
    rated: row.rated,
    timeControl: row.time_control,
    status: row.status,
    seats: {
      south: seatOf(row.south_player_id, row.south_secret_hash),
      north: seatOf(row.north_player_id, row.north_secret_hash),
    },
    start: row.start,
    version: row.version,
    clocks: row.clocks,
    result: row.result,
    rematchOfferedBy: row.rematch_offered_by,
    nextGameId: row.next_game_id,
    previousGameId: row.previous_game_id,
    created: row.created,
    ended: row.ended,
  };
}

/** An action as an `actions` row. */
export function actionRow(action: StoredAction): Insertable<ActionsTable> {
  return {
    game_id: action.gameId,
    version: action.version,
    action_id: action.actionId,
    kind: action.kind,
    side: action.side,
    move: action.move,
    at: action.at,
  };
}

/** An `actions` row as an action. */
export function actionOf(row: Selectable<ActionsTable>): StoredAction {
  return {
    gameId: row.game_id,
    version: row.version,
    actionId: row.action_id,
    kind: row.kind,
    side: row.side,
    move: row.move,
    at: row.at,
  };
}

/** A rating as a `ratings` row. */
export function ratingRow(rating: StoredRating): Insertable<RatingsTable> {
  return {
    player_id: rating.playerId,
    family: rating.family,
    rating: rating.rating,
    rd: rating.rd,
    volatility: rating.volatility,
    games: rating.games,
  };
}

/** A `ratings` row as a rating. */
export function ratingOf(row: Selectable<RatingsTable>): StoredRating {
  return {
    playerId: row.player_id,
    family: row.family,
    rating: row.rating,
    rd: row.rd,
    volatility: row.volatility,
    games: row.games,
  };
}
