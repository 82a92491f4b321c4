import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../../test/positions.ts';
import { hintText } from './hint.ts';

describe('hintText', () => {
  it('gives the best move with its score in seeds', () => {
    // South house 1 captures North house 5's 8 seeds (RULES.md 1.2); far from the end of the game.
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
});
