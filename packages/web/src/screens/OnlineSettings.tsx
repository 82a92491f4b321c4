import type { OnlineForm } from '../game/new-game.ts';
import { useT } from '../i18n/context.ts';
import { ClockFields, RatedChoice, SideChoice } from './OnlineChoices.tsx';
import { Radio } from './Radio.tsx';

/**
 * The settings of a new online game on the new-game screen: the clock (none, or minutes each
 * plus seconds added per move), rated or casual, and the side the creator plays (or drawn at
 * random by the server). South always moves first online.
 */
export function OnlineSettings({
  value,
  onChange,
}: {
  value: OnlineForm;
  onChange: (value: OnlineForm) => void;
}) {
  const t = useT();
  const set = (change: Partial<OnlineForm>) => onChange({ ...value, ...change });
  return (
    <fieldset class="online-settings">
      <legend>{t('newGame.onlineTitle')}</legend>
      <fieldset class="inline">
        <legend>{t('newGame.clock')}</legend>
        <Radio
          name="online-clock"
          checked={!value.clock}
          label={t('newGame.noClock')}
          onChange={() => set({ clock: false })}
        />
        <Radio
          name="online-clock"
          checked={value.clock}
          label={t('newGame.withClock')}
          onChange={() => set({ clock: true })}
        />
      </fieldset>
      {value.clock && (
        <ClockFields
          value={{ minutes: value.minutes, increment: value.increment }}
          onChange={(clock) => set(clock)}
        />
      )}
      <RatedChoice name="online-rated" value={value.rated} onChange={(rated) => set({ rated })} />
      <SideChoice name="online-side" value={value.side} onChange={(side) => set({ side })} />
      <p class="muted small">{t('newGame.onlineStarts')}</p>
    </fieldset>
  );
}
