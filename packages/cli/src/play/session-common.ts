import { writeFile } from 'node:fs/promises';
import {
  capabilities,
  legalMoves,
  makeMove,
  type PerSide,
  type PlayerInfo,
  type Position,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import { sideName } from '../names.ts';
import type { Seat } from './seats.ts';
import { parseCommand } from './commands.ts';
import type { Terminal } from './terminal.ts';

/** One game (in Giuthi: one match) to play: the rules, who sits where and who moves first. */
export interface GameSetup {
  readonly rules: RuleSet;
  /** The rule set named for the screen (see `rulesTitle`). */
  readonly rulesTitle: string;
  readonly seats: PerSide<Seat>;
  /** The side that moves first. */
  readonly starter: Side;
  /** True when the starter was drawn by lot (docs/RULES.md 0: the rulebooks draw lots). */
  readonly drawn: boolean;
}

/**
 * How a game session ended: the players asked for a `rematch`; the game was `finished` and no
 * rematch wanted; a human chose to `quit`; or the input ended (`inputEnded`) during the game.
 */
export type SessionEnd = 'rematch' | 'finished' | 'quit' | 'inputEnded';

/** The question asked at the end of a game. */
const REMATCH_QUESTION = 'Rematch with sides swapped? [y/N] ';

/** The lines that open a session: the rules, the players, who starts, and how to move. */
export function introLines(
  setup: GameSetup,
  players: PerSide<PlayerInfo>,
  titles: PerSide<string>,
): string[] {
  const who = (side: Side): string => `${titles[side]}, ${players[side].kind}`;
  const humans = players.south.kind === 'human' || players.north.kind === 'human';
  const move = capabilities(setup.rules).hasDirections
    ? 'Type a house and a direction (3ccw, 3cw) to sow it, or help for the commands.'
    : 'Type a house number to sow it, or help for the commands.';
  return [
    `Rules: ${setup.rulesTitle}`,
    `Players: ${who('south')}; ${who('north')}`,
    `${sideName(setup.starter)} starts${setup.drawn ? ' (drawn by lot)' : ''}.`,
    ...(humans ? [move] : []),
  ];
}

/**
 * Asks whether to play again with the sides swapped; `save FILE` answered there saves the finished
 * game through `save` (when given) and asks again.
 */
export async function askRematch(
  terminal: Terminal,
  save?: (file: string) => Promise<void>,
): Promise<SessionEnd> {
  for (;;) {
    const answer = await terminal.ask(REMATCH_QUESTION);
    const command = answer === undefined ? undefined : parseCommand(answer);
    if (command?.kind === 'save' && save) {
      await save(command.file);
      continue;
    }
    return isYes(answer) ? 'rematch' : 'finished';
  }
}

/**
 * Writes a record's `text` to `file` and says so (`Saved the game (12 moves) to FILE.`, with
 * `what` = `the game (12 moves)`), or why it could not; the game goes on either way.
 */
export async function saveRecord(
  terminal: Terminal,
  file: string,
  text: string,
  what: string,
): Promise<void> {
  try {
    await writeFile(file, text);
    terminal.print(`Saved ${what} to ${file}.`);
  } catch (error) {
    terminal.print(`Could not save to ${file}: ${(error as Error).message}`);
  }
}

/** True when `answer` to a yes/no question is yes (`y`, `yes`, any case). */
export function isYes(answer: string | undefined): boolean {
  return answer !== undefined && /^y(es)?$/i.test(answer.trim());
}

/**
 * Why a move cannot be played, in the words of the prompt (the rules' message otherwise).
 *
 * @param error a `MoveError` of `play`, or the `MatchError` of `playInMatch`.
 */
export function refusal(
  position: Position,
  house: number,
  error: { readonly code: string; readonly message: string },
): string {
  switch (error.code) {
    case 'ERR_NO_SUCH_HOUSE':
      return `house ${house} does not exist: choose 1-${position.houseCount}`;
    case 'ERR_EMPTY_HOUSE':
      return `house ${house} is empty: choose ${legalMoves(position).map(makeMove).join(', ')}`;
    default:
      return error.message;
  }
}
