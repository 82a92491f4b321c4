import { readFile } from 'node:fs/promises';
import { parseRecord, replay, type GameRecord, type Replay } from '@kalaha/rules';
import { failure } from './errors.ts';

/**
 * Reads the game record in `file` and replays it under its rules (`kalaha replay`, `kalaha
 * analyze RECORD`).
 *
 * @throws CliError (failure) when the file cannot be read, is not a record (not JSON, bad shape;
 *   the path of the bad field named), is a game the terminal game does not play yet (Wari,
 *   Obridjie), or does not replay (an illegal move, named by its number; a result that does not
 *   match).
 */
export async function readRecordFile(
  file: string,
): Promise<{ readonly record: GameRecord; readonly replayed: Replay }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw failure(`cannot read ${file}: ${(error as Error).message}`);
  }
  const record = parseRecord(text);
  if (!record.ok) {
    const { message, path } = record.error;
    throw failure(`${file}: ${message}${path === '' ? '' : ` (at ${path})`}`);
  }
  const game = record.value.rules.game;
  if (game !== 'kalaha') {
    throw failure(`${file}: a game of ${game}, which the terminal game does not play yet`);
  }
  const replayed = replay(record.value);
  if (!replayed.ok) throw failure(`${file}: ${replayed.error.message}`);
  return { record: record.value, replayed: replayed.value };
}
