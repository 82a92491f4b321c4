import type { SeatGrant } from '@kalaha/protocol';
import type { KeyValueStore } from '../game/persist.ts';
import type { ApiResult, OnlineApi } from './api.ts';
import { saveSeat, type Identity } from './identity.ts';

/**
 * Takes the free seat of an open game for `identity` and keeps the seat's secret (localStorage).
 *
 * @returns the seat granted, or the server's refusal (`game/full`, `game/already_joined`,
 *   `game/not_found`…), `client/offline`.
 */
export async function joinAndKeep(
  api: OnlineApi,
  store: KeyValueStore,
  identity: Identity,
  gameId: string,
): Promise<ApiResult<SeatGrant>> {
  const answer = await api.joinGame(identity, gameId);
  if (answer.ok) keepGrant(store, answer.value);
  return answer;
}

/** Keeps the seat of a grant (create, join, or fetched again). */
export function keepGrant(store: KeyValueStore, grant: SeatGrant): void {
  saveSeat(store, grant.game.id, { side: grant.seat, seatSecret: grant.seatSecret });
}
