import { err, ok, type Result } from '@kalaha/rules';
import {
  BotListSchema,
  GameListSchema,
  GameViewSchema,
  HttpErrorSchema,
  LeaderboardSchema,
  PlayerCredentialsSchema,
  PlayerPageSchema,
  PlayerPuzzlesSchema,
  PuzzleAttemptResultSchema,
  SeatGrantSchema,
  type BotChallenge,
  type BotList,
  type GameSummary,
  type GameView,
  type Leaderboard,
  type NewGame,
  type PlayerCredentials,
  type PlayerPage,
  type PlayerPuzzles,
  type PuzzleAttempt,
  type PuzzleAttemptResult,
  type SeatGrant,
} from '@kalaha/protocol';
import * as z from 'zod/mini';
import type { OnlineError } from './errors.ts';

/** The answer of an API call: the value, or a typed error (never a thrown exception). */
export type ApiResult<T> = Result<T, OnlineError>;

/** A player's credentials as API calls that act send them. */
export interface PlayerAuth {
  readonly playerId: string;
  readonly secret: string;
}

/** The `fetch` the API uses (the browser's; a test may pass another). */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const GameAnswerSchema = z.strictObject({ game: GameViewSchema });

/**
 * The HTTP API of online play (`packages/protocol/src/http.ts`), from the browser: every answer
 * checked against the protocol's schemas, every failure an {@link OnlineError}: the server's
 * refusal with its code, `client/offline` when the server cannot be reached, `client/bad_answer`
 * when its answer is not what the protocol says.
 */
export class OnlineApi {
  readonly #base: string;
  readonly #fetch: Fetch;

  /**
   * @param base the server's origin (`''`: the page's own).
   * @param fetcher the `fetch` to use.
   */
  constructor(base = '', fetcher: Fetch = (input, init) => fetch(input, init)) {
    this.#base = base;
    this.#fetch = fetcher;
  }

  /** `POST /api/players`: a new player named `name`. */
  createPlayer(name: string): Promise<ApiResult<PlayerCredentials>> {
    return this.#call('POST', '/api/players', PlayerCredentialsSchema, { body: { name } });
  }

  /** `PUT /api/players/me/name`: renames the player. */
  renamePlayer(auth: PlayerAuth, name: string): Promise<ApiResult<PlayerPage>> {
    return this.#call('PUT', '/api/players/me/name', PlayerPageSchema, { auth, body: { name } });
  }

  /** `GET /api/players/:id`: a player's ratings and games. */
  playerPage(playerId: string): Promise<ApiResult<PlayerPage>> {
    return this.#call('GET', `/api/players/${encodeURIComponent(playerId)}`, PlayerPageSchema);
  }

  /** `POST /api/games`: a new game, the caller seated. */
  createGame(auth: PlayerAuth, settings: NewGame): Promise<ApiResult<SeatGrant>> {
    return this.#call('POST', '/api/games', SeatGrantSchema, { auth, body: settings });
  }

  /** `POST /api/games/:id/join`: takes the free seat of an open game. */
  joinGame(auth: PlayerAuth, gameId: string): Promise<ApiResult<SeatGrant>> {
    return this.#call('POST', `/api/games/${encodeURIComponent(gameId)}/join`, SeatGrantSchema, {
      auth,
    });
  }

  /** `GET /api/games/:id/seat`: the caller's seat in a game and its secret (another device). */
  seat(auth: PlayerAuth, gameId: string): Promise<ApiResult<SeatGrant>> {
    return this.#call('GET', `/api/games/${encodeURIComponent(gameId)}/seat`, SeatGrantSchema, {
      auth,
    });
  }

  /** `GET /api/games?status=open`: the lobby, newest first. */
  async lobby(): Promise<ApiResult<readonly GameSummary[]>> {
    const answer = await this.#call('GET', '/api/games?status=open', GameListSchema);
    return answer.ok ? ok(answer.value.games) : answer;
  }

  /** `GET /api/games/:id`: a game as everybody sees it. */
  async game(gameId: string): Promise<ApiResult<GameView>> {
    const answer = await this.#call(
      'GET',
      `/api/games/${encodeURIComponent(gameId)}`,
      GameAnswerSchema,
    );
    return answer.ok ? ok(answer.value.game) : answer;
  }

  /** `GET /api/games/:id/record`: the game record (`kalaha-record` JSON text). */
  async record(gameId: string): Promise<ApiResult<string>> {
    const response = await this.#send('GET', `/api/games/${encodeURIComponent(gameId)}/record`);
    if (!response.ok) return response;
    if (!response.value.ok) return refusal(response.value);
    return ok(await response.value.text());
  }

  /** `POST /api/puzzles/attempts`: the player's answer to a puzzle, rated by the server. */
  answerPuzzle(auth: PlayerAuth, attempt: PuzzleAttempt): Promise<ApiResult<PuzzleAttemptResult>> {
    return this.#call('POST', '/api/puzzles/attempts', PuzzleAttemptResultSchema, {
      auth,
      body: attempt,
    });
  }

  /** `GET /api/players/:id/puzzles`: a player's puzzle rating. */
  playerPuzzles(playerId: string): Promise<ApiResult<PlayerPuzzles>> {
    return this.#call(
      'GET',
      `/api/players/${encodeURIComponent(playerId)}/puzzles`,
      PlayerPuzzlesSchema,
    );
  }

  /** `GET /api/leaderboard?family=…`: a rule family's leaderboard, best first. */
  leaderboard(family: string): Promise<ApiResult<Leaderboard>> {
    return this.#call(
      'GET',
      `/api/leaderboard?family=${encodeURIComponent(family)}`,
      LeaderboardSchema,
    );
  }

  /**
   * `GET /api/bots`: the bots connected over the Kalah Game Protocol, by name, and the TCP port
   * the server takes them on (`null`: WebSocket only).
   */
  bots(): Promise<ApiResult<BotList>> {
    return this.#call('GET', '/api/bots', BotListSchema);
  }

  /**
   * `POST /api/bots/:id/challenge`: a game against the idle bot `botId`, the caller seated (the
   * same answer as creating a game); refused with `game/full` while the bot plays,
   * `game/not_found` when it is no longer connected, `game/bad_settings` for a rated challenge
   * of an anonymous bot or a bad clock.
   */
  challengeBot(
    auth: PlayerAuth,
    botId: string,
    challenge: BotChallenge,
  ): Promise<ApiResult<SeatGrant>> {
    return this.#call('POST', `/api/bots/${encodeURIComponent(botId)}/challenge`, SeatGrantSchema, {
      auth,
      body: challenge,
    });
  }

  /** The URL of a game's record (a download link). */
  recordUrl(gameId: string): string {
    return `${this.#base}/api/games/${encodeURIComponent(gameId)}/record`;
  }

  async #call<T>(
    method: string,
    path: string,
    schema: z.ZodMiniType<T>,
    options: { auth?: PlayerAuth; body?: unknown } = {},
  ): Promise<ApiResult<T>> {
    const response = await this.#send(method, path, options);
    if (!response.ok) return response;
    if (!response.value.ok) return refusal(response.value);
    const data = await readJson(response.value);
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      return badAnswer(`${method} ${path}: ${parsed.error.issues[0]?.message ?? 'unexpected'}`);
    }
    return ok(parsed.data);
  }

  async #send(
    method: string,
    path: string,
    options: { auth?: PlayerAuth; body?: unknown } = {},
  ): Promise<ApiResult<Response>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.auth) {
      headers.authorization = `Player ${options.auth.playerId}:${options.auth.secret}`;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await this.#fetch(`${this.#base}${path}`, {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      return ok(response);
    } catch (e) {
      return err({
        code: 'client/offline',
        message: e instanceof Error ? e.message : String(e),
      });
    }
  }
}

/** A 4xx/5xx answer as its error: the server's code when the body says one. */
async function refusal(response: Response): Promise<ApiResult<never>> {
  const parsed = HttpErrorSchema.safeParse(await readJson(response));
  if (parsed.success) return err(parsed.data.error);
  return badAnswer(`HTTP ${response.status} without an error body`);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function badAnswer(message: string): ApiResult<never> {
  return err({ code: 'client/bad_answer', message });
}
