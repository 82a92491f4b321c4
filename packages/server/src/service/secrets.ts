import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Side } from '@kalaha/rules';

/**
 * Ids and secrets of online play. Ids (players, games, server-made actions) and secrets come from
 * `crypto.randomBytes` in base64url; only SHA-256 hashes of secrets are stored, compared in
 * constant time.
 *
 * Seat secrets are not stored at all, not even hashed in a way that could give them back: a seat's
 * secret is derived from its player's stored secret hash, `HMAC-SHA256(key = secretHash,
 * gameId + ':' + side)`, so the server can hand it again to that player (on another device, and
 * for a rematch game) while only the hash of the seat secret is kept in the seat.
 */

/** Bytes of an id: 96 bits, 16 base64url characters. */
const ID_BYTES = 12;
/** Bytes of a player secret: 192 bits (≥ 128), 32 base64url characters. */
const SECRET_BYTES = 24;

/** A fresh random id (16 characters of `A-Za-z0-9_-`). */
export function newId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

/** A fresh random player secret (32 characters of `A-Za-z0-9_-`, 192 bits). */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** The SHA-256 hash of a secret, in hex: what storage keeps. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** True when `secret` hashes to `hash` (compared in constant time). */
export function secretMatches(secret: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = createHash('sha256').update(secret, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The secret of `side`'s seat in game `gameId` for the player whose stored secret hash is
 * `playerSecretHash`: HMAC-SHA256 keyed by that hash over `gameId:side`, in base64url
 * (43 characters, 256 bits).
 */
export function seatSecret(playerSecretHash: string, gameId: string, side: Side): string {
  return createHmac('sha256', playerSecretHash).update(`${gameId}:${side}`).digest('base64url');
}
