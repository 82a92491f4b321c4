import { IdSchema, SecretSchema } from '@kalaha/protocol';
import type { PlayerAuth } from '../service/service.ts';

/**
 * Reads `Authorization: Player <playerId>:<secret>` (the credentials `POST /api/players` gave).
 *
 * @returns the credentials, or undefined when the header is missing or not of that form (the
 *   caller answers `auth/unknown_player`).
 */
export function playerAuthFrom(header: string | undefined): PlayerAuth | undefined {
  const match = /^Player ([^:\s]+):(\S+)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const playerId = IdSchema.safeParse(match[1]);
  const secret = SecretSchema.safeParse(match[2]);
  if (!playerId.success || !secret.success) return undefined;
  return { playerId: playerId.data, secret: secret.data };
}

/** The header value for `auth`, as clients send it. */
export function authorizationHeader(auth: PlayerAuth): string {
  return `Player ${auth.playerId}:${auth.secret}`;
}
