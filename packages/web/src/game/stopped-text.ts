import type { StoppedEnd, StoppedResult } from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';
import type { ResultText } from './result-text.ts';

/**
 * Who gave a game or Giuthi match up and how (a record's `resign:SIDE` / `timeout:SIDE`): "North
 * resigned.", "South's time ran out." The same words as the online screen's.
 */
export function stoppedWhyText(t: Translate, end: StoppedEnd): string {
  return end.reason === 'resign'
    ? t('online.result.resigned', { side: end.side })
    : t('online.result.timeout', { side: end.side });
}

/**
 * A game given up before its rules ended it (an online game opened for review from its record):
 * "South wins", "North resigned." The stores as they stood are the result's `scores`.
 */
export function stoppedResultText(t: Translate, stopped: StoppedResult): ResultText {
  return {
    headline: t('online.result.wins', { side: stopped.winner }),
    why: [stoppedWhyText(t, stopped.end)],
  };
}
