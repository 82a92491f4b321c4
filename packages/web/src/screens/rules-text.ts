import { totalSeeds, type KalahaRuleSet } from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';

/** One section of the rules page: a heading and its paragraphs. */
export interface RulesSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/**
 * The rules of `rules` written out for people (our own words, in the current language), one
 * section per part of RULES.md 1: the board, the aim, a move, extra turns, captures, the end, the
 * winner. Every option shapes the text, so a changed rule set reads as it is played.
 */
export function rulesSections(t: Translate, rules: KalahaRuleSet): RulesSection[] {
  const seeds = (count: number) => t('common.seeds', { count });
  const total = totalSeeds(rules);
  const move = [t('rulesPage.moveText')];
  if (rules.skipOrigin) move.push(t('rulesPage.skipOriginText'));

  const extra =
    rules.extraTurn === 'store'
      ? t('rulesPage.extraTurnStore')
      : rules.extraTurn === 'ownSide'
        ? t('rulesPage.extraTurnOwnSide')
        : t('rulesPage.extraTurnNone');

  const capture: string[] = [];
  if (rules.capture === 'opposite') {
    capture.push(t('rulesPage.captureOpposite'));
    capture.push(
      rules.emptyCapture ? t('rulesPage.captureEmptyYes') : t('rulesPage.captureEmptyNo'),
    );
    if (rules.captureNeedsLap) capture.push(t('rulesPage.captureNeedsLap'));
  } else capture.push(t('rulesPage.captureNone'));
  if (rules.captureTwoThree) capture.push(t('rulesPage.captureTwoThree'));

  const end = [
    rules.endRule === 'emptierTakes'
      ? t('rulesPage.endEmptierTakes')
      : rules.endRule === 'ownerTakes'
        ? t('rulesPage.endOwnerTakes')
        : t('rulesPage.endPlayOn'),
  ];
  if (rules.majorityEnd)
    end.push(t('rulesPage.majorityEnd', { half: seeds(Math.floor(total / 2) + 1) }));

  return [
    {
      id: 'equipment',
      title: t('rulesPage.equipment'),
      paragraphs: [
        t('rulesPage.equipmentText', {
          houses: rules.houses,
          seeds: seeds(rules.seeds),
          total: seeds(total),
        }),
      ],
    },
    {
      id: 'aim',
      title: t('rulesPage.aim'),
      paragraphs: [t('rulesPage.aimText'), t('rulesPage.startsText')],
    },
    { id: 'move', title: t('rulesPage.moveTitle'), paragraphs: move },
    { id: 'extra', title: t('rulesPage.extraTurnTitle'), paragraphs: [extra] },
    { id: 'capture', title: t('rulesPage.captureTitle'), paragraphs: capture },
    { id: 'end', title: t('rulesPage.endTitle'), paragraphs: end },
    {
      id: 'result',
      title: t('rulesPage.resultTitle'),
      paragraphs: [
        t('rulesPage.resultText'),
        rules.tieBreak === 'draw' ? t('rulesPage.tieDraw') : t('rulesPage.tieEmptierWins'),
      ],
    },
  ];
}
