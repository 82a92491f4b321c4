import { PRESET_IDS, type PerSide, type Side } from '@kalaha/rules';
import type { Seat } from '../game/session.ts';
import type { MessageKey } from '../i18n/keys.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * Names shown on screen for sides, players, presets and options, all through the translations
 * (message keys built from ids are checked against the rules library's lists here, once).
 */

/** "South", "North". */
export function sideName(t: Translate, side: Side): string {
  return t(side === 'south' ? 'side.south' : 'side.north');
}

/**
 * How each player is shown: "South (you)" and "North (computer, level 6)" against the computer,
 * "South" and "North" for two people on one device.
 */
export function playerNames(t: Translate, seats: PerSide<Seat>): PerSide<string> {
  const vsComputer = seats.south.kind !== seats.north.kind;
  const name = (side: Side): string => {
    const seat = seats[side];
    const s = sideName(t, side);
    if (seat.kind === 'computer') return t('player.computer', { name: s, level: seat.level });
    return vsComputer ? t('player.you', { name: s }) : t('player.human', { name: s });
  };
  return { south: name('south'), north: name('north') };
}

/** A preset's name in the current language ("Kalaha (Nordic boxed set)"). */
export function presetName(t: Translate, id: string): string {
  return PRESET_IDS.includes(id) ? t(`presets.${id}.name` as MessageKey) : id;
}

/** Where a preset comes from, in the current language. */
export function presetSource(t: Translate, id: string): string {
  return PRESET_IDS.includes(id) ? t(`presets.${id}.source` as MessageKey) : '';
}

/** An option's label (of any game: the option names of the games share their messages). */
export function optionLabel(t: Translate, name: string): string {
  return t(`options.${name}.label` as MessageKey);
}

/** An option's one-line explanation. */
export function optionHelp(t: Translate, name: string): string {
  return t(`options.${name}.help` as MessageKey);
}

/**
 * The name of a value of a choice option (`extraTurn`, `capture`, `endRule`, `tieBreak`; Wari's
 * `grandSlam`, `cycleRule`).
 */
export function valueName(t: Translate, name: string, value: string): string {
  return t(`values.${name}.${value}` as MessageKey);
}

/** A computer level's name ("Level 6: Expert"). */
export function levelName(t: Translate, level: number): string {
  return t('newGame.levelValue', { level, name: t(`levels.${level}` as MessageKey) });
}
