import { readFile } from 'node:fs/promises';
import {
  parseOgn,
  parseRecord,
  replay,
  type Game,
  type GameRecord,
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

/**
 * Reads the game in `file` and replays it under its rules (`kalaha replay`, `kalaha analyze
 * RECORD`): a JSON game record, or a game in Oware Game Notation (a `.ogn` file, or any file that
 * starts with a `[Tag "…"]`).
 *
 * @param games the games the command handles: the Kalaha family by default (the terminal game and
 *   the analysis); `kalaha replay` also shows Wari and Oware.
 * @throws CliError (failure) when the file cannot be read, is not a record (not JSON, bad shape;
 *   the path of the bad field named; OGN with its line and column), is a game the command does not
 *   handle, or does not replay (an illegal move, named by its number; a result that does not
 *   match).
 */
export async function readRecordFile(
  file: string,
  games: readonly Game[] = ['kalaha'],
): Promise<RecordFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw failure(`cannot read ${file}: ${(error as Error).message}`);
  }
  let record: GameRecord;
  let ogn: OgnGame | undefined;
  if (file.toLowerCase().endsWith('.ogn') || text.trimStart().startsWith('[')) {
    const game = parseOgn(text);
    if (!game.ok) {
      const { line, column, message } = game.error;
      throw failure(`${file}:${line}:${column}: ${message}`);
    }
    ({ record } = game.value);
    ogn = game.value;
  } else {
    const parsed = parseRecord(text);
    if (!parsed.ok) {
      const { message, path } = parsed.error;
      throw failure(`${file}: ${message}${path === '' ? '' : ` (at ${path})`}`);
    }
    record = parsed.value;
  }
  const game = record.rules.game;
  if (!games.includes(game)) {
    throw failure(`${file}: a game of ${game}, which the terminal game does not play yet`);
  }
  const replayed = replay(record);
  if (!replayed.ok) throw failure(`${file}: ${replayed.error.message}`);
  return { record, replayed: replayed.value, ...(ogn ? { ogn } : {}) };
}
