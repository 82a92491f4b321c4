import {
  BotChallengeSchema,
  IdSchema,
  NewGameSchema,
  NewPlayerSchema,
  PuzzleAttemptSchema,
  type ErrorCode,
} from '@kalaha/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
  type ZodFastifySchemaValidationError,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limits } from '../config.ts';
import type { BotDirectory } from '../kgp/directory.ts';
import type { GameService, PlayerAuth, ServiceResult } from '../service/service.ts';
import { playerAuthFrom } from './auth.ts';
import { sendError } from './errors.ts';

/** What the API needs. */
export interface ApiOptions {
  readonly service: GameService;
  /** The bots connected over KGP (`/bots`); none without. */
  readonly bots?: BotDirectory;
  /**
   * Per address: requests per minute, players created and rated games created per hour (each a
   * rate-limiter-flexible budget, the server's one rate limiter).
   */
  readonly limits: Pick<
    Limits,
    'httpRequestsPerMinute' | 'newPlayersPerHour' | 'ratedGamesPerHour'
  >;
}

/** One minute and one hour, in seconds (rate-limiter-flexible's unit). */
const MINUTE_S = 60;
const HOUR_S = 3_600;
const IdParamsSchema = z.strictObject({ id: IdSchema });
const LobbyQuerySchema = z.strictObject({ status: z.literal('open').default('open') });
const LeaderboardQuerySchema = z.strictObject({
  family: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'a rule family such as kalaha')
    .default('kalaha'),
});

/** Bad names are the player's to fix, not a malformed request. */
const nameCode = (field: string | undefined): ErrorCode | undefined =>
  field === 'name' ? 'player/bad_name' : undefined;
/** Bad rules or time controls are settings to fix. */
const settingsCode = (field: string | undefined): ErrorCode | undefined =>
  field === 'preset' || field === 'options' || field === 'timeControl'
    ? 'game/bad_settings'
    : undefined;

/**
 * The HTTP API of `@kalaha/protocol`'s `http.ts` as a Fastify plugin (register it with prefix
 * `/api`): bodies, params and queries checked with the protocol's schemas, the caller known by
 * `Authorization: Player <id>:<secret>`, every refusal `{ error: { code, message } }` with a
 * fitting status (see `errors.ts`), and per address at most `httpRequestsPerMinute` requests a
 * minute, `newPlayersPerHour` new players and `ratedGamesPerHour` rated games an hour (429
 * `rate/limited` with `Retry-After` beyond).
 */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { service, limits } = options;
  const requests = budget(limits.httpRequestsPerMinute, MINUTE_S, 'requests a minute');
  const newPlayers = budget(limits.newPlayersPerHour, HOUR_S, 'new players an hour');
  const ratedGames = budget(limits.ratedGamesPerHour, HOUR_S, 'rated games an hour');
  // Bodies, params and queries are checked by their zod schemas before a handler runs; a
  // refusal reaches `handleError` as a validation error.
  app.setValidatorCompiler(validatorCompiler);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', async (request, reply) => {
    if (!(await requests(request, reply))) return reply;
  });
  api.setErrorHandler(handleError);
  // Answers carry player and seat secrets, and say how a game stands now: never kept by a cache.
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  api.setNotFoundHandler((request, reply) =>
    sendError(reply, 'message/invalid', `no API route ${request.method} ${request.url}`, 404),
  );
  /** Routes that act for a player: the credentials are checked before the request is read. */
  const authed = { onRequest: requireAuth } as const;

  api.post('/players', { schema: { body: NewPlayerSchema } }, async (request, reply) => {
    if (!(await newPlayers(request, reply))) return reply;
    return answer(reply, await service.createPlayer(request.body.name), 201);
  });

  api.put(
    '/players/me/name',
    { ...authed, schema: { body: NewPlayerSchema } },
    async (request, reply) =>
      answer(reply, await service.renamePlayer(authOf(request), request.body.name)),
  );

  api.get('/players/:id', { schema: { params: IdParamsSchema } }, async (request, reply) =>
    answer(reply, await service.playerPage(request.params.id)),
  );

  api.post('/games', { ...authed, schema: { body: NewGameSchema } }, async (request, reply) => {
    if (request.body.rated && !(await ratedGames(request, reply))) return reply;
    return answer(reply, await service.createGame(authOf(request), request.body), 201);
  });

  api.get('/games', { schema: { querystring: LobbyQuerySchema } }, async (_request, reply) =>
    reply.send({ games: await service.lobby() }),
  );

  api.get('/games/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const game = await service.game(request.params.id);
    return game.ok ? reply.send({ game: game.value }) : answer(reply, game);
  });

  api.post(
    '/games/:id/join',
    { ...authed, schema: { params: IdParamsSchema } },
    async (request, reply) =>
      answer(reply, await service.joinGame(authOf(request), request.params.id)),
  );

  api.get(
    '/games/:id/seat',
    { ...authed, schema: { params: IdParamsSchema } },
    async (request, reply) =>
      answer(reply, await service.seatOf(authOf(request), request.params.id)),
  );

  api.get('/games/:id/record', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const record = await service.record(request.params.id);
    if (!record.ok) return answer(reply, record);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="kalaha-${request.params.id}.json"`)
      .send(record.value);
  });

  api.get('/bots', async (_request, reply) => {
    const bots = options.bots ? await options.bots.list() : [];
    return reply.send({ bots, tcpPort: options.bots?.tcpPort ?? null });
  });

  api.post(
    '/bots/:id/challenge',
    { ...authed, schema: { params: IdParamsSchema, body: BotChallengeSchema } },
    async (request, reply) => {
      if (!options.bots) return sendError(reply, 'game/not_found', 'no bots play on this server');
      if (request.body.rated && !(await ratedGames(request, reply))) return reply;
      const challenge = options.bots.challenge(authOf(request), request.params.id, request.body);
      return answer(reply, await challenge, 201);
    },
  );

  api.post(
    '/puzzles/attempts',
    { ...authed, schema: { body: PuzzleAttemptSchema } },
    async (request, reply) =>
      answer(reply, await service.answerPuzzle(authOf(request), request.body)),
  );

  api.get('/players/:id/puzzles', { schema: { params: IdParamsSchema } }, async (request, reply) =>
    answer(reply, await service.playerPuzzles(request.params.id)),
  );

  api.get(
    '/leaderboard',
    { schema: { querystring: LeaderboardQuerySchema } },
    async (request, reply) => answer(reply, await service.leaderboard(request.query.family)),
  );
}

/**
 * A budget of `points` per client address every `seconds`: a check that takes one from the
 * caller's address, or answers 429 `rate/limited` (with `Retry-After`, in seconds) and says false.
 * `what` names the unit in the refusal ("requests a minute").
 */
function budget(
  points: number,
  seconds: number,
  what: string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> {
  const limiter = new RateLimiterMemory({ points, duration: seconds });
  return async (request, reply) => {
    try {
      await limiter.consume(request.ip);
      return true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const wait = Math.ceil(refusal.msBeforeNext / 1000);
      void sendError(
        reply.header('Retry-After', String(wait)),
        'rate/limited',
        `at most ${points} ${what} from one address; try again in ${wait} s`,
      );
      return false;
    }
  };
}

/** The credentials of a request, read by {@link requireAuth} before anything else of it. */
const credentials = new WeakMap<FastifyRequest, PlayerAuth>();

/**
 * The `onRequest` hook of the routes that act for a player: the caller's credentials from
 * `Authorization: Player <id>:<secret>`, or an answered 401 `auth/unknown_player`.
 */
async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = playerAuthFrom(request.headers.authorization);
  if (auth) credentials.set(request, auth);
  else {
    await sendError(
      reply,
      'auth/unknown_player',
      'this needs the header Authorization: Player <playerId>:<secret>',
    );
  }
}

/** The credentials {@link requireAuth} read for `request`. */
function authOf(request: FastifyRequest): PlayerAuth {
  const auth = credentials.get(request);
  if (!auth) throw new Error(`${request.url}: a route that needs credentials has no requireAuth`);
  return auth;
}

/** Sends a service result: its value with `status`, or its error with the code's status. */
function answer<T>(reply: FastifyReply, result: ServiceResult<T>, status = 200): FastifyReply {
  return result.ok
    ? reply.code(status).send(result.value)
    : sendError(reply, result.error.code, result.error.message);
}

/**
 * A request part that failed its schema: `player/bad_name` for a bad name, `game/bad_settings`
 * for bad rules or time control (settings for the player to fix), else `message/invalid`; the
 * message names the part and the first wrong field.
 */
function refuseInvalid(
  error: { readonly validation: readonly ZodFastifySchemaValidationError[] } & FastifyError,
  reply: FastifyReply,
): FastifyReply {
  const first = error.validation[0];
  const path = first?.instancePath.split('/').filter((part) => part !== '') ?? [];
  const part = error.validationContext ?? 'request';
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  const field = part === 'body' ? path[0] : undefined;
  const code = nameCode(field) ?? settingsCode(field) ?? 'message/invalid';
  return sendError(reply, code, `invalid ${part}${where}: ${first?.message ?? 'invalid'}`);
}

/**
 * What Fastify itself refuses (bad JSON, a body too large, an unknown content type) as a protocol
 * error; anything else is a bug of ours, logged and answered
 * `server/internal`.
 */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) return refuseInvalid(error, reply);
  const status = error.statusCode ?? 500;
  if (status === 413) return sendError(reply, 'message/too_large', error.message);
  if (status === 400 && /JSON/i.test(`${error.code} ${error.message}`)) {
    return sendError(reply, 'message/malformed', `the body is not JSON: ${error.message}`);
  }
  if (status >= 400 && status < 500) {
    return sendError(reply, 'message/invalid', error.message, status);
  }
  request.log.error({ err: error }, 'API request failed');
  return sendError(reply, 'server/internal', 'the server failed to answer; try again');
}
