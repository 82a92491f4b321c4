import { readFile } from 'node:fs/promises';
import {
  parseAnyRecord,
  parseOgn,
  replay,
  replayMatch,
  type AnyRecord,
  type Game,
  type GameRecord,
  type MatchRecord,
  type MatchReplay,
  type OgnGame,
  type Replay,
} from '@kalaha/rules';
import { failure } from './errors.ts';

/** A game file read and replayed: the record, its replay, and the OGN game when it was OGN. */
export interface RecordFile {
  readonly record: GameRecord;
  readonly replayed: Replay;
  readonly ogn?: OgnGame;
}

/** A match record file (a whole Giuthi match, docs/RULES.md 4) read and replayed. */
export interface MatchFile {
  readonly record: MatchRecord;
  readonly replayed: MatchReplay;
}

/** A record file of either kind, told apart by `kind`. */
export type AnyRecordFile =
  ({ readonly kind: 'game' } & RecordFile) | ({ readonly kind: 'match' } & MatchFile);

/**
 * Reads the game in `file` and replays it under its rules (`kalaha analyze RECORD`): a JSON game
 * record, or a game in Oware Game Notation (see {@link readAnyRecordFile}).
 *
 * @param games the games the command handles: the Kalaha family by default (the terminal game and
 *   the analysis).
 * @throws CliError (failure) as {@link readAnyRecordFile} does, and for the record of a whole match.
 */
export async function readRecordFile(
  file: string,
  games: readonly Game[] = ['kalaha'],
): Promise<RecordFile> {
  const read = await readAnyRecordFile(file, games);
  if (read.kind === 'match') {
    throw failure(`${file}: the record of a whole match, where one game's record is needed`);
  }
  return read;
}

/**
 * Reads the record in `file` and replays it under its rules (`kalaha replay`): a JSON game record,
 * a JSON match record (a whole Giuthi match of rounds, docs/RULES.md 4), or a game in Oware Game
 * Notation (a `.ogn` file, or any file that starts with a `[Tag "…"]`).
 *
 * @param games the games the command handles.
 * @throws CliError (failure) when the file cannot be read, is not a record (not JSON, bad shape;
 *   the path of the bad field named; OGN with its line and column), is a game the command does not
 *   handle, or does not replay (an illegal move, named by its number, and in a match by its round;
 *   an arrangement refused; a result that does not match).
 */
export async function readAnyRecordFile(
  file: string,
  games: readonly Game[],
): Promise<AnyRecordFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw failure(`cannot read ${file}: ${(error as Error).message}`);
  }
  let read: AnyRecord;
  let ogn: OgnGame | undefined;
  if (file.toLowerCase().endsWith('.ogn') || text.trimStart().startsWith('[')) {
    const game = parseOgn(text);
    if (!game.ok) {
      const { line, column, message } = game.error;
      throw failure(`${file}:${line}:${column}: ${message}`);
    }
    read = { kind: 'game', record: game.value.record };
    ogn = game.value;
  } else {
    const parsed = parseAnyRecord(text);
    if (!parsed.ok) {
      const { message, path } = parsed.error;
      throw failure(`${file}: ${message}${path === '' ? '' : ` (at ${path})`}`);
    }
    read = parsed.value;
  }
  const game = read.record.rules.game;
  if (!games.includes(game)) {
    throw failure(`${file}: a game of ${game}, which the terminal game does not play yet`);
  }
  if (read.kind === 'match') {
    const replayed = replayMatch(read.record);
    if (!replayed.ok) throw failure(`${file}: ${replayed.error.message}`);
    return { kind: 'match', record: read.record, replayed: replayed.value };
  }
  const replayed = replay(read.record);
  if (!replayed.ok) throw failure(`${file}: ${replayed.error.message}`);
  return { kind: 'game', record: read.record, replayed: replayed.value, ...(ogn ? { ogn } : {}) };
}
