import {
  opponent,
  type Match,
  type MatchResult,
  type MatchReplay,
  type PerSide,
  type StoppedResult,
} from '@kalaha/rules';
import { explainMove } from '../explain.ts';
import { quantity, sideName } from '../names.ts';
import type { BoardLines } from './replay.ts';

/**
 * The lines of `kalaha replay` for a whole Giuthi match (docs/RULES.md 4): each round's start (the
 * board, and from round 2 the loser's arrangement mirrored by the winner), every move explained
 * with the board after it, each round's result, and the match result (or who gave the match up).
 *
 * @param names the players as shown on screen (`South (Wanjiru)`).
 * @param board draws a position as in the replay of one game.
 */
export function matchLines(
  replayed: MatchReplay,
  names: PerSide<string>,
  board: BoardLines,
): string[] {
  const first = replayed.steps[0]?.before ?? replayed.final;
  const lines = ['', roundStart(1, first, names), ...board(first.position)];
  for (const step of replayed.steps) {
    if (step.kind === 'arrangement') {
      lines.push(
        '',
        roundStart(step.round, step.match, names),
        `  ${arrangementText(step.before, step.pattern, names)}`,
        ...board(step.match.position),
      );
      if (step.match.rounds.length === step.round) {
        lines.push('No house holds 2 seeds: nobody can move, and the round is over at once.');
      }
    } else {
      lines.push(
        `Move ${step.number}:`,
        ...explainMove(step.events, step.move).map((line) => `  ${line}`),
        ...board(step.match.position),
      );
    }
    const round = step.match.rounds[step.round - 1];
    if (round && step.before.rounds.length < step.round) {
      const result = round.winner
        ? `${names[round.winner]} wins, ${round.seeds[round.winner]} seeds to ${round.seeds[opponent(round.winner)]}.`
        : `a draw, ${round.seeds.south} seeds each.`;
      lines.push(`Round ${step.round}: ${result}`);
    }
  }
  const result = replayed.final.result;
  const stopped = replayed.stopped;
  lines.push(
    ...(result
      ? resultText(result, replayed.final, names)
      : stopped
        ? stoppedText(stopped, replayed.final, names)
        : ['The record ends before the match is over.']),
  );
  return lines;
}

/**
 * A match given up before its rules decided it (resign, timeout), in a round or between rounds,
 * and the stores as they stood (the scores of the record's result).
 */
function stoppedText(stopped: StoppedResult, final: Match, names: PerSide<string>): string[] {
  const { side, reason } = stopped.end;
  const begun = final.history.length;
  const when =
    final.phase === 'arranging' ? `between rounds ${begun} and ${begun + 1}` : `in round ${begun}`;
  const how = reason === 'resign' ? 'resigned' : 'ran out of time';
  return [
    `Result: ${names[stopped.winner]} wins the match: ${names[side]} ${how} ${when}.`,
    `The stores stood at ${stopped.scores.south} (${sideName('south')}) to ${stopped.scores.north} (${sideName('north')}).`,
  ];
}

/** The heading of round `n`, with its board and who moves first. */
function roundStart(n: number, match: Match, names: PerSide<string>): string {
  const board = quantity(match.position.houseCount, 'house');
  return `Round ${n}: ${board} a side, ${names[match.first]} moves first.`;
}

/** The arrangement that sets up a round (docs/RULES.md 4), from the match `before` it. */
function arrangementText(
  before: Match,
  pattern: readonly number[],
  names: PerSide<string>,
): string {
  const loser = before.arranger!;
  const winner = opponent(loser);
  const kept = before.rounds.at(-1)!.seeds[winner] - before.rounds.at(-1)!.seeds[loser];
  return (
    `${names[loser]} lays out his ${quantity(before.rounds.at(-1)!.seeds[loser], 'seed')} ` +
    `over ${quantity(pattern.length, 'house')}: ${pattern.join(', ')}; ` +
    `${sideName(winner)} lays the same and keeps the other ${kept} in his store.`
  );
}

/** The match result in sentences (docs/RULES.md 4: how a match ends). */
function resultText(result: MatchResult, final: Match, names: PerSide<string>): string[] {
  const winner = result.winner;
  if (!winner) {
    return [
      `Result: the match is a draw, ${result.seeds.south} seeds each.`,
      'The match ended because the last round left both players with equal seeds.',
    ];
  }
  const loser = opponent(winner);
  const why = {
    cannotFill: `${sideName(loser)} holds ${quantity(result.seeds[loser], 'seed')}, too few to put one in each of the ${final.houses} houses of the next board`,
    allSeeds: `${sideName(winner)} holds every seed`,
    equalSeeds: 'the last round left both players with equal seeds',
    singleRound: 'one round decides it (rounds=false)',
  }[result.reason];
  return [
    `Result: ${names[winner]} wins the match, ${result.seeds[winner]} seeds to ${result.seeds[loser]}.`,
    `The match ended because ${why}.`,
  ];
}
