import { capabilities, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { commandHelp, parseCommand, parseDirection } from './commands.ts';

describe('parseCommand', () => {
  it('reads house numbers and commands, ignoring case and blanks', () => {
    expect(parseCommand(' 3 ')).toEqual({ kind: 'move', house: 3 });
    expect(parseCommand('12')).toEqual({ kind: 'move', house: 12 });
    expect(parseCommand('UNDO')).toEqual({ kind: 'undo' });
    expect(parseCommand('hint')).toEqual({ kind: 'hint' });
    expect(parseCommand('Help')).toEqual({ kind: 'help' });
    expect(parseCommand('quit')).toEqual({ kind: 'quit' });
    expect(parseCommand('save  my game.json ')).toEqual({ kind: 'save', file: 'my game.json' });
    expect(parseCommand('offer')).toEqual({ kind: 'offer' });
  });

  it('reads Giuthi moves with their direction (docs/RULES.md 4: 3ccw, 3cw)', () => {
    expect(parseCommand('3ccw')).toEqual({ kind: 'move', house: 3, direction: 'ccw' });
    expect(parseCommand(' 10CW ')).toEqual({ kind: 'move', house: 10, direction: 'cw' });
    expect(parseCommand('3 cw').kind).toBe('invalid');
    expect(parseCommand('3up').kind).toBe('invalid');
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
      message: "unknown command 'sow 3': type a house number, or help for the commands",
    });
    expect(parseCommand('-1').kind).toBe('invalid');
  });
});

const can = (preset: string) => capabilities(unwrap(ruleSet(preset)));

describe('commandHelp', () => {
  it('lists every command and the houses of the board', () => {
    const help = commandHelp(can('kalaha'), 12).join('\n');
    for (const word of ['1-12', 'undo', 'hint', 'save FILE', 'help', 'quit']) {
      expect(help).toContain(word);
    }
    expect(help).not.toContain('offer');
  });

  it('offers the agreed end in Wari and Obridjie (docs/RULES.md 2), directions in Giuthi (docs/RULES.md 4)', () => {
    expect(commandHelp(can('wari'), 6).join('\n')).toContain('  offer      offer to end the game');
    expect(commandHelp(can('obridjie'), 6).join('\n')).toContain('  offer ');
    const giuthi = commandHelp(can('giuthi'), 5).join('\n');
    expect(giuthi).toContain('1ccw-5cw');
    expect(giuthi).toContain('  1-5        the house alone: you are asked for the direction');
    expect(giuthi).toContain('  save FILE  write the match record (JSON) to FILE');
    expect(giuthi).toContain('  undo       take back your last turn or lay-out');
    expect(giuthi).toContain("  hint       show the computer's best move");
    expect(giuthi).not.toContain('offer');
  });
});

describe('parseDirection', () => {
  it('reads ccw and cw, and nothing else', () => {
    expect(parseDirection(' CCW ')).toBe('ccw');
    expect(parseDirection('cw')).toBe('cw');
    expect(parseDirection('left')).toBeUndefined();
    expect(parseDirection('')).toBeUndefined();
  });
});
