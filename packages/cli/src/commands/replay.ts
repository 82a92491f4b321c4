import { makeOgn, makeRecord, outcome, type GameRecord, type Position } from '@kalaha/rules';
import { failure } from '../errors.ts';
import { drawBoard } from '../board-view.ts';
import { explainMove, explainResult } from '../explain.ts';
import { writeLines, type Io } from '../io.ts';
import { quantity, rulesTitle } from '../names.ts';
import { readRecordFile } from '../record-file.ts';
import { bottomSide, titles } from '../play/seats.ts';
import { styleFor } from '../style.ts';

/** Options of `kalaha replay`: `to` prints the game in that format instead of replaying it. */
export interface ReplayOptions {
  readonly to?: 'json' | 'ogn';
}

/**
 * `kalaha replay FILE`: reads a game (a JSON record, or Oware Game Notation), replays it under its
 * rules and prints the board and the explanation after every move, then the result. Kalaha, Wari
 * and Oware games. With `--to json` or `--to ogn` it prints the checked game in that format
 * instead (a conversion).
 *
 * @throws CliError (failure) when the file cannot be read, is not a record (not JSON, bad shape,
 *   OGN errors with line and column), does not replay (an illegal move, named by its number; a
 *   result that does not match), or cannot be written as OGN (not Wari/Oware on 6×4).
 */
export async function replayCommand(file: string, options: ReplayOptions, io: Io): Promise<void> {
  const { record: game, replayed, ogn } = await readRecordFile(file, ['kalaha', 'wari']);
  if (options.to === 'json') {
    io.stdout.write(makeRecord(game));
    return;
  }
  if (options.to === 'ogn') {
    const text = makeOgn(ogn ?? { record: game, tags: [], comments: [] });
    if (!text.ok) throw failure(`${file}: ${text.error.message}`);
    io.stdout.write(text.value);
    return;
  }
  const names = titles(game.players);
  const style = styleFor(io.stdout);
  const board = (position: Position): string[] => [
    '',
    ...drawBoard(position, {
      bottom: bottomSide(game.players, position.turn),
      titles: names,
      style,
    }),
    '',
  ];
  writeLines(io.stdout, [...header(file, game), ...board(game.start)]);
  for (const step of replayed.steps) {
    writeLines(io.stdout, [
      `Move ${step.number}:`,
      ...explainMove(step.events).map((line) => `  ${line}`),
      ...board(step.position),
    ]);
  }
  const result = outcome(replayed.final);
  writeLines(
    io.stdout,
    result ? explainResult(result, names) : ['The record ends before the game is over.'],
  );
}

function header(file: string, game: GameRecord): string[] {
  const names = titles(game.players);
  const who = (side: 'south' | 'north'): string => {
    const p = game.players[side];
    return `${names[side]}, ${p.kind}${p.level === undefined ? '' : ` level ${p.level}`}`;
  };
  return [
    `Replay of ${file}: ${quantity(game.moves.length, 'move')}, started ${game.started}`,
    `Rules: ${rulesTitle(game.rules)}`,
    `Players: ${who('south')}; ${who('north')}`,
  ];
}
