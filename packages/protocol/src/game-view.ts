import * as z from 'zod/mini';

// The schemas of the protocol are `zod/mini`'s, so that a browser that only reads messages does
// not load the rest of zod. Mini has no language of its own (every failure reads "Invalid
// input"): the messages that say what is wrong ("Too big: expected string to have <=8
// characters"), which the server sends back in `message/invalid`, are full zod's English ones.
z.config(z.locales.en());

/** A side of the board on the wire: South moves first in a new game. */
export const SideSchema = z.enum(['south', 'north']);

/** An opaque id (player, game, action): 1-64 characters of `A-Za-z0-9_-`. */
export const IdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id of 1-64 letters, digits, _ or -'));

/** A secret (player or seat): 16-128 characters of `A-Za-z0-9_-`. */
export const SecretSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'a secret of 16-128 letters, digits, _ or -'));

/**
 * Characters that are letters or symbols by Unicode but show as nothing: the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), the blank Braille pattern (U+2800), the Khmer inherent vowels
 * (U+17B4, U+17B5), the combining grapheme joiner (U+034F), the Mongolian vowel separator
 * (U+180E). A name of them looks empty, one with them looks like another.
 */
const INVISIBLE = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x2800, 0x3164, 0xffa0]);

/**
 * A display name: 1-32 characters after trimming, no control, format or invisible characters,
 * and at least one letter, digit, punctuation mark or symbol (a name of spaces is no name).
 */
export const NameSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(32),
  z.regex(/^[^\p{Cc}\p{Cf}]*$/u, 'no control characters'),
  z.refine(
    (name) => ![...name].some((c) => INVISIBLE.has(c.codePointAt(0)!)),
    'no invisible characters',
  ),
  z.regex(/[\p{L}\p{N}\p{P}\p{S}]/u, 'at least one visible character'),
);

/**
 * A time control: each side starts with `initialMs` on its clock and gains `incrementMs` after
 * each of its moves (Fischer increment). Absent (`null`) for games without clocks.
 * Bounds: 1 minute to 3 hours initial (ms), 0 to 60 s increment (ms).
 */
export const TimeControlSchema = z.strictObject({
  initialMs: z.number().check(z.int(), z.minimum(60_000), z.maximum(3 * 3_600_000)),
  incrementMs: z.number().check(z.int(), z.minimum(0), z.maximum(60_000)),
});
export type TimeControl = z.infer<typeof TimeControlSchema>;

/**
 * The clocks of a game with a time control, as the server last set them: milliseconds left for
 * each side at server time `at` (ms since the epoch); the `running` side's clock has been running
 * since `at`. A client shows `south - (now - at)` for the running side, corrected by its offset to
 * the server's clock. The server alone decides flag fall.
 */
export const ClocksSchema = z.strictObject({
  south: z.number().check(z.int()),
  north: z.number().check(z.int()),
  running: z.nullable(SideSchema),
  at: z.number().check(z.int()),
});
export type Clocks = z.infer<typeof ClocksSchema>;

/** A seated player as everybody sees him. `rating` is his Glicko-2 rating in the game's family. */
export const SeatViewSchema = z.strictObject({
  playerId: IdSchema,
  name: z.string(),
  rating: z.nullable(z.number()),
  connected: z.boolean(),
});
export type SeatView = z.infer<typeof SeatViewSchema>;

/** Where a game is: waiting for a second player, being played, over, or called off before it began. */
export const GameStatusSchema = z.enum(['open', 'active', 'finished', 'aborted']);
export type GameStatus = z.infer<typeof GameStatusSchema>;

/**
 * How a finished game ended. `reason`: `end` (the rules ended it, or in Wari and Obridjie the
 * players' agreement; `end` then holds the end in position notation: `sideEmpty:north`,
 * `majority:south`, `noMove:north`, `repetition`, `agreement`; for a Giuthi match, how the match
 * ended: `cannotFill`, `allSeeds`, `equalSeeds`, `singleRound`, the rules library's
 * `MatchResult.reason`), `resign`, `timeout` (the loser's flag fell), `aborted`. `scores`
 * are the stores (seeds) at the end (of a Giuthi match: the seeds each player held after its last
 * round); for resign and timeout the stores as they stood.
 */
export const GameResultSchema = z.strictObject({
  winner: z.nullable(z.union([SideSchema, z.literal('draw')])),
  scores: z.strictObject({ south: z.number().check(z.int()), north: z.number().check(z.int()) }),
  reason: z.enum(['end', 'resign', 'timeout', 'aborted']),
  end: z.nullable(z.string()),
});
export type GameResult = z.infer<typeof GameResultSchema>;

/**
 * Everything a client needs to show a game, players and spectators alike (no secrets).
 * `rules` is a rule set of `@kalaha/rules` (validate it with `validateRuleSet`); `start` a
 * position and `moves` moves in the rules library's notations; replaying the moves from `start`
 * gives the current position. `version` counts the changes the game has seen (join, each move,
 * resign, abort, rematch offer, offer to end…) and is what a move must name. `endOffer` is the
 * side whose offer to end the game by agreement (Wari, Obridjie) is open, while the game is in
 * progress; `null` otherwise.
 *
 * A Giuthi match (docs/RULES.md 4 "Rounds") is one online game: `start` is the first round's start,
 * `moves` every move of every round in order, and `arrangements` the losers' lay-outs in order
 * (each the loser's row, house 1 first); the rules library's `matchOfPlay(rules, moves,
 * arrangements)` rebuilds the match from them. Empty for every other game.
 */
export const GameViewSchema = z.strictObject({
  id: IdSchema,
  rules: z.record(z.string(), z.unknown()),
  rated: z.boolean(),
  timeControl: z.nullable(TimeControlSchema),
  status: GameStatusSchema,
  seats: z.strictObject({ south: z.nullable(SeatViewSchema), north: z.nullable(SeatViewSchema) }),
  start: z.string(),
  moves: z.array(z.string()),
  arrangements: z.array(z.array(z.number().check(z.int()))),
  version: z.number().check(z.int(), z.minimum(0)),
  clocks: z.nullable(ClocksSchema),
  result: z.nullable(GameResultSchema),
  rematch: z.strictObject({ offeredBy: z.nullable(SideSchema), nextGameId: z.nullable(IdSchema) }),
  endOffer: z.nullable(SideSchema),
  spectators: z.number().check(z.int(), z.minimum(0)),
  created: z.string(),
});
export type GameView = z.infer<typeof GameViewSchema>;

/**
 * The live parts of a game view: what a change can set (its status, seats and their presence,
 * version, clocks, result, rematch, open offer, spectators). The rest is fixed when the game is
 * created (id, rules, rated, time control, start, created) or only grows, a move or a lay-out at a
 * time (`moves`, `arrangements`): a `delta` message carries the live parts whole and the change.
 */
export const LivePartsSchema = z.pick(GameViewSchema, {
  status: true,
  seats: true,
  version: true,
  clocks: true,
  result: true,
  rematch: true,
  endOffer: true,
  spectators: true,
});
export type LiveParts = z.infer<typeof LivePartsSchema>;

/** A line of the lobby, the player page or the archive. */
export const GameSummarySchema = z.strictObject({
  id: IdSchema,
  preset: z.nullable(z.string()),
  family: z.string(),
  rated: z.boolean(),
  timeControl: z.nullable(TimeControlSchema),
  status: GameStatusSchema,
  south: z.nullable(z.string()),
  north: z.nullable(z.string()),
  result: z.nullable(GameResultSchema),
  moves: z.number().check(z.int(), z.minimum(0)),
  created: z.string(),
});
export type GameSummary = z.infer<typeof GameSummarySchema>;
