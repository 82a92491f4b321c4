import type { Capabilities, Direction } from '@kalaha/rules';

/** What the user typed at the move prompt. */
export type Command =
  | { readonly kind: 'move'; readonly house: number; readonly direction?: Direction }
  | { readonly kind: 'undo' | 'hint' | 'offer' | 'help' | 'quit' }
  | { readonly kind: 'save'; readonly file: string }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * The help shown by the `help` command, one line per command of a game that `can` what it can, on
 * a board of `houses` houses a side: moves name their direction where the game has directions
 * (Giuthi, docs/RULES.md 4), undo also takes back a lay-out where losers arrange their seeds, the
 * record is the match's where the game has rounds, and `offer` ends a game by agreement where
 * the game allows it (Wari and Obridjie, docs/RULES.md 2, 3).
 */
export function commandHelp(can: Capabilities, houses: number): string[] {
  const moves = can.hasDirections
    ? [
        `  ${`1ccw-${houses}cw`.padEnd(11)}sow a house with 2 or more seeds counter-clockwise (ccw) or clockwise (cw)`,
        `  ${`1-${houses}`.padEnd(11)}the house alone: you are asked for the direction`,
      ]
    : [`  ${`1-${houses}`.padEnd(11)}sow one of your houses (it must hold seeds)`];
  return [
    'Commands:',
    ...moves,
    can.hasArrangement
      ? "  undo       take back your last turn or lay-out and the computer's replies (between two humans: one move)"
      : "  undo       take back your last turn and the computer's replies (between two humans: one move)",
    "  hint       show the computer's best move at its strongest level, with its score",
    `  save FILE  write the ${can.hasRounds ? 'match' : 'game'} record (JSON) to FILE`,
    ...(can.canOfferEnd
      ? ['  offer      offer to end the game, the seeds left going as the repetition rule says']
      : []),
    '  help       show this help',
    '  quit       leave the game',
  ];
}

/**
 * Reads a line typed at the move prompt: a house number, with a direction in Giuthi (`3`, `3ccw`,
 * `3cw`: docs/RULES.md 4), or one of the commands of {@link commandHelp} (case and surrounding blanks do
 * not matter). Whether the move can be played is for the game to check.
 */
export function parseCommand(line: string): Command {
  const text = line.trim();
  const move = /^(\d+)(ccw|cw)?$/i.exec(text);
  if (move) {
    const house = Number(move[1]);
    const direction = move[2]?.toLowerCase() as Direction | undefined;
    return direction ? { kind: 'move', house, direction } : { kind: 'move', house };
  }
  const word = text.split(/\s/, 1)[0]!;
  const name = word.toLowerCase();
  const argument = text.slice(word.length).trim();
  switch (name) {
    case 'undo':
    case 'hint':
    case 'offer':
    case 'help':
    case 'quit':
      return argument === ''
        ? { kind: name }
        : { kind: 'invalid', message: `'${name}' takes no argument` };
    case 'save':
      return argument === ''
        ? { kind: 'invalid', message: 'save needs a file name: save FILE' }
        : { kind: 'save', file: argument };
    case '':
      return { kind: 'invalid', message: 'type a house number, or help' };
    default:
      return {
        kind: 'invalid',
        message: `unknown command '${text}': type a house number, or help for the commands`,
      };
  }
}

/**
 * Reads the answer to the question for a Giuthi move's direction (docs/RULES.md 4): `ccw` or `cw`
 * (case and blanks do not matter), or `undefined` for anything else.
 */
export function parseDirection(line: string): Direction | undefined {
  const text = line.trim().toLowerCase();
  return text === 'ccw' || text === 'cw' ? text : undefined;
}
