import type { Translate } from '../i18n/translate.ts';

/**
 * A proven value of a puzzle's move as words: South's final store lead with both sides playing
 * their best (`Puzzle.values`, seeds); ±½ is equal stores decided by the tie-break
 * (docs/RULES.md 1.3).
 */
export function valueText(t: Translate, value: number): string {
  if (value === 0) return t('puzzles.draw');
  if (Math.abs(value) === 0.5) return t(value > 0 ? 'puzzles.tieWin' : 'puzzles.tieLoss');
  return t(value > 0 ? 'puzzles.ahead' : 'puzzles.behind', { count: Math.abs(value) });
}
