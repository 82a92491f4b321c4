/** What the user typed at the move prompt. */
export type Command =
  | { readonly kind: 'move'; readonly house: number }
  | { readonly kind: 'undo' | 'hint' | 'help' | 'quit' }
  | { readonly kind: 'save'; readonly file: string }
  | { readonly kind: 'invalid'; readonly message: string };

/** The help shown by the `help` command, one line per command. */
export function commandHelp(houses: number): string[] {
  return [
    'Commands:',
    `  ${`1-${houses}`.padEnd(11)}sow one of your houses (it must hold seeds)`,
    "  undo       take back your last turn and the computer's replies (between two humans: one move)",
    "  hint       show the computer's best move at its strongest level, with its score",
    '  save FILE  write the game record (JSON) to FILE',
    '  help       show this help',
    '  quit       leave the game',
  ];
}

/**
 * Reads a line typed at the move prompt: a house number, or one of the commands of
 * {@link commandHelp} (case and surrounding blanks do not matter). Whether the house can be played
 * is for the game to check.
 */
export function parseCommand(line: string): Command {
  const text = line.trim();
  if (/^\d+$/.test(text)) return { kind: 'move', house: Number(text) };
  const word = text.split(/\s/, 1)[0]!;
  const name = word.toLowerCase();
  const argument = text.slice(word.length).trim();
  switch (name) {
    case 'undo':
    case 'hint':
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
        message: `unknown command '${text}': type a house number, undo, hint, save FILE, help or quit`,
      };
  }
}
