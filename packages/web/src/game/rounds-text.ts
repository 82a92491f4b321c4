import {
  opponent,
  type Match,
  type RoundResult,
  type Side,
  type StoppedResult,
} from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';
import { nextToMove } from './announce.ts';
import { spokenResult, type ResultText } from './result-text.ts';
import { stoppedWhyText } from './stopped-text.ts';

/**
 * A finished Giuthi round in words (docs/RULES.md 4): "Round 1: South wins, 40 to 32." or "Round 2:
 * a draw, 36 to 36."
 *
 * @param number the round's number, from 1.
 */
export function roundResultText(t: Translate, round: RoundResult, number: number): string {
  const { south, north } = round.seeds;
  return round.winner === undefined
    ? t('giuthi.roundDraw', { number, south, north })
    : t('giuthi.roundWin', { number, side: round.winner, south, north });
}

/**
 * Who arranges next and on how many houses (docs/RULES.md 4): "North arranges his 32 seeds on 5
 * houses, at least one in each; South lays out the same pattern." Empty unless the match is
 * `arranging`.
 */
export function arrangingText(t: Translate, match: Match): string {
  if (match.phase !== 'arranging' || !match.arranger) return '';
  const seeds = match.rounds.at(-1)!.seeds[match.arranger];
  return t('giuthi.arranging', {
    side: match.arranger,
    seeds: t('common.seeds', { count: seeds }),
    houses: match.houses,
  });
}

/**
 * A lay-out in words (docs/RULES.md 4 "Rounds": the loser lays out, the winner mirrors): "North lays
 * out 1, 1, 1, 11 from house 1; South mirrors it."
 *
 * @param side the loser who laid it out.
 * @param pattern his row, house 1 first.
 */
export function layoutText(t: Translate, side: Side, pattern: readonly number[]): string {
  return t('giuthi.layout', { side, pattern: pattern.join(', ') });
}

/** The rounds each player has won so far (drawn rounds count for nobody). */
export function roundsWon(match: Match): { south: number; north: number } {
  const won = { south: 0, north: 0 };
  for (const round of match.rounds) if (round.winner) won[round.winner]++;
  return won;
}

/**
 * The result of a finished match in words (docs/RULES.md 4): the headline (who wins with how many
 * seeds, or a draw) and why the match ended: the loser cannot fill the next board's row
 * (`cannotFill`), the winner holds every seed (`allSeeds`), the last round ended level
 * (`equalSeeds`), or a single round was played (`singleRound`). Empty until the match is over.
 * A match given up (`stopped`, from its record) says who gave it up, how, and when instead.
 */
export function matchResultText(t: Translate, match: Match, stopped?: StoppedResult): ResultText {
  if (stopped) return givenUpText(t, match, stopped);
  const result = match.result;
  if (match.phase !== 'over' || !result) return { headline: '', why: [] };
  const { south, north } = result.seeds;
  const headline =
    result.winner === undefined
      ? t('giuthi.matchDraw', { south, north })
      : t('giuthi.matchWin', { side: result.winner, south, north });
  const why: string[] = [];
  const loser = result.winner && opponent(result.winner);
  switch (result.reason) {
    case 'cannotFill':
      why.push(t('giuthi.why.cannotFill', { side: loser!, houses: match.houses }));
      break;
    case 'allSeeds':
      why.push(t('giuthi.why.allSeeds', { side: result.winner! }));
      break;
    case 'equalSeeds':
      why.push(t('giuthi.why.equalSeeds'));
      break;
    case 'singleRound':
      why.push(t('giuthi.why.singleRound'));
      break;
  }
  why.push(roundsWonText(t, match));
  return { headline, why };
}

/** "2 rounds played: South won 0, North 1." */
function roundsWonText(t: Translate, match: Match): string {
  const won = roundsWon(match);
  return t('giuthi.roundsWon', { count: match.rounds.length, south: won.south, north: won.north });
}

/**
 * A match given up before its rules decided it: "South wins the match", "North resigned." (or
 * his time ran out), when (in round 2, with the seeds in each bank then; or between rounds 1 and
 * 2), and the rounds each won.
 */
function givenUpText(t: Translate, match: Match, stopped: StoppedResult): ResultText {
  const number = match.history.length;
  const when =
    match.phase === 'arranging'
      ? t('giuthi.givenUpBetween', { number, next: number + 1 })
      : t('giuthi.givenUpInRound', { number, ...stopped.scores });
  return {
    headline: t('giuthi.givenUpWin', { side: stopped.winner }),
    why: [stoppedWhyText(t, stopped.end), when, roundsWonText(t, match)],
  };
}

/**
 * What comes next in a match, in words: who moves while a round is played; the round's result and
 * who lays out his seeds between rounds; the last round's result and the match result at the end;
 * for a match given up (`stopped`), who gave it up.
 */
export function nextInMatchText(t: Translate, match: Match, stopped?: StoppedResult): string {
  if (stopped) {
    return spokenResult(matchResultText(t, match, stopped));
  }
  const round = match.rounds.at(-1);
  switch (match.phase) {
    case 'playing':
      return nextToMove(t, match.position);
    case 'arranging':
      return `${roundResultText(t, round!, match.rounds.length)} ${arrangingText(t, match)}`;
    case 'over': {
      const words = matchResultText(t, match);
      return [round && roundResultText(t, round, match.rounds.length), words.headline, ...words.why]
        .filter(Boolean)
        .join(' ');
    }
  }
}
