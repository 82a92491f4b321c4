import { err, ok, type Result } from '@kalaha/rules';
import {
  HttpErrorSchema,
  PlayerCredentialsSchema,
  SeatGrantSchema,
  type ErrorCode,
  type NewGame,
  type PlayerCredentials,
  type SeatGrant,
} from '@kalaha/protocol';
import type * as z from 'zod/mini';
import { authorizationHeader } from '../src/http/auth.ts';

/**
 * Why an API call failed: the server's error code (`game/full`…), or `http/unreachable` (no
 * answer), `http/unexpected` (an answer that is not the protocol's).
 */
export interface ApiError {
  readonly code: ErrorCode | 'http/unreachable' | 'http/unexpected';
  readonly message: string;
}

/** An API call's outcome: the answer, or why there is none. */
export type ApiResult<T> = Result<T, ApiError>;

/**
 * The part of the server's HTTP API (`@kalaha/protocol`'s `http.ts`) the bots use to set up
 * their games: players, new games, joins and seats. Answers are checked with the protocol's
 * schemas (this is not the hot path).
 */
export class ApiClient {
  /** @param baseUrl `http://host:port` of the server. */
  constructor(readonly baseUrl: string) {}

  /** `POST /api/players`: a new player named `name`. */
  createPlayer(name: string): Promise<ApiResult<PlayerCredentials>> {
    return this.#call('POST', '/api/players', undefined, { name }, PlayerCredentialsSchema);
  }

  /** `POST /api/games`: a new game, `player` seated as `settings.side` says. */
  createGame(player: PlayerCredentials, settings: NewGame): Promise<ApiResult<SeatGrant>> {
    return this.#call('POST', '/api/games', player, settings, SeatGrantSchema);
  }

  /** `POST /api/games/:id/join`: `player` takes the free seat. */
  joinGame(player: PlayerCredentials, gameId: string): Promise<ApiResult<SeatGrant>> {
    return this.#call('POST', `/api/games/${gameId}/join`, player, undefined, SeatGrantSchema);
  }

  /** `GET /api/games/:id/seat`: `player`'s seat and its secret (after a rematch). */
  seatOf(player: PlayerCredentials, gameId: string): Promise<ApiResult<SeatGrant>> {
    return this.#call('GET', `/api/games/${gameId}/seat`, player, undefined, SeatGrantSchema);
  }

  async #call<T>(
    method: 'GET' | 'POST',
    path: string,
    player: PlayerCredentials | undefined,
    body: unknown,
    schema: z.ZodMiniType<T>,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    if (player) headers.authorization = authorizationHeader(player);
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      data = await response.json();
    } catch (error) {
      const why = error instanceof Error ? (error.cause ?? error) : error;
      return fail('http/unreachable', `${method} ${path}: ${String(why)}`);
    }
    if (response.ok) {
      const parsed = schema.safeParse(data);
      if (parsed.success) return ok(parsed.data);
      return fail('http/unexpected', `${method} ${path}: an answer not of the protocol`);
    }
    const refused = HttpErrorSchema.safeParse(data);
    if (refused.success) return fail(refused.data.error.code, refused.data.error.message);
    return fail('http/unexpected', `${method} ${path}: status ${response.status}`);
  }
}

function fail(code: ApiError['code'], message: string): ApiResult<never> {
  return err({ code, message });
}
