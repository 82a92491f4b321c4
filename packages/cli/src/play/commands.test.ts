import { describe, expect, it } from 'vitest';
import { commandHelp, parseCommand } from './commands.ts';

describe('parseCommand', () => {
  it('reads house numbers and commands, ignoring case and blanks', () => {
    expect(parseCommand(' 3 ')).toEqual({ kind: 'move', house: 3 });
    expect(parseCommand('12')).toEqual({ kind: 'move', house: 12 });
    expect(parseCommand('UNDO')).toEqual({ kind: 'undo' });
    expect(parseCommand('hint')).toEqual({ kind: 'hint' });
    expect(parseCommand('Help')).toEqual({ kind: 'help' });
    expect(parseCommand('quit')).toEqual({ kind: 'quit' });
    expect(parseCommand('save  my game.json ')).toEqual({ kind: 'save', file: 'my game.json' });
  });

  it('explains what is wrong with anything else', () => {
    expect(parseCommand('save')).toEqual({
      kind: 'invalid',
      message: 'save needs a file name: save FILE',
    });
    expect(parseCommand('undo 2')).toEqual({
      kind: 'invalid',
      message: "'undo' takes no argument",
    });
    expect(parseCommand('')).toEqual({ kind: 'invalid', message: 'type a house number, or help' });
    expect(parseCommand('sow 3')).toEqual({
      kind: 'invalid',
      message: "unknown command 'sow 3': type a house number, undo, hint, save FILE, help or quit",
    });
    expect(parseCommand('-1').kind).toBe('invalid');
  });
});

describe('commandHelp', () => {
  it('lists every command and the houses of the board', () => {
    const help = commandHelp(12).join('\n');
    for (const word of ['1-12', 'undo', 'hint', 'save FILE', 'help', 'quit']) {
      expect(help).toContain(word);
    }
  });
});
