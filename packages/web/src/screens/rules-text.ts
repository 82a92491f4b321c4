import {
  byGame,
  totalSeeds,
  type GiuthiRuleSet,
  type KalahaRuleSet,
  type ObridjieRuleSet,
  type RuleSet,
  type WariRuleSet,
} from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';

/** One section of the rules page: a heading and its paragraphs. */
export interface RulesSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/**
 * The rules of `rules` written out for people (our own words, in the current language), one
 * section per part of docs/RULES.md 1 (the board, the aim, a move, extra turns, captures, the end, the
 * winner), of docs/RULES.md 2 for Wari, of docs/RULES.md 3 for Obridjie and of docs/RULES.md 4 for Giuthi. Every
 * option shapes the text, so
 * a changed rule set reads as it is played.
 */
export function rulesSections(t: Translate, rules: RuleSet): RulesSection[] {
  return byGame(rules, {
    kalaha: (r) => kalahaSections(t, r),
    wari: (r) => wariSections(t, r),
    obridjie: (r) => obridjieSections(t, r),
    giuthi: (r) => giuthiSections(t, r),
  });
}

/**
 * The board and the aim of Wari, Obridjie and Giuthi: houses, banks beside the board.
 *
 * @param aim the aim in words (Wari's and Obridjie's by default).
 */
function relativeStart(
  t: Translate,
  rules: WariRuleSet | ObridjieRuleSet | GiuthiRuleSet,
  aim = t('rulesPage.relAimText'),
): RulesSection[] {
  const seeds = (count: number) => t('common.seeds', { count });
  return [
    {
      id: 'equipment',
      title: t('rulesPage.equipment'),
      paragraphs: [
        t('rulesPage.relEquipmentText', {
          houses: rules.houses,
          seeds: seeds(rules.seeds),
          total: seeds(totalSeeds(rules)),
        }),
      ],
    },
    {
      id: 'aim',
      title: t('rulesPage.aim'),
      paragraphs: [aim, t('rulesPage.startsText')],
    },
  ];
}

/** The winner of Wari and Obridjie. */
function relativeResult(t: Translate): RulesSection {
  return {
    id: 'result',
    title: t('rulesPage.resultTitle'),
    paragraphs: [t('rulesPage.relResultText')],
  };
}

/** Wari (docs/RULES.md 2): the move, the capture of 2s and 3s, grand slam, feeding, end, repetition. */
function wariSections(t: Translate, rules: WariRuleSet): RulesSection[] {
  const half = t('common.seeds', { count: Math.floor(totalSeeds(rules) / 2) + 1 });
  return [
    ...relativeStart(t, rules),
    {
      id: 'move',
      title: t('rulesPage.moveTitle'),
      paragraphs: [
        t(
          rules.originSkip === 'always' ? 'rulesPage.wariMoveText' : 'rulesPage.wariMoveTextOver12',
        ),
      ],
    },
    {
      id: 'capture',
      title: t('rulesPage.captureTitle'),
      paragraphs: [
        t(rules.captureChain === 'chain' ? 'rulesPage.wariCapture' : 'rulesPage.wariCapturePair'),
        rules.grandSlam === 'forbidden'
          ? t('rulesPage.grandSlamForbidden')
          : t('rulesPage.grandSlamNoCapture'),
      ],
    },
    { id: 'feed', title: t('rulesPage.feedTitle'), paragraphs: [t('rulesPage.mustFeed')] },
    { id: 'end', title: t('rulesPage.endTitle'), paragraphs: [t('rulesPage.wariEnd', { half })] },
    {
      id: 'repetition',
      title: t('rulesPage.repetitionTitle'),
      paragraphs: [
        t('rulesPage.repetition'),
        rules.cycleRule === 'split' ? t('rulesPage.leftShared') : t('rulesPage.leftOwnSide'),
      ],
    },
    relativeResult(t),
  ];
}

/** Obridjie (docs/RULES.md 3): the move, fours, the last seed (relay sowing), end, repetition. */
function obridjieSections(t: Translate, rules: ObridjieRuleSet): RulesSection[] {
  return [
    ...relativeStart(t, rules),
    {
      id: 'move',
      title: t('rulesPage.moveTitle'),
      paragraphs: [
        t('rulesPage.obridjieMoveText'),
        t('rulesPage.obridjieLast'),
        t('rulesPage.obridjieEndless'),
      ],
    },
    {
      id: 'capture',
      title: t('rulesPage.captureTitle'),
      paragraphs: [t('rulesPage.obridjieFour')],
    },
    { id: 'end', title: t('rulesPage.endTitle'), paragraphs: [t('rulesPage.obridjieEnd')] },
    {
      id: 'repetition',
      title: t('rulesPage.repetitionTitle'),
      paragraphs: [t('rulesPage.repetition'), t('rulesPage.leftOwnSide')],
    },
    relativeResult(t),
  ];
}

/**
 * Giuthi (docs/RULES.md 4): the move in a chosen direction, where the last seed lands (relay, further
 * choice and capture as `furtherChoice` and `secondCapture` say), passing and the end of a round;
 * the rounds and the board shrinking as `shrink` says under `rounds: true`, else a single round.
 */
function giuthiSections(t: Translate, rules: GiuthiRuleSet): RulesSection[] {
  const aim = rules.rounds ? t('rulesPage.giuthiAimText') : t('rulesPage.relAimText');
  return [
    ...relativeStart(t, rules, aim),
    { id: 'move', title: t('rulesPage.moveTitle'), paragraphs: [t('rulesPage.giuthiMoveText')] },
    {
      id: 'last',
      title: t('rulesPage.giuthiLastTitle'),
      paragraphs: [
        t('rulesPage.giuthiRelay'),
        t(
          rules.furtherChoice === 'anyHouse'
            ? 'rulesPage.giuthiChoiceAny'
            : 'rulesPage.giuthiChoice',
        ),
        t('rulesPage.giuthiEmptyTheirs'),
        t(
          rules.secondCapture === 'eitherNeighbour'
            ? 'rulesPage.giuthiCaptureEither'
            : 'rulesPage.giuthiCapture',
        ),
      ],
    },
    { id: 'end', title: t('rulesPage.endTitle'), paragraphs: [t('rulesPage.giuthiEnd')] },
    rules.rounds
      ? {
          id: 'rounds',
          title: t('rulesPage.giuthiRoundsTitle'),
          paragraphs: [
            t('rulesPage.giuthiRounds'),
            t(
              rules.shrink === 'oneThreeFour'
                ? 'rulesPage.giuthiShrinkOneThreeFour'
                : 'rulesPage.giuthiShrink',
            ),
            t('rulesPage.giuthiMatchEnd'),
          ],
        }
      : {
          id: 'result',
          title: t('rulesPage.resultTitle'),
          paragraphs: [t('rulesPage.giuthiSingle')],
        },
  ];
}

/** The Kalaha family (docs/RULES.md 1). */
function kalahaSections(t: Translate, rules: KalahaRuleSet): RulesSection[] {
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
        ...(rules.tieBreak === 'draw'
          ? [t('rulesPage.tieDraw')]
          : [t('rulesPage.tieEmptierWins'), t('rulesPage.tieBothEmptied')]),
      ],
    },
  ];
}
