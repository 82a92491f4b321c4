import { kgpRules, type NewGame, type TimeControl } from '@kalaha/protocol';
import { KALAHA_OPTION_NAMES, KALAHA_PRESETS } from '@kalaha/rules';

/** The rules library's preset a KGP game's settings start from: standard Kalah. */
const BASE_PRESET = 'kalah';
/** The fewest move times a KGP game's clock starts with (see {@link kgpTimeControl}). */
const CLOCK_MOVES = 20;
/** The shortest initial time a time control may have, in ms (`TimeControlSchema`). */
const MIN_INITIAL_MS = 60_000;

/**
 * The settings of a KGP game as the game service takes them: the Kalah rules of KGP
 * (`kgpRules` of `@kalaha/protocol`) on `houses` houses of `seeds` seeds, written as the `kalah`
 * preset with the options in which they differ, so that the service builds exactly those rules.
 * These are the only settings a KGP game is made with (pairing and challenges alike: a challenge
 * names the clock, rating and side, never the rules), so no other game (Giuthi's rounds and
 * lay-outs least of all) ever reaches a bot.
 */
export function kgpGameSettings(
  board: { readonly houses: number; readonly seeds: number },
  timeControl: TimeControl | null,
  rated: boolean,
): NewGame {
  const rules = kgpRules(board.houses, board.seeds);
  const preset = KALAHA_PRESETS.find((p) => p.id === BASE_PRESET);
  if (!preset) throw new Error(`the rules library has no preset '${BASE_PRESET}'`);
  const options = Object.fromEntries(
    KALAHA_OPTION_NAMES.filter((name) => rules[name] !== preset.options[name]).map((name) => [
      name,
      rules[name],
    ]),
  );
  return { preset: BASE_PRESET, options, timeControl, rated, side: 'south' };
}

/**
 * The clock of a game the server pairs (bot against bot or engine): {@link CLOCK_MOVES} move
 * times to start with (at least a minute, the shortest time control there is) and one move time
 * added a move (Fischer increment). A connected bot, stopped after one move time, so never runs
 * short; one that disconnected loses on time as a person would.
 */
export function kgpTimeControl(moveMs: number): TimeControl {
  return { initialMs: Math.max(MIN_INITIAL_MS, CLOCK_MOVES * moveMs), incrementMs: moveMs };
}
