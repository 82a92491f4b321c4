import type { GameSummary, TimeControl } from '@kalaha/protocol';
import type { RuleSet } from '@kalaha/rules';
import { presetName } from '../app/names.ts';
import type { Translate } from '../i18n/translate.ts';
import { timeControlParts } from './clock.ts';

/**
 * The words of a line of the lobby, the player page and the game screen's details: the time
 * control, the rules, where a game stands or how it ended.
 */

/**
 * The rule families ratings are kept for (the rule sets' `game`: `wari` holds Wari and Oware), in
 * the order offered: the games played online.
 */
export const FAMILIES = [
  'kalaha',
  'wari',
  'obridjie',
  'giuthi',
] as const satisfies readonly RuleSet['game'][];

/** A rule family's name; an unknown family by its id. */
export function familyName(t: Translate, family: string): string {
  return (FAMILIES as readonly string[]).includes(family)
    ? t(`online.families.${family as (typeof FAMILIES)[number]}`)
    : family;
}

/** "5 min + 3 s", or "No clock". */
export function timeControlText(t: Translate, tc: TimeControl | null): string {
  if (tc === null) return t('online.clock.none');
  return t('online.clock.value', timeControlParts(tc));
}

/** The rules of a game by their preset's name, or the family's when the options were changed. */
export function rulesText(t: Translate, preset: string | null, family: string): string {
  return preset !== null ? presetName(t, preset) : familyName(t, family);
}

/** How a Giuthi match ended (docs/RULES.md 4; the result's `end` of a match, `MatchResult`). */
const MATCH_ENDS = ['cannotFill', 'allSeeds', 'equalSeeds', 'singleRound'] as const;

/**
 * Where a game stands: waiting, being played, aborted, or who won and the score (of a Giuthi
 * match, the seeds each player held at its end, and why it ended: "South won, 72–0 · all seeds").
 */
export function statusText(t: Translate, game: Pick<GameSummary, 'status' | 'result'>): string {
  const result = game.result;
  if (game.status !== 'finished' || result === null) return t(`online.gameStatus.${game.status}`);
  const score = `${result.scores.south}–${result.scores.north}`;
  const who =
    result.winner === 'south' || result.winner === 'north'
      ? t('online.list.won', { side: result.winner })
      : t('online.list.draw');
  const end = MATCH_ENDS.find((e) => result.reason === 'end' && result.end === e);
  return end ? `${who}, ${score} · ${t(`online.list.ends.${end}`)}` : `${who}, ${score}`;
}
