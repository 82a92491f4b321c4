import { play, Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../test/positions.ts';
import { drawBoard } from './board-view.ts';
import type { Style } from './style.ts';

const titles = { south: 'South (Ann)', north: 'North (Computer level 3)' };

describe('drawBoard', () => {
  it('draws the start from South: top row North m..1, North store left, South store right', () => {
    const position = Position.initial(rulesOf());
    expect(drawBoard(position, { bottom: 'south', titles }).join('\n')).toBe(
      [
        '  North (Computer level 3)',
        '            6    5    4    3    2    1',
        '         +----+----+----+----+----+----+',
        '  North  |  6 |  6 |  6 |  6 |  6 |  6 |  South',
        '  store  +----+----+----+----+----+----+  store',
        '    0    |  6 |  6 |  6 |  6 |  6 |  6 |    0',
        '         +----+----+----+----+----+----+',
        '            1    2    3    4    5    6',
        '  South (Ann)',
        '  South (Ann) to move.',
      ].join('\n'),
    );
  });

  it("draws from North with North house 1 bottom left and each store on its owner's right", () => {
    // docs/RULES.md 0: houses numbered 1..m from the owner's left, the store on the owner's right.
    const position = positionOf(
      rulesOf(),
      { south: [1, 2, 3, 4, 5, 6], north: [7, 8, 9, 10, 11, 0] },
      'north',
      4,
    );
    const lines = drawBoard(position, { bottom: 'north', titles });
    expect(lines[0]).toBe('  South (Ann)');
    expect(lines[3]).toBe('  South  |  6 |  5 |  4 |  3 |  2 |  1 |  North');
    expect(lines[5]).toBe('    4    |  7 |  8 |  9 | 10 | 11 |  0 |    2');
    expect(lines[8]).toBe('  North (Computer level 3)');
    expect(lines[9]).toBe('  North (Computer level 3) to move.');
  });

  it('widens the houses for three-digit totals and keeps the numbers under their houses', () => {
    const position = Position.initial(rulesOf('kalaha', { houses: 12, seeds: 12 }));
    const lines = drawBoard(position, { bottom: 'south', titles });
    const ends = (line: string): number[] =>
      [...line.matchAll(/\d+/g)].map((m) => m.index + m[0].length);
    expect(ends(lines[1]!)).toEqual(ends(lines[3]!));
    expect(ends(lines[7]!)).toEqual(ends(lines[5]!).slice(1, -1));
    const row = lines[5]!;
    expect(row).toContain('|  12 |');
    expect(lines[2]!.length).toBe(lines[6]!.length);
  });

  it('says when the game is over', () => {
    const rules = rulesOf('kalaha', { houses: 1, seeds: 1 });
    const played = unwrap(play(Position.initial(rules), { house: 1 }));
    const lines = drawBoard(played.position, { bottom: 'south', titles });
    expect(lines.at(-1)).toBe('  Game over.');
  });

  it('styles stores, house numbers, empty houses and the player to move, and nothing in plain text', () => {
    const tag: Style = (format, text) => `<${String(format)}>${text}</>`;
    const position = positionOf(rulesOf(), {
      south: [0, 6, 6, 6, 6, 6],
      north: [6, 6, 6, 6, 6, 6],
    });
    const styled = drawBoard(position, { bottom: 'south', titles, style: tag }).join('\n');
    expect(styled).toContain('<bold>South (Ann)</>');
    expect(styled).toContain('<dim>  0 </>');
    expect(styled.match(/<bold>\d+<\/>/g)).toHaveLength(2);
    expect(styled).toMatch(/<dim>\s+1\s+2/);
    const plain = drawBoard(position, { bottom: 'south', titles }).join('\n');
    expect(plain).not.toContain('<');
    expect(plain).not.toContain('\u001b');
  });
});
