import { err, ok, type Result } from '@kalaha/rules';
import * as z from 'zod/mini';
import type { WireError } from './protocol.ts';

/**
 * The shapes of the engine's messages as zod schemas (`zod/mini`: the worker runs in the browser
 * too, where its bundle size counts): every field's type and range. What only the rules library
 * can say (a valid rule set, a position under it, a level of the levels table) is checked after
 * the shape, by the reader of each message. The handler that reads them (`handler.ts`) gives
 * zod/mini its English words, so that the app's own bundle, which only writes messages, does not
 * carry them.
 */

/** A job id: a string of 1-200 characters, or a safe integer. */
export const JobIdSchema = z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.int()]);

/** A whole number 0..2^32 − 1 (a seed of the levels' random choices). */
const Uint32Schema = z.int().check(z.minimum(0), z.maximum(0xffff_ffff));

/** A number, 0 or more (milliseconds, plies, nodes). */
const NonNegativeSchema = z.number().check(z.minimum(0));

/** A side of the board. */
const SideSchema = z.enum(['south', 'north']);

/** Search or analysis limits: depth, timeMs, nodes and nothing else. */
const LimitsSchema = z.optional(
  z.strictObject({
    depth: z.optional(NonNegativeSchema),
    timeMs: z.optional(NonNegativeSchema),
    nodes: z.optional(NonNegativeSchema),
  }),
);

/**
 * A position on the wire: its rules, text and repetition history, all three checked by the rules
 * library (`ERR_RULES`, `ERR_POSITION`).
 */
const WirePositionSchema = z.object({
  rules: z.unknown(),
  position: z.string(),
  history: z.optional(z.unknown()),
});

/** The fields every job has: its id and an optional stop flag of one element or more. */
const jobBase = {
  id: JobIdSchema,
  stopFlag: z.optional(z.instanceof(Int32Array).check(z.minLength(1))),
};

/** A move of an opening: a house 1..12, and a direction only as Giuthi writes it. */
const OpeningMoveSchema = z.object({
  house: z.int().check(z.minimum(1), z.maximum(12)),
  direction: z.optional(z.enum(['ccw', 'cw'])),
});

/** A weight of the Wari evaluation: a whole number of internal units, at most ±1 000 seeds. */
const WeightSchema = z.int().check(z.minimum(-16_000), z.maximum(16_000));

/**
 * A player of a game between levels: the level (checked against the table), seed, time, and for
 * matches that measure the engine's parts, the weights of the Wari evaluation and whether the
 * opening book and level 10's exact sources are left out (`GameSide`).
 */
const PlayerSchema = z.object({
  level: z.unknown(),
  seed: Uint32Schema,
  timeMs: z.optional(NonNegativeSchema),
  wariWeights: z.optional(
    z.object({
      side: WeightSchema,
      captureAtHand: WeightSchema,
      threatened: WeightSchema,
      mobility: WeightSchema,
    }),
  ),
  book: z.optional(z.literal(false)),
  exact: z.optional(z.literal(false)),
});

/** Every request the engine takes, by its `type`. */
export const RequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stop'), id: JobIdSchema }),
  z.object({
    type: z.enum(['analyze', 'search']),
    ...jobBase,
    position: WirePositionSchema,
    limits: LimitsSchema,
  }),
  z.object({
    type: z.literal('levelMove'),
    ...jobBase,
    position: WirePositionSchema,
    level: z.unknown(),
    seed: Uint32Schema,
    timeMs: z.optional(NonNegativeSchema),
  }),
  z.object({
    type: z.literal('playGame'),
    ...jobBase,
    game: z.object({
      rules: z.unknown(),
      opening: z.array(OpeningMoveSchema),
      starts: z.optional(SideSchema),
      players: z.object({ south: PlayerSchema, north: PlayerSchema }),
    }),
  }),
  z.object({
    type: z.literal('arrange'),
    ...jobBase,
    match: z.unknown(),
    level: z.unknown(),
    seed: Uint32Schema,
  }),
]);

/** A request as its shape was read. */
export type WireRequest = z.infer<typeof RequestSchema>;

/** The types of request, for the refusal of another. */
export const REQUEST_TYPES = ['analyze', 'search', 'levelMove', 'playGame', 'arrange', 'stop'];

/** Seeds per side: whole numbers, 0 or more. */
const SeedsSchema = z.object({
  south: z.int().check(z.minimum(0)),
  north: z.int().check(z.minimum(0)),
});

/** The match of rounds on the wire, on a board of at most `houses` houses a side. */
export function matchSchema(houses: number) {
  const Houses = z.int().check(z.minimum(1), z.maximum(houses));
  return z.object({
    rules: z.unknown(),
    phase: z.enum(['playing', 'arranging', 'over']),
    position: z.string(),
    rounds: z.array(
      z.object({
        houses: Houses,
        first: SideSchema,
        seeds: SeedsSchema,
        winner: z.optional(SideSchema),
        end: z.looseObject({ reason: z.string() }),
      }),
    ),
    arranger: z.optional(SideSchema),
    first: SideSchema,
    houses: Houses,
    result: z.optional(
      z.object({
        winner: z.optional(SideSchema),
        reason: z.enum(['cannotFill', 'allSeeds', 'equalSeeds', 'singleRound']),
        seeds: SeedsSchema,
      }),
    ),
    history: z.array(
      z.object({
        arrangement: z.optional(z.array(z.int().check(z.minimum(1)))),
        moves: z.array(z.object({ house: Houses, direction: z.enum(['ccw', 'cw']) })),
      }),
    ),
  });
}

/**
 * `data` read by `schema`, or `ERR_MESSAGE` naming the first field that does not fit
 * (`what.field.path: the problem`).
 */
export function readShape<T>(
  schema: z.ZodMiniType<T>,
  data: unknown,
  what: string,
): Result<T, WireError> {
  const read = schema.safeParse(data);
  if (read.success) return ok(read.data);
  const issue = read.error.issues[0]!;
  const path = [what, ...issue.path.map(String)].filter(Boolean).join('.');
  return err({ code: 'ERR_MESSAGE', message: `${path || 'message'}: ${issue.message}` });
}
