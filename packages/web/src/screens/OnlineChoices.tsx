import type { Side } from '@kalaha/rules';
import { sideName } from '../app/names.ts';
import { CLOCK_INCREMENTS, CLOCK_MINUTES } from '../game/new-game.ts';
import { useT } from '../i18n/context.ts';
import { NumberSelect } from './NumberSelect.tsx';
import { Radio } from './Radio.tsx';

/**
 * The choices an online game is set up with, shared by the new-game screen's online settings
 * and the challenge of a bot in the lobby.
 */

/** A clock: minutes each at the start and seconds added per move. */
export interface ClockChoice {
  /** One of {@link CLOCK_MINUTES}. */
  readonly minutes: number;
  /** One of {@link CLOCK_INCREMENTS}. */
  readonly increment: number;
}

/** The clock's two lists: minutes each (1-180) and seconds added per move (0-60). */
export function ClockFields({
  value,
  onChange,
}: {
  value: ClockChoice;
  onChange: (value: ClockChoice) => void;
}) {
  const t = useT();
  return (
    <div class="clock-settings">
      <NumberSelect
        label={t('newGame.minutes')}
        choices={CLOCK_MINUTES}
        value={value.minutes}
        onChange={(minutes) => onChange({ ...value, minutes })}
      />
      <NumberSelect
        label={t('newGame.increment')}
        choices={CLOCK_INCREMENTS}
        value={value.increment}
        onChange={(increment) => onChange({ ...value, increment })}
      />
    </div>
  );
}

/** The player's side online: South, North, or drawn at random by the server. */
export function SideChoice({
  name,
  value,
  onChange,
}: {
  /** The radio group's name (unique on the page). */
  name: string;
  value: Side | 'random';
  onChange: (side: Side | 'random') => void;
}) {
  const t = useT();
  return (
    <fieldset class="inline">
      <legend>{t('newGame.onlineSide')}</legend>
      {(['south', 'north', 'random'] as const).map((side) => (
        <Radio
          key={side}
          name={name}
          checked={value === side}
          label={side === 'random' ? t('newGame.sideRandom') : sideName(t, side)}
          onChange={() => onChange(side)}
        />
      ))}
    </fieldset>
  );
}

/** Rated (the result changes both ratings) or casual. */
export function RatedChoice({
  name,
  value,
  onChange,
  ratedOffered = true,
}: {
  /** The radio group's name (unique on the page). */
  name: string;
  /** True for rated. */
  value: boolean;
  onChange: (rated: boolean) => void;
  /** False when only a casual game can be played (rated is shown, not selectable). */
  ratedOffered?: boolean;
}) {
  const t = useT();
  return (
    <fieldset class="inline">
      <legend>{t('newGame.rating')}</legend>
      <Radio
        name={name}
        checked={value}
        disabled={!ratedOffered}
        label={t('newGame.rated')}
        onChange={() => onChange(true)}
      />
      <Radio
        name={name}
        checked={!value}
        label={t('newGame.casual')}
        onChange={() => onChange(false)}
      />
    </fieldset>
  );
}
