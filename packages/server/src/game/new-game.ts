import type { NewGame } from '@kalaha/protocol';
import { capabilities, ok, makePosition, Position, presetOf, ruleSet } from '@kalaha/rules';
import type { StoredGame, StoredSeat } from '../storage/storage.ts';
import { initialClocks } from './clock.ts';
import { refuse, type MasterResult } from './errors.ts';

/**
 * A new open game (version 0, no seat taken yet: the creator's `join` is its first action) from
 * the settings of a `NewGame` request, created at `now` (ms since the epoch). The rule set is
 * built by the rules library's `ruleSet(preset, options)`; the game starts from the rules' start
 * position, South to move.
 *
 * Online games play the Kalaha family (docs/RULES.md 1), Wari and Oware (docs/RULES.md 2), Obridjie
 * (docs/RULES.md 3) and Giuthi (docs/RULES.md 4: the whole match of rounds, with the losers' lay-outs between
 * them, is one game; its start is the first round's); the game's rating family is the rule set's
 * `game` (`kalaha`, `wari` for Wari and Oware alike, `obridjie`, `giuthi`).
 *
 * @returns the game row, or `game/bad_settings` with the rules library's message (naming the
 *   preset or option and its allowed values), or saying that the pie rule (`swap`) is not offered
 *   online.
 */
export function newGame(settings: NewGame, gameId: string, now: number): MasterResult<StoredGame> {
  const rules = ruleSet(settings.preset, settings.options);
  if (!rules.ok) return refuse('game/bad_settings', rules.error.message);
  // The pie rule exchanges the players' seats, which online games do not do (yet): refused.
  if (capabilities(rules.value).hasSwap) {
    return refuse('game/bad_settings', 'option swap (the pie rule) is not offered online yet');
  }
  return ok({
    gameId,
    rules: { ...rules.value },
    family: rules.value.game,
    preset: presetOf(rules.value) ?? null,
    rated: settings.rated,
    timeControl: settings.timeControl,
    status: 'open',
    seats: { south: null, north: null },
    start: makePosition(Position.initial(rules.value)),
    version: 0,
    clocks: initialClocks(settings.timeControl, now),
    result: null,
    rematchOfferedBy: null,
    nextGameId: null,
    previousGameId: null,
    created: new Date(now),
    ended: null,
  });
}

/**
 * The next game of an agreed rematch: the same rules, start, time control and rating, the players
 * at swapped sides (`seats` are already swapped: the new South is the old North), both seated, so
 * the game is `active` at version 0 with full clocks standing still.
 */
export function rematchGame(
  previous: StoredGame,
  gameId: string,
  seats: { readonly south: StoredSeat; readonly north: StoredSeat },
  now: number,
): StoredGame {
  return {
    ...previous,
    gameId,
    status: 'active',
    seats,
    version: 0,
    clocks: initialClocks(previous.timeControl, now),
    result: null,
    rematchOfferedBy: null,
    nextGameId: null,
    previousGameId: previous.gameId,
    created: new Date(now),
    ended: null,
  };
}
