import type { PlayerInfo } from '../record.ts';

/**
 * The Variant tag of each preset OGN can carry. Aualé writes `Oware Abapa` (the grand slam is
 * legal and captures nothing: our `oware`); `Wari` is ours, for the `wari` preset (a grand slam is
 * not legal, docs/RULES.md 2), since Aualé knows only its own variant.
 */
export const VARIANTS = { 'Oware Abapa': 'oware', Wari: 'wari' } as const;

/** The tags Aualé always writes, in its order (`?` when unknown). */
export const ROSTER = ['Variant', 'Event', 'Site', 'Date', 'Round', 'South', 'North', 'Result'];

/**
 * The tags the record holds (read into it and written from it), besides the roster's Variant,
 * Date, South, North and Result: `FEN` (the start), `Rules` (options other than the variant's, as
 * `name=value` words), `Time` (UTC time the game started, with the UTC `Date`), `SouthType` /
 * `NorthType` (`human` or `program`, as PGN's `WhiteType`), `SouthLevel` / `NorthLevel` (the
 * computer's level), `Termination` (why the game ended, as in our records: `noMove:south`,
 * `repetition`, `agreement`, `resign:north`…) and `AualeEnd` (written for the Aualé program's
 * users, see {@link AUALE_END}; read back as derived from the moves, so ignored).
 */
export const RECORD_TAGS = [
  'Variant',
  'Date',
  'South',
  'North',
  'Result',
  'FEN',
  'Rules',
  'Time',
  'SouthType',
  'NorthType',
  'SouthLevel',
  'NorthLevel',
  'Termination',
  'AualeEnd',
];

/**
 * The tag that tells a reader of the Aualé program where it will stop this game: Aualé ends a game
 * when a position (board and player to move) occurs the second time, where docs/RULES.md 2 plays
 * on to its third occurrence; its value names the move and says why.
 */
export const AUALE_END = 'AualeEnd';

/** OGN's "unknown" tag value. */
export const UNKNOWN = '?';

/** The start date a record gets when the OGN Date is unknown (a record needs one). */
export const UNKNOWN_START = '1970-01-01T00:00:00.000Z';

/** A player's kind as PGN's `WhiteType` writes it. */
export function typeOf(kind: PlayerInfo['kind']): string {
  return kind === 'computer' ? 'program' : 'human';
}

/** Writes a tag value with OGN's escapes (`\\`, `\"`). */
export function escapeValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
