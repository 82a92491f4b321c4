import * as z from 'zod/mini';
import { ERROR_CODES } from './errors.ts';
import {
  GameSummarySchema,
  GameViewSchema,
  IdSchema,
  NameSchema,
  SecretSchema,
  SideSchema,
  TimeControlSchema,
} from './game-view.ts';

/**
 * The HTTP API under `/api`, JSON in and out. Requests that act for a player carry
 * `Authorization: Player <playerId>:<secret>`. A refused request gets a 4xx (5xx for the server's
 * own failures) with an {@link HttpErrorSchema} body.
 *
 * | method and path                | body                     | answer                    |
 * |--------------------------------|--------------------------|---------------------------|
 * | `POST /api/players`            | {@link NewPlayerSchema}  | {@link PlayerCredentialsSchema} (201) |
 * | `PUT /api/players/me/name`     | {@link NewPlayerSchema}  | {@link PlayerPageSchema}  |
 * | `GET /api/players/:id`         |                          | {@link PlayerPageSchema}  |
 * | `POST /api/games`              | {@link NewGameSchema}    | {@link SeatGrantSchema} (201) |
 * | `POST /api/games/:id/join`     |                          | {@link SeatGrantSchema}   |
 * | `GET /api/games/:id/seat`      |                          | {@link SeatGrantSchema} (the caller's seat, e.g. on another device) |
 * | `GET /api/games?status=open`   |                          | {@link GameListSchema} (the lobby) |
 * | `GET /api/games/:id`           |                          | `{ game: GameView }`      |
 * | `GET /api/games/:id/record`    |                          | a `kalaha-record` JSON game record (download) |
 * | `GET /api/leaderboard?family=kalaha` |                    | {@link LeaderboardSchema} |
 * | `GET /api/bots`                |                          | {@link BotListSchema} (bots connected over KGP) |
 * | `POST /api/bots/:id/challenge` | {@link BotChallengeSchema} | {@link SeatGrantSchema} (201) |
 * | `POST /api/puzzles/attempts`   | {@link PuzzleAttemptSchema} | {@link PuzzleAttemptResultSchema} |
 * | `GET /api/players/:id/puzzles` |                          | {@link PlayerPuzzlesSchema} |
 */

/** The body of an HTTP error answer. */
export const HttpErrorSchema = z.strictObject({
  error: z.strictObject({ code: z.enum(ERROR_CODES), message: z.string() }),
});
export type HttpError = z.infer<typeof HttpErrorSchema>;

/** A new player (no sign-up): just a display name. */
export const NewPlayerSchema = z.strictObject({ name: NameSchema });

/** A player's id and secret, returned once when created; the browser keeps them. */
export const PlayerCredentialsSchema = z.strictObject({
  playerId: IdSchema,
  secret: SecretSchema,
  name: z.string(),
});
export type PlayerCredentials = z.infer<typeof PlayerCredentialsSchema>;

/**
 * A new game: the rules as a preset id and option overrides (as `ruleSet(preset, options)` of the
 * rules library takes them), the time control (`null`: no clocks), rated or casual, and the seat
 * the creator takes (`random`: drawn by the server).
 */
export const NewGameSchema = z.strictObject({
  preset: z.string().check(z.maxLength(40)),
  options: z._default(
    z.record(
      z.string().check(z.maxLength(40)),
      z.union([z.string().check(z.maxLength(40)), z.number(), z.boolean()]),
    ),
    {},
  ),
  timeControl: z.nullable(TimeControlSchema),
  rated: z.boolean(),
  side: z.union([SideSchema, z.literal('random')]),
});
export type NewGame = z.infer<typeof NewGameSchema>;

/** A seat of a game and its secret: what a player needs to act in it. */
export const SeatGrantSchema = z.strictObject({
  game: GameViewSchema,
  seat: SideSchema,
  seatSecret: SecretSchema,
});
export type SeatGrant = z.infer<typeof SeatGrantSchema>;

/** A list of games (lobby, archive). */
export const GameListSchema = z.strictObject({ games: z.array(GameSummarySchema) });

/** A player's Glicko-2 rating in one rule family (`rd`: rating deviation; `games`: rated games). */
export const RatingSchema = z.strictObject({
  family: z.string(),
  rating: z.number(),
  rd: z.number(),
  volatility: z.number(),
  games: z.number().check(z.int()),
});
export type Rating = z.infer<typeof RatingSchema>;

/** A player's page: name, ratings by family, recent games (newest first). */
export const PlayerPageSchema = z.strictObject({
  playerId: IdSchema,
  name: z.string(),
  ratings: z.array(RatingSchema),
  games: z.array(GameSummarySchema),
});
export type PlayerPage = z.infer<typeof PlayerPageSchema>;

/** The leaderboard of a rule family, best first. */
export const LeaderboardSchema = z.strictObject({
  family: z.string(),
  entries: z.array(
    z.strictObject({
      rank: z.number().check(z.int(), z.minimum(1)),
      playerId: IdSchema,
      name: z.string(),
      rating: z.number(),
      rd: z.number(),
      games: z.number().check(z.int()),
    }),
  ),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/**
 * Whether a bot connected over the Kalah Game Protocol is waiting for a game (`idle`: it can be
 * challenged) or is in one (`playing`).
 */
export const BotStatusSchema = z.enum(['idle', 'playing']);

/**
 * A bot connected over the Kalah Game Protocol to the server answering: its player id (the
 * player page's), name, whether it registered with a token (only registered bots play rated
 * games), its Glicko-2 rating in the family of the rules bots play (`null` before its first rated
 * game) and its status.
 */
export const BotListingSchema = z.strictObject({
  playerId: IdSchema,
  name: z.string(),
  registered: z.boolean(),
  rating: z.nullable(z.number()),
  status: BotStatusSchema,
});
export type BotListing = z.infer<typeof BotListingSchema>;

/**
 * The bots connected now, by name, and the TCP port this server takes bots on (`null`: none,
 * WebSocket `/kgp` only), so that the page tells the real one.
 */
export const BotListSchema = z.strictObject({
  bots: z.array(BotListingSchema),
  tcpPort: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(65_535))),
});
export type BotList = z.infer<typeof BotListSchema>;

/**
 * A person's challenge of an idle bot: the time control (required: a bot cannot wait for ever, a
 * player who leaves loses on time and frees it), rated or casual (rated only against a
 * registered bot) and the challenger's seat (`random`: drawn). The rules are those bots play
 * (Kalah of the Kalah Game Protocol).
 */
export const BotChallengeSchema = z.strictObject({
  timeControl: TimeControlSchema,
  rated: z.boolean(),
  side: z.union([SideSchema, z.literal('random')]),
});
export type BotChallenge = z.infer<typeof BotChallengeSchema>;

/**
 * A puzzle answered by a player online (issue 19): the puzzle, named by its rule set's preset and
 * its position (as the engine's puzzle sets write it), and the house South played.
 */
export const PuzzleAttemptSchema = z.strictObject({
  presetId: IdSchema,
  position: z.string().check(z.minLength(1), z.maxLength(400)),
  house: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
});
export type PuzzleAttempt = z.infer<typeof PuzzleAttemptSchema>;

/** The identity of a puzzle, for its rating: its rule set's preset and its position. */
export function puzzleKey(presetId: string, position: string): string {
  return `${presetId} ${position}`;
}

/**
 * A Glicko-2 puzzle rating (a player's, or a puzzle's over every player who tried it): rating and
 * deviation in rating points, volatility; puzzles tried (or attempts at the puzzle), and of them
 * solved at the first try.
 */
export const PuzzleRatingSchema = z.strictObject({
  rating: z.number(),
  rd: z.number(),
  volatility: z.number(),
  attempts: z.number().check(z.int(), z.minimum(0)),
  solved: z.number().check(z.int(), z.minimum(0)),
});
export type PuzzleRating = z.infer<typeof PuzzleRatingSchema>;

/**
 * The answer to a puzzle attempt: whether the move was the best (`best`, the puzzle's proven best
 * house), whether it was rated (only a player's first attempt at a puzzle is), and both ratings
 * after it.
 */
export const PuzzleAttemptResultSchema = z.strictObject({
  solved: z.boolean(),
  rated: z.boolean(),
  best: z.number().check(z.int(), z.minimum(1)),
  player: PuzzleRatingSchema,
  puzzle: PuzzleRatingSchema,
});
export type PuzzleAttemptResult = z.infer<typeof PuzzleAttemptResultSchema>;

/** A player's puzzle rating; `null` before his first puzzle. */
export const PlayerPuzzlesSchema = z.strictObject({ rating: z.nullable(PuzzleRatingSchema) });
export type PlayerPuzzles = z.infer<typeof PlayerPuzzlesSchema>;
