import { checkMove, legalMoves, play, Position, type Direction, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../../test/positions.ts';
import { hintText } from './hint.ts';

describe('hintText', () => {
  it('gives the best move with its score in seeds', () => {
    // South house 1 captures North house 5's 8 seeds (docs/RULES.md 1.2); far from the end of the game.
    const position = positionOf(rulesOf(), {
      south: [7, 6, 1, 1, 1, 2],
      north: [6, 6, 6, 6, 8, 2],
    });
    expect(hintText(position)).toMatch(
      /^Hint: house \d \(score \+[\d.]+: about [\d.]+ seeds? ahead, looking \d+ moves ahead\)\.$/,
    );
  });

  it('says when the game is won, and by how much', () => {
    // South sows his last seed into his store, empties his side and takes North's 3 seeds (000).
    const position = positionOf(
      rulesOf(),
      { south: [0, 0, 0, 0, 0, 1], north: [1, 1, 1, 0, 0, 0] },
      'south',
      40,
    );
    expect(hintText(position)).toBe(
      'Hint: house 6 (score +16: a won game, by 16 seeds with best play).',
    );
  });

  it('says when the game is lost whatever the player does', () => {
    const position = positionOf(
      rulesOf(),
      { south: [0, 0, 0, 0, 0, 1], north: [1, 1, 1, 0, 0, 0] },
      'north',
      40,
    );
    expect(hintText(position)).toMatch(
      /^Hint: house \d \(score -\d+: a lost game whatever you play, by \d+ seeds\)\.$/,
    );
  });

  it('names the direction in Giuthi (docs/RULES.md 4), a legal move as typed and in words', () => {
    const position = Position.initial(rulesOf('giuthi'));
    const hint = hintText(position);
    const [, house, direction, words] =
      /^Hint: (\d+)(c?cw), house \1 (counter-clockwise|clockwise) \(score /.exec(hint) ?? [];
    expect(words).toBe(direction === 'ccw' ? 'counter-clockwise' : 'clockwise');
    expect(checkMove(position, { house: Number(house), direction: direction as Direction })).toBe(
      undefined,
    );
  });

  it('says when a Giuthi round is won (docs/RULES.md 4: the seeds each holds when nobody can move)', () => {
    // Sown counter-clockwise, South's 2 seeds stay on his side and nobody can move again: South
    // holds 20 + 2 of the 40 seeds, North 18 (clockwise, one would cross to North's side).
    const rules = rulesOf('giuthi', { houses: 5, seeds: 4, rounds: false });
    const position = positionOf(
      rules,
      { south: [2, 0, 0, 0, 0], north: [0, 0, 0, 0, 0] },
      'south',
      20,
    );
    expect(hintText(position)).toBe(
      'Hint: 1ccw, house 1 counter-clockwise (score +4: a won round, by 4 seeds with best play).',
    );
  });

  it('gives a Giuthi further choice in the direction it must take (docs/RULES.md 4)', () => {
    // The first further choice reached by sowing the first legal move from the start.
    let position = Position.initial(rulesOf('giuthi', { seeds: 4 }));
    while (!position.choice) {
      const played = unwrap(play(position, legalMoves(position)[0]!));
      position = played.position;
    }
    const words = position.choice === 'ccw' ? 'counter-clockwise' : 'clockwise';
    expect(hintText(position)).toMatch(
      new RegExp(`^Hint: (\\d+)${position.choice}, house \\1 ${words} \\(score `),
    );
  });
});
