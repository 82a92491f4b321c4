import {
  arrange,
  playInMatch,
  Position,
  startMatch,
  type GiuthiRuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../test/positions.ts';
import { drawBoard } from './board-view.ts';
import type { Style } from './style.ts';

const titles = { south: 'South (Ann)', north: 'North (Bob)' };

describe('drawBoard for Wari, Obridjie and Giuthi (houses only, no stores on the track)', () => {
  it('draws the Wari start from South: North m..1 on top, the captured seeds beside each row (docs/RULES.md 2)', () => {
    const position = Position.initial(rulesOf('wari'));
    expect(drawBoard(position, { bottom: 'south', titles }).join('\n')).toBe(
      [
        '  North (Bob)',
        '     6    5    4    3    2    1',
        '  +----+----+----+----+----+----+',
        '  |  4 |  4 |  4 |  4 |  4 |  4 |  North captured 0',
        '  +----+----+----+----+----+----+',
        '  |  4 |  4 |  4 |  4 |  4 |  4 |  South captured 0',
        '  +----+----+----+----+----+----+',
        '     1    2    3    4    5    6',
        '  South (Ann)',
        '  South (Ann) to move.',
      ].join('\n'),
    );
  });

  it('draws an Obridjie game from North, its house 1 bottom left (docs/RULES.md 0, 3)', () => {
    const position = positionOf(
      rulesOf('obridjie'),
      { south: [1, 2, 3, 4, 5, 6], north: [7, 8, 9, 0, 0, 0] },
      'north',
      2,
    );
    const lines = drawBoard(position, { bottom: 'north', titles });
    expect(lines[0]).toBe('  South (Ann)');
    expect(lines[3]).toBe('  |  6 |  5 |  4 |  3 |  2 |  1 |  South captured 2');
    expect(lines[5]).toBe('  |  7 |  8 |  9 |  0 |  0 |  0 |  North captured 1');
    expect(lines[8]).toBe('  North (Bob)');
    expect(lines[9]).toBe('  North (Bob) to move.');
  });

  it('draws a Giuthi round at its house count, the stores beside, and a pending further choice (docs/RULES.md 4)', () => {
    const rules = rulesOf('giuthi', { houses: 5, seeds: 4 }) as GiuthiRuleSet;
    const start = drawBoard(startMatch(rules).position, { bottom: 'south', titles });
    expect(start[1]).toBe('     5    4    3    2    1');
    expect(start[3]).toBe('  |  4 |  4 |  4 |  4 |  4 |  North store 0');
    const chosen = unwrap(playInMatch(startMatch(rules, 'south'), { house: 3, direction: 'cw' }));
    const position = chosen.match.position;
    // A relay from North's house 3 ends in South's own occupied house: a further choice.
    expect(position.choice).toBe('cw');
    expect(drawBoard(position, { bottom: 'south', titles }).at(-1)).toBe(
      '  South (Ann) to move again: a further choice, sown clockwise.',
    );
  });

  it('draws the next, shrunk Giuthi round after the lay-out (docs/RULES.md 4 rounds)', () => {
    const rules = rulesOf('giuthi', { houses: 6, seeds: 4 }) as GiuthiRuleSet;
    // North ends round 1 with 22 of the 48 seeds (less than 1/2): the board shrinks to 5 houses.
    const over = positionOf(
      rules,
      { south: [0, 0, 0, 0, 0, 2], north: [0, 0, 0, 0, 0, 0] },
      'south',
      26,
    );
    const played = unwrap(
      playInMatch({ ...startMatch(rules), position: over }, { house: 6, direction: 'ccw' }),
    );
    expect(played.match.phase).toBe('arranging');
    const next = unwrap(arrange(played.match, [10, 3, 3, 3, 3]));
    const lines = drawBoard(next.position, { bottom: 'north', titles });
    expect(lines[3]).toBe('  |  3 |  3 |  3 |  3 | 10 |  South store 4');
    expect(lines[5]).toBe('  | 10 |  3 |  3 |  3 |  3 |  North store 0');
    expect(lines[7]).toBe('     1    2    3    4    5');
    expect(lines[9]).toBe('  North (Bob) to move.');
  });

  it('says when a Giuthi round or a Wari game is over, and styles the counts beside the rows', () => {
    const rules = rulesOf('giuthi');
    const last = positionOf(
      rules,
      { south: [0, 0, 0, 0, 0, 2], north: [0, 0, 0, 0, 0, 0] },
      'south',
      40,
    );
    const played = unwrap(
      playInMatch(
        { ...startMatch(rules as GiuthiRuleSet), position: last },
        { house: 6, direction: 'ccw' },
      ),
    );
    expect(drawBoard(played.match.position, { bottom: 'south', titles }).at(-1)).toBe(
      '  Round over.',
    );
    const tag: Style = (format, text) => `<${String(format)}>${text}</>`;
    const styled = drawBoard(Position.initial(rulesOf('wari')), {
      bottom: 'south',
      titles,
      style: tag,
    });
    expect(styled[3]).toMatch(/North captured <bold>0<\/>$/);
    expect(styled[8]).toBe('  <bold>South (Ann)</>');
  });
});
