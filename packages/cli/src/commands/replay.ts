import { outcome, type GameRecord, type Position } from '@kalaha/rules';
import { drawBoard } from '../board-view.ts';
import { explainMove, explainResult } from '../explain.ts';
import { writeLines, type Io } from '../io.ts';
import { quantity, rulesTitle } from '../names.ts';
import { readRecordFile } from '../record-file.ts';
import { bottomSide, titles } from '../play/seats.ts';
import { styleFor } from '../style.ts';

/**
 * `kalaha replay FILE`: reads a game record, replays it under its rules and prints the board and the
 * explanation after every move, then the result.
 *
 * @throws CliError (failure) when the file cannot be read, is not a record (not JSON, bad shape),
 *   or does not replay (an illegal move, named by its number; a result that does not match).
 */
export async function replayCommand(file: string, io: Io): Promise<void> {
  const { record: game, replayed } = await readRecordFile(file);
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
