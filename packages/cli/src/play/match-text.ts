import {
  arrangementsAllowed,
  loserShareStep,
  opponent,
  totalSeeds,
  type Match,
  type PerSide,
  type Side,
} from '@kalaha/rules';
import { quantity, sideName } from '../names.ts';

/**
 * What the terminal says of a match of rounds (docs/RULES.md 4 "Rounds"): a round's start and end,
 * the loser's lay-out, and the match result. Pure functions of the rules library's match.
 */

/** `Round 2 on 5 houses a side: North moves first.` */
export function roundHeader(match: Match): string {
  return `Round ${match.rounds.length + 1} on ${match.houses} houses a side: ${sideName(match.first)} moves first.`;
}

/** `North lays out 3 1 2 1 1 from his left; South mirrors it, the same from his left.` */
export function layoutLine(loser: Side, pattern: readonly number[]): string {
  return `${sideName(loser)} lays out ${pattern.join(' ')} from his left; ${sideName(opponent(loser))} mirrors it, the same from his left.`;
}

/**
 * What the round just finished in `match` left: the seeds, its winner and, when the loser lays out
 * his seeds next, how the board changes and what he is to do.
 */
export function roundEndLines(match: Match, titles: PerSide<string>): string[] {
  const round = match.rounds.at(-1)!;
  const number = match.rounds.length;
  const seeds = `South ${round.seeds.south} seeds, North ${round.seeds.north}`;
  const lines = [
    `Round ${number} result: ${seeds}: ${round.winner ? `${titles[round.winner]} wins the round` : 'the seeds are equal'}.`,
  ];
  const allowed = arrangementsAllowed(match);
  if (!allowed) return lines;
  const loser = allowed.side;
  const winner = opponent(loser);
  const total = totalSeeds(match.rules);
  const step = loserShareStep(allowed.seeds, total);
  const share = step > 0 ? `less than 1/${2 ** step}` : 'at least half';
  const size =
    allowed.houses < round.houses
      ? `shrinks from ${round.houses} to ${allowed.houses}`
      : allowed.houses > round.houses
        ? `grows from ${round.houses} to ${allowed.houses}`
        : `stays at ${allowed.houses}`;
  return [
    ...lines,
    `The board ${size} houses a side: ${sideName(loser)} holds ${allowed.seeds} of the ${total} seeds, ${share}.`,
    `${titles[loser]} lost the round, lays out all ${quantity(allowed.seeds, 'seed')} over the ${allowed.houses} houses (at least 1 in each) and moves first; ${titles[winner]} lays out the same pattern and keeps the rest in his store.`,
  ];
}

/** The result of a decided match of rounds: the winner, the seeds, why it ended, and the rounds. */
export function matchResultLines(match: Match, titles: PerSide<string>): string[] {
  const result = match.result!;
  const { south, north } = result.seeds;
  const score = `${Math.max(south, north)} to ${Math.min(south, north)} seeds`;
  const head = result.winner
    ? `Result: ${titles[result.winner]} wins the match, ${score}.`
    : `Result: a draw, ${score}.`;
  const loser = result.winner && opponent(result.winner);
  const why = {
    cannotFill: `${sideName(loser ?? 'south')} cannot put one seed in each of the next round's ${match.houses} houses`,
    allSeeds: `${sideName(result.winner ?? 'south')} holds every seed`,
    equalSeeds: 'the last round left both players equal seeds',
    singleRound: 'it was played as a single round (rounds=false)',
  }[result.reason];
  const rounds = match.rounds.map(
    (r, i) =>
      `  Round ${i + 1}: ${r.houses} houses a side, South ${r.seeds.south} seeds, North ${r.seeds.north}.`,
  );
  return [head, `The match ended because ${why}.`, ...rounds];
}

/** `seeds` spread as evenly as possible over `houses` houses, the larger counts first. */
export function evenPattern(seeds: number, houses: number): number[] {
  const base = Math.floor(seeds / houses);
  return Array.from({ length: houses }, (_, i) => base + (i < seeds % houses ? 1 : 0));
}
