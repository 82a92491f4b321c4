/** The HTTP API as the tests call it (`fetch`), answers checked with the protocol's schemas. */
import {
  PlayerCredentialsSchema,
  SeatGrantSchema,
  type NewGame,
  type PlayerCredentials,
  type SeatGrant,
} from '@kalaha/protocol';

/** `Authorization` for a player. */
export function authHeader(player: PlayerCredentials): Record<string, string> {
  return { authorization: `Player ${player.playerId}:${player.secret}` };
}

/** Calls the API; the status and the parsed JSON body. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: res.status, body, headers: res.headers };
}

/** A new player. */
export async function newPlayer(base: string, name: string): Promise<PlayerCredentials> {
  const res = await call(base, 'POST', '/api/players', { body: { name } });
  if (res.status !== 201) throw new Error(`POST /api/players: ${res.status} ${String(res.body)}`);
  return PlayerCredentialsSchema.parse(res.body);
}

/** The settings of the tests' games: casual Kalaha on four houses of three seeds, no clocks. */
export const SMALL_GAME: NewGame = {
  preset: 'kalaha',
  options: { houses: 4, seeds: 3 },
  timeControl: null,
  rated: false,
  side: 'south',
};

/** Casual Kalaha on six houses of four seeds, no clocks: long enough to interrupt in the middle. */
export const FULL_GAME: NewGame = { ...SMALL_GAME, options: { houses: 6, seeds: 4 } };

/** A game between two new players, South created it, North joined it: both seats. */
export async function newGame(
  base: string,
  settings: NewGame = SMALL_GAME,
): Promise<{
  south: SeatGrant;
  north: SeatGrant;
  players: [PlayerCredentials, PlayerCredentials];
}> {
  const a = await newPlayer(base, 'Astrid');
  const b = await newPlayer(base, 'Bo');
  const created = await call(base, 'POST', '/api/games', {
    body: settings,
    headers: authHeader(a),
  });
  if (created.status !== 201) throw new Error(`POST /api/games: ${JSON.stringify(created.body)}`);
  const first = SeatGrantSchema.parse(created.body);
  const joined = await call(base, 'POST', `/api/games/${first.game.id}/join`, {
    headers: authHeader(b),
  });
  if (joined.status !== 200) throw new Error(`join: ${JSON.stringify(joined.body)}`);
  const second = SeatGrantSchema.parse(joined.body);
  const [south, north] = first.seat === 'south' ? [first, second] : [second, first];
  return { south, north, players: [a, b] };
}
