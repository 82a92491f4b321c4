import type { BotChallenge, BotListing, SeatGrant } from '@kalaha/protocol';
import type { PlayerAuth, ServiceResult } from '../service/service.ts';

/**
 * The bots connected over the Kalah Game Protocol, as the HTTP API offers them to people
 * (`GET /api/bots`, `POST /api/bots/:id/challenge`): implemented by the KGP gateway.
 */
export interface BotDirectory {
  /** The bots connected to this server instance and accepted for freeplay, by name. */
  list(): Promise<BotListing[]>;
  /** The TCP port bots connect to (`KGP_PORT`, the actual one when 0), or `null`: none open. */
  readonly tcpPort: number | null;
  /**
   * A game of the player `auth` against the idle bot `botId`, under the rules bots play, with the
   * challenge's clock, rating and seat.
   *
   * @returns the challenger's seat, as `POST /api/games` answers it, or `auth/unknown_player`,
   *   `game/not_found` (no such bot connected), `game/full` (the bot is playing),
   *   `game/bad_settings` (rated against an anonymous bot), `server/internal`.
   */
  challenge(
    auth: PlayerAuth,
    botId: string,
    challenge: BotChallenge,
  ): Promise<ServiceResult<SeatGrant>>;
}
