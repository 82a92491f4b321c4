import {
  makeMatchRecord,
  makeOgn,
  makeRecord,
  outcome,
  statedBeforeSweep,
  type OgnGame,
  type PerSide,
  type PlayerInfo,
  type Position,
  type RuleSet,
} from '@kalaha/rules';
import { failure } from '../errors.ts';
import { drawBoard } from '../board-view.ts';
import { explainMove, explainResult } from '../explain.ts';
import { writeLines, type Io } from '../io.ts';
import { quantity, rulesTitle } from '../names.ts';
import { readAnyRecordFile } from '../record-file.ts';
import { bottomSide, titles } from '../play/seats.ts';
import { styleFor, type Style } from '../style.ts';
import { matchLines } from './replay-match.ts';

/** Options of `kalaha replay`: `to` prints the game in that format instead of replaying it. */
export interface ReplayOptions {
  readonly to?: 'json' | 'ogn';
}

/**
 * `kalaha replay FILE`: reads a game (a JSON record, or Oware Game Notation) or a whole Giuthi
 * match (a JSON match record, docs/RULES.md 4), replays it under its rules and prints the board and the
 * explanation after every move (and, in a match, every round's arrangement and result), then the
 * result. Kalaha, Wari, Oware and Giuthi. With `--to json` or `--to ogn` it prints the checked game
 * or match in that format instead (a conversion; OGN holds no match).
 *
 * @throws CliError (failure) when the file cannot be read, is not a record (not JSON, bad shape,
 *   OGN errors with line and column), does not replay (an illegal move, named by its number and in
 *   a match its round; an arrangement refused; a result that does not match), or cannot be written
 *   as OGN (not Wari/Oware on 6×4, or a match).
 */
export async function replayCommand(file: string, options: ReplayOptions, io: Io): Promise<void> {
  const read = await readAnyRecordFile(file, ['kalaha', 'wari', 'giuthi']);
  if (options.to === 'json') {
    io.stdout.write(read.kind === 'match' ? makeMatchRecord(read.record) : makeRecord(read.record));
    return;
  }
  if (options.to === 'ogn') {
    if (read.kind === 'match') {
      throw failure(`${file}: OGN holds one game of Oware or Wari, not a match of Giuthi rounds`);
    }
    const text = makeOgn(read.ogn ?? { record: read.record, tags: [], comments: [] });
    if (!text.ok) throw failure(`${file}: ${text.error.message}`);
    io.stdout.write(text.value);
    return;
  }
  const style = styleFor(io.stdout);
  if (read.kind === 'match') {
    const { record, replayed } = read;
    const board = boardLines(record.players, style);
    const rounds = quantity(record.rounds.length, 'round');
    const moves = quantity(replayed.steps.filter((s) => s.kind === 'move').length, 'move');
    writeLines(io.stdout, [
      ...header(file, `a match of ${rounds}, ${moves}`, record),
      ...matchLines(replayed, titles(record.players), board),
    ]);
    return;
  }
  const { record, replayed } = read;
  const board = boardLines(record.players, style);
  writeLines(io.stdout, [
    ...header(file, quantity(record.moves.length, 'move'), record),
    ...board(record.start),
  ]);
  for (const step of replayed.steps) {
    writeLines(io.stdout, [
      `Move ${step.number}:`,
      ...explainMove(step.events, step.move).map((line) => `  ${line}`),
      ...board(step.position),
    ]);
  }
  const result = outcome(replayed.final);
  writeLines(
    io.stdout,
    result
      ? [...explainResult(result, titles(record.players)), ...statedLines(read.ogn)]
      : ['The record ends before the game is over.'],
  );
}

/**
 * What an OGN file's own result says when it differs from the result of the moves: the stores
 * before the final sweep, as the Aualé Oware program writes them (`statedBeforeSweep`). Empty
 * otherwise.
 */
function statedLines(ogn: OgnGame | undefined): string[] {
  const stated = ogn && statedBeforeSweep(ogn);
  if (!stated) return [];
  return [
    `The file states ${stated.south} to ${stated.north}: the stores before the seeds left on the board went to their sides, as the Aualé program writes its results.`,
  ];
}

/** Draws a position between blank lines, the players named and seated as in `kalaha play`. */
export type BoardLines = (position: Position) => string[];

/** A Giuthi position says `Round over.` once finished (`drawBoard`). */
function boardLines(players: PerSide<PlayerInfo>, style: Style): BoardLines {
  const names = titles(players);
  return (position) => [
    '',
    ...drawBoard(position, {
      bottom: bottomSide(players, position.turn),
      titles: names,
      style,
    }),
    '',
  ];
}

function header(
  file: string,
  what: string,
  record: {
    readonly rules: RuleSet;
    readonly players: PerSide<PlayerInfo>;
    readonly started: string;
  },
): string[] {
  const names = titles(record.players);
  const who = (side: 'south' | 'north'): string => {
    const p = record.players[side];
    return `${names[side]}, ${p.kind}${p.level === undefined ? '' : ` level ${p.level}`}`;
  };
  return [
    `Replay of ${file}: ${what}, started ${record.started}`,
    `Rules: ${rulesTitle(record.rules)}`,
    `Players: ${who('south')}; ${who('north')}`,
  ];
}
