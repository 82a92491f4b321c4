import type { NewGame, PlayerCredentials, SeatGrant } from '@kalaha/protocol';
import type { ApiClient, ApiError } from './api-client.ts';
import { mapLimited } from './pool.ts';

/** A player and his seat in a game: what a bot needs to play it. */
export interface SeatedPlayer {
  readonly player: PlayerCredentials;
  readonly grant: SeatGrant;
}

/** A game ready to be played: its South seat (the creator's) and its North seat (the joiner's). */
export type SeatedPair = readonly [SeatedPlayer, SeatedPlayer];

/** What {@link seatPairs} made, how long it took (ms), and what failed. */
export interface SetupOutcome {
  readonly pairs: SeatedPair[];
  /** Time to create the players. */
  readonly playersMs: number;
  /** Time to create the games and join them. */
  readonly gamesMs: number;
  /** Every failed call, in the order they failed. */
  readonly failures: ApiError[];
}

/** What the games are: a rule preset, rated or casual; no clocks, the creator South. */
export interface GameSettings {
  readonly preset: string;
  readonly rated: boolean;
}

/**
 * Creates `2 × games` players over the HTTP API and `games` games between them, each created by
 * its first player (seated South) and joined by its second (North), with at most `concurrency`
 * requests at once. A pair whose player, game or join fails is left out, its error kept.
 */
export async function seatPairs(
  api: ApiClient,
  games: number,
  settings: GameSettings,
  concurrency: number,
): Promise<SetupOutcome> {
  const failures: ApiError[] = [];
  const began = performance.now();
  const players = await mapLimited(
    Array.from({ length: 2 * games }, (_, i) => `bot ${i + 1}`),
    concurrency,
    async (name) => {
      const made = await api.createPlayer(name);
      if (made.ok) return made.value;
      failures.push(made.error);
      return undefined;
    },
  );
  const playersDone = performance.now();
  const newGame: NewGame = {
    preset: settings.preset,
    options: {},
    timeControl: null,
    rated: settings.rated,
    side: 'south',
  };
  const pairs = await mapLimited(
    Array.from({ length: games }, (_, i) => [players[2 * i], players[2 * i + 1]] as const),
    concurrency,
    async ([south, north]): Promise<SeatedPair | undefined> => {
      if (!south || !north) return undefined;
      const created = await api.createGame(south, newGame);
      if (!created.ok) {
        failures.push(created.error);
        return undefined;
      }
      const joined = await api.joinGame(north, created.value.game.id);
      if (!joined.ok) {
        failures.push(joined.error);
        return undefined;
      }
      return [
        { player: south, grant: created.value },
        { player: north, grant: joined.value },
      ];
    },
  );
  return {
    pairs: pairs.filter((pair) => pair !== undefined),
    playersMs: playersDone - began,
    gamesMs: performance.now() - playersDone,
    failures,
  };
}
