/**
 * The Glicko-2 wrapper against the worked example of Glickman's "Example of the Glicko-2 system"
 * (http://www.glicko.net/glicko/glicko2.pdf): a player rated 1500 (RD 200, volatility 0.06) plays
 * three games in one rating period, τ = 0.5, and ends at 1464.06 / 151.52 / 0.05999.
 */
import { describe, it, expect } from 'vitest';
import { GLICKO2, NEWCOMER, rateGame, ratePeriod } from './glicko.ts';

describe('Glicko-2 (glicko2 package)', () => {
  it("reproduces Glickman's worked example", () => {
    const after = ratePeriod({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds its intermediate values (μ′ = −0.2069); unrounded, the rating is 1464.051.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.02);
    expect(Math.abs(after.rd - 151.52)).toBeLessThan(0.01);
    // The paper writes σ′ = 0.05999 (0.059996 to six places).
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(1e-5);
  });

  it("uses the paper's constants: newcomers at 1500 / 350 / 0.06, tau 0.5", () => {
    expect(GLICKO2).toEqual({ rating: 1500, rd: 350, volatility: 0.06, tau: 0.5 });
    expect(NEWCOMER).toEqual({ rating: 1500, rd: 350, volatility: 0.06 });
  });

  it('rates one game as a period for each player, symmetric between two newcomers', () => {
    const { south, north } = rateGame(NEWCOMER, NEWCOMER, 1);
    expect(south.rating).toBeGreaterThan(1500);
    expect(north.rating).toBeLessThan(1500);
    expect(south.rating - 1500).toBeCloseTo(1500 - north.rating, 6);
    expect(south.rd).toBeLessThan(350);
    expect(south.rd).toBeCloseTo(north.rd, 6);
    const draw = rateGame(NEWCOMER, NEWCOMER, 0.5);
    expect(draw.south.rating).toBeCloseTo(1500, 6);
    expect(draw.north.rating).toBeCloseTo(1500, 6);
  });

  it("rates each player against the other's rating from before the game", () => {
    const strong = { rating: 1800, rd: 60, volatility: 0.06 };
    const game = rateGame(strong, NEWCOMER, 0);
    expect(game.south).toEqual(ratePeriod(strong, [{ opponent: NEWCOMER, score: 0 }]));
    expect(game.north).toEqual(ratePeriod(NEWCOMER, [{ opponent: strong, score: 1 }]));
  });
});
