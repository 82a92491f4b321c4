import { sideName } from '../app/names.ts';
import { CLOCK_INCREMENTS, CLOCK_MINUTES, type OnlineForm } from '../game/new-game.ts';
import { useT } from '../i18n/context.ts';
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
        <div class="clock-settings">
          <label class="field">
            <span>{t('newGame.minutes')}</span>
            <select
              value={String(value.minutes)}
              onChange={(e) => set({ minutes: Number((e.target as HTMLSelectElement).value) })}
            >
              {CLOCK_MINUTES.map((m) => (
                <option key={m} value={String(m)}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{t('newGame.increment')}</span>
            <select
              value={String(value.increment)}
              onChange={(e) => set({ increment: Number((e.target as HTMLSelectElement).value) })}
            >
              {CLOCK_INCREMENTS.map((s) => (
                <option key={s} value={String(s)}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <fieldset class="inline">
        <legend>{t('newGame.rating')}</legend>
        <Radio
          name="online-rated"
          checked={value.rated}
          label={t('newGame.rated')}
          onChange={() => set({ rated: true })}
        />
        <Radio
          name="online-rated"
          checked={!value.rated}
          label={t('newGame.casual')}
          onChange={() => set({ rated: false })}
        />
      </fieldset>
      <fieldset class="inline">
        <legend>{t('newGame.onlineSide')}</legend>
        {(['south', 'north', 'random'] as const).map((side) => (
          <Radio
            key={side}
            name="online-side"
            checked={value.side === side}
            label={side === 'random' ? t('newGame.sideRandom') : sideName(t, side)}
            onChange={() => set({ side })}
          />
        ))}
      </fieldset>
      <p class="muted small">{t('newGame.onlineStarts')}</p>
    </fieldset>
  );
}
