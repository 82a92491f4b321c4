import { ruleIs, type MoveEvent, type Outcome, type RuleSet } from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';

/** A finished game in words: the headline and why it ended. */
export interface ResultText {
  /** "South wins 40 to 32", "A draw, 36 to 36". */
  readonly headline: string;
  /** Why the game ended and, when the tie-break decided it, that too. */
  readonly why: readonly string[];
}

/** A result as one run of sentences, for screen readers: "South wins 40 to 32. North's side …" */
export function spokenResult(words: ResultText): string {
  return [`${words.headline}.`, ...words.why].join(' ');
}

/**
 * Explains a result (docs/RULES.md 1.3, 2, 3): the winner and the score, whose side was emptied and
 * where the seeds left went (with their number, from the final sweep of `lastEvents`), the
 * majority end, the all-empty end of `playOn`, the tie-break; in Wari and Obridjie a player to
 * move without a legal move (`noMove`), the third occurrence of a position (`repetition`) and the
 * players' agreement (`agreement`), with where the seeds left went (`cycleRule`).
 *
 * @param rules the game's rule set (its `endRule`, `cycleRule`).
 * @param lastEvents the events of the game's last move (for the seeds swept at the end).
 */
export function resultText(
  t: Translate,
  result: Outcome,
  rules: RuleSet,
  lastEvents: readonly MoveEvent[],
): ResultText {
  const { south, north } = result.scores;
  const headline =
    result.winner === undefined
      ? t('result.draw', { south, north })
      : t('result.win', { side: result.winner, south, north });
  const swept = lastEvents.reduce((sum, e) => (e.type === 'sweep' ? sum + e.seeds : sum), 0);
  const seeds = t('common.seeds', { count: swept });
  const why: string[] = [];
  const end = result.end;
  switch (end.reason) {
    case 'sideEmpty':
      if (end.side === 'both') why.push(t('result.sideEmptyBoth'));
      else if (ruleIs(rules, 'endRule', 'emptierTakes')) {
        why.push(t('result.sideEmptyEmptierTakes', { side: end.side, seeds }));
      } else why.push(t('result.sideEmptyOwnerTakes', { side: end.side, seeds }));
      break;
    case 'majority':
      why.push(t('result.majority', { side: end.side }));
      break;
    case 'allEmpty':
      why.push(t('result.allEmpty'));
      break;
    case 'noMove':
      why.push(t('result.noMove', { side: end.side }));
      break;
    case 'repetition':
    case 'agreement':
      why.push(t(end.reason === 'repetition' ? 'result.repetition' : 'result.agreement'));
      why.push(t(ruleIs(rules, 'cycleRule', 'split') ? 'result.leftShared' : 'result.leftOwnSide'));
      break;
  }
  if (result.decidedBy === 'tieBreak' && result.winner !== undefined) {
    why.push(t('result.tieBreak', { side: result.winner }));
  }
  return { headline, why };
}
