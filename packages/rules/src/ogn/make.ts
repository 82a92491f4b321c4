import type { Position } from '../position.ts';
import { makeRecordEnd } from '../record.ts';
import { replay } from '../replay.ts';
import { err, ok, type Result } from '../result.ts';
import { differencesFrom } from '../ruleset.ts';
import { isInitial, makeOgnPosition, OGN_HOUSES } from './fen.ts';
import {
  AUALE_END,
  escapeValue,
  ROSTER,
  typeOf,
  UNKNOWN,
  UNKNOWN_START,
  VARIANTS,
} from './tags.ts';
import type { OgnExportError, OgnGame } from './types.ts';

/** Aualé keeps move-text lines shorter than this. */
const LINE_LIMIT = 80;

/**
 * Writes a game as Oware Game Notation, as the Aualé Oware program writes it: its roster of tags
 * (`Variant`, `Event`, `Site`, `Date`, `Round`, `South`, `North`, `Result`; `?` when unknown), the
 * tags the record needs beyond them (`FEN` for a start other than the initial position, `Rules`,
 * `Time`, `SouthType`/`NorthType`, `SouthLevel`/`NorthLevel`, `Termination`; see `tags.ts`), the
 * game's other tags, then a blank line and the moves: a number before every other move, `A`-`F`
 * for South's houses 1-6, `a`-`f` for North's, `+N` after a move that took N seeds (the last move
 * counting the seeds its end gave the mover), comments `{ … }`, and the result `S-N` (final
 * stores) when the game is over, in lines shorter than 80 characters. `parseOgn` reads it back to
 * the same game (the start date to the second).
 *
 * @returns the text, or `ERR_OGN_GAME` for a game OGN cannot hold (not Wari/Oware, or not on 6
 *   houses of 4 seeds), `ERR_OGN_RECORD` for a record that does not replay.
 */
export function makeOgn(game: OgnGame): Result<string, OgnExportError> {
  const { record } = game;
  const rules = record.rules;
  if (rules.game !== 'wari' || rules.houses !== OGN_HOUSES || rules.seeds !== 4) {
    return err({
      code: 'ERR_OGN_GAME',
      message: 'OGN holds Oware and Wari games on 6 houses a side with 4 seeds each',
    });
  }
  const replayed = replay(record);
  if (!replayed.ok) return err({ code: 'ERR_OGN_RECORD', message: replayed.error.message });

  const variant = rules.grandSlam === 'noCapture' ? 'Oware Abapa' : 'Wari';
  const differences = differencesFrom(rules, VARIANTS[variant]);
  const other = new Map(game.tags.map((t) => [t.name, t.value]));
  const known = record.started !== UNKNOWN_START;
  const started = new Date(record.started).toISOString();
  const { south, north } = record.players;
  const roster: Record<string, string> = {
    Variant: variant,
    Event: other.get('Event') ?? UNKNOWN,
    Site: other.get('Site') ?? UNKNOWN,
    Date: known ? started.slice(0, 10).replace(/-/g, '.') : UNKNOWN,
    Round: other.get('Round') ?? UNKNOWN,
    South: south.name === '' ? UNKNOWN : south.name,
    North: north.name === '' ? UNKNOWN : north.name,
    Result: record.result ? `${record.result.scores.south}-${record.result.scores.north}` : '*',
  };
  const tags: [string, string][] = ROSTER.map((name) => [name, roster[name]!]);
  if (!isInitial(record.start)) tags.push(['FEN', makeOgnPosition(record.start)]);
  if (differences.length > 0) tags.push(['Rules', differences.join(' ')]);
  if (known) tags.push(['Time', started.slice(11, 19)]);
  for (const [side, player] of [
    ['South', south],
    ['North', north],
  ] as const) {
    if (player.kind !== 'human') tags.push([`${side}Type`, typeOf(player.kind)]);
    if (player.level !== undefined) tags.push([`${side}Level`, String(player.level)]);
  }
  if (record.result) tags.push(['Termination', makeRecordEnd(record.result.end)]);
  const repeated = firstRepetition(record.start, replayed.value.steps);
  if (repeated !== undefined) {
    tags.push([
      AUALE_END,
      `move ${repeated}: its position occurred before, where Aualé ends a game; these rules play on to its third occurrence (docs/RULES.md 2)`,
    ]);
  }
  for (const { name, value } of game.tags) {
    if (!ROSTER.includes(name) && name !== AUALE_END) tags.push([name, value]);
  }

  const comments = (after: number) =>
    game.comments.filter((c) => c.afterMove === after).map((c) => `{ ${c.text} }`);
  const tokens: string[] = [...comments(0)];
  const { steps, final } = replayed.value;
  for (const [i, step] of steps.entries()) {
    if (i % 2 === 0) tokens.push(`${i / 2 + 1}.`);
    const mover = step.before.turn;
    const after = i + 1 < steps.length ? step.position : final;
    const taken = after.store(mover) - step.before.store(mover);
    const letter = String.fromCharCode((mover === 'south' ? 65 : 97) + step.move.house - 1);
    tokens.push(`${letter}${taken > 0 ? `+${taken}` : ''}`, ...comments(i + 1));
  }
  if (record.result && steps.length > 0) tokens.push(roster.Result!);

  const lines = tags.map(([name, value]) => `[${name} "${escapeValue(value)}"]`);
  if (tokens.length > 0) lines.push('', ...wrap(tokens));
  return ok(`${lines.join('\n')}\n`);
}

/** Joins tokens with spaces into lines shorter than {@link LINE_LIMIT}. */
function wrap(tokens: readonly string[]): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line !== '' && line.length + 1 + token.length >= LINE_LIMIT) {
      lines.push(line);
      line = token;
    } else line = line === '' ? token : `${line} ${token}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The number (from 1) of the first move after which a position (board and player to move) occurs
 * for the second time, counting the start; `undefined` when none does.
 */
function firstRepetition(
  start: Position,
  steps: readonly { readonly position: Position }[],
): number | undefined {
  const key = (p: Position) => `${p.houses('south').join()}|${p.houses('north').join()}|${p.turn}`;
  const seen = new Set([key(start)]);
  for (const [i, step] of steps.entries()) {
    const k = key(step.position);
    if (seen.has(k)) return i + 1;
    seen.add(k);
  }
  return undefined;
}
