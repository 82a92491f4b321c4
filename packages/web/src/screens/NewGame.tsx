import { optionSpec, type RuleError, type Side, type Game as RulesGame } from '@kalaha/rules';
import { useState } from 'preact/hooks';
import {
  levelName,
  optionHelp,
  optionLabel,
  presetName,
  presetSource,
  sideName,
  valueName,
} from '../app/names.ts';
import {
  changedOptions,
  drawLots,
  FORM_PRESETS,
  formConfig,
  formGame,
  formOptionNames,
  formRules,
  opponentsOf,
  selectPreset,
  setOption,
  type NewGameForm,
} from '../game/new-game.ts';
import type { GameConfig } from '../game/session.ts';
import { useT } from '../i18n/context.ts';
import type { Translate } from '../i18n/translate.ts';
import { LotDraw } from './LotDraw.tsx';
import { OnlineSettings } from './OnlineSettings.tsx';
import { QuickStart, type QuickOpponent } from './QuickStart.tsx';
import { Radio } from './Radio.tsx';
import { RecordFileButton } from './RecordFileButton.tsx';

/** The new-game screen's inputs. */
export interface NewGameProps {
  /** The form as last used. */
  readonly initial: NewGameForm;
  /** True when an unfinished game can be continued instead. */
  readonly canContinue: boolean;
  /** Starts the game; `form` is remembered for next time. */
  readonly onStart: (config: GameConfig, form: NewGameForm) => void;
  /** Goes back to the unfinished game. */
  readonly onContinue: () => void;
  /** Opens a saved record (a file). */
  readonly onImport: (file: File) => void;
  /** The user asked for the lesson of the rules chosen (issue 19), with the form as it is. */
  readonly onLearn?: (form: NewGameForm) => void;
  /** Told of every change of the form (the rules page shows the rules chosen). */
  readonly onFormChange?: (form: NewGameForm) => void;
  /** Creates an online game from the form (the opponent `online`); absent: no online choice. */
  readonly onStartOnline?: (form: NewGameForm) => void;
}

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * The new-game screen: first the fast path ({@link QuickStart}: one tap to play the computer, a
 * friend or someone online under the rules last used), then the rule preset (named in the user's language, with the rulebook it comes
 * from), every option with a one-line explanation, the opponent (the computer at a level, a
 * friend on this device, or someone online through an invite link, with the online game's clock,
 * rating and side) and who starts (South, North, or drawing lots, shown as a small animation).
 * The rules are validated by the rules library before the game starts.
 */
export function NewGame({
  initial,
  canContinue,
  onStart,
  onContinue,
  onImport,
  onFormChange,
  onStartOnline,
  onLearn,
}: NewGameProps) {
  const t = useT();
  const [form, setFormState] = useState<NewGameForm>(initial);
  const setForm = (next: NewGameForm) => {
    setFormState(next);
    onFormChange?.(next);
  };
  const [lot, setLot] = useState<Side | undefined>(undefined);
  const rules = formRules(form);
  const changed = changedOptions(form);
  const game = formGame(form);
  const offered = opponentsOf(game);
  const online = form.opponent === 'online' && onStartOnline !== undefined;
  const values = form.options as Readonly<Record<string, number | string | boolean>>;

  const start = (starts: Side, chosen = form) => {
    const config = formConfig(chosen, starts);
    if (config.ok) onStart(config.value, chosen);
  };

  // One tap (issue 16): the form as last used, against the opponent tapped; lots drawn at once.
  const quick = (opponent: QuickOpponent) => {
    const chosen = { ...form, opponent };
    setForm(chosen);
    if (opponent === 'online') onStartOnline?.(chosen);
    else start(chosen.starts === 'lot' ? drawLots() : chosen.starts, chosen);
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (!rules.ok) return;
    if (online) onStartOnline?.(form);
    else if (form.starts === 'lot') setLot(drawLots());
    else start(form.starts);
  };

  return (
    <section class="screen new-game" aria-labelledby="new-game-title">
      <h1 id="new-game-title">{t('newGame.title')}</h1>
      {canContinue && (
        <p>
          <button type="button" class="button secondary" onClick={onContinue}>
            {t('newGame.continue')}
          </button>
        </p>
      )}
      {rules.ok && <QuickStart form={form} online={onStartOnline !== undefined} onPlay={quick} />}
      <h2 class="choose-title">{t('newGame.chooseTitle')}</h2>
      <form onSubmit={submit}>
        <fieldset class="presets">
          <legend>{t('newGame.preset')}</legend>
          {FORM_PRESETS.map((p) => (
            <label key={p.id} class={`preset${form.presetId === p.id ? ' chosen' : ''}`}>
              <input
                type="radio"
                name="preset"
                value={p.id}
                checked={form.presetId === p.id}
                onChange={() => setForm(selectPreset(form, p.id))}
              />
              <span class="preset-text">
                <span class="preset-name">{presetName(t, p.id)}</span>
                {/* One line a rule set; the chosen one says which rulebook it comes from. */}
                {form.presetId === p.id && (
                  <span class="preset-source">
                    {t('newGame.from', { source: presetSource(t, p.id) })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>

        <details class="options" open={changed.length > 0}>
          <summary>
            {t('newGame.options')}
            {changed.length > 0 && (
              <span class="changed">
                {' '}
                · {t('newGame.optionsChanged', { count: changed.length })}
              </span>
            )}
          </summary>
          <div class="option-list">
            {formOptionNames(game).map((name) => (
              <OptionField
                key={name}
                game={game}
                name={name}
                value={values[name]!}
                changed={changed.includes(name)}
                onChange={(value) => setForm(setOption(form, name, value))}
              />
            ))}
          </div>
          {changed.length > 0 && (
            <button
              type="button"
              class="button secondary"
              onClick={() => setForm(selectPreset(form, form.presetId))}
            >
              {t('newGame.resetOptions')}
            </button>
          )}
        </details>
        {onLearn && rules.ok && (
          <p class="learn-rules">
            <button type="button" class="button secondary" onClick={() => onLearn(form)}>
              {t('lessons.start')}
            </button>
          </p>
        )}
        {!rules.ok && (
          <p class="error" role="alert">
            {ruleProblem(t, rules.error)}
          </p>
        )}

        <fieldset>
          <legend>{t('newGame.opponent')}</legend>
          <div class="choice-row">
            {offered.includes('computer') && (
              <Radio
                name="opponent"
                checked={form.opponent === 'computer'}
                label={t('newGame.computer')}
                onChange={() => setForm({ ...form, opponent: 'computer' })}
              />
            )}
            <Radio
              name="opponent"
              checked={form.opponent === 'friend'}
              label={t('newGame.friend')}
              onChange={() => setForm({ ...form, opponent: 'friend' })}
            />
            {onStartOnline && offered.includes('online') && (
              <Radio
                name="opponent"
                checked={form.opponent === 'online'}
                label={t('newGame.online')}
                onChange={() => setForm({ ...form, opponent: 'online' })}
              />
            )}
          </div>
          {form.opponent === 'computer' && offered.includes('computer') && (
            <div class="computer-settings">
              <label class="field">
                <span>{t('newGame.level')}</span>
                <select
                  value={String(form.level)}
                  onChange={(e) =>
                    setForm({ ...form, level: Number((e.target as HTMLSelectElement).value) })
                  }
                >
                  {LEVELS.map((l) => (
                    <option key={l} value={String(l)}>
                      {levelName(t, l)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset class="inline">
                <legend>{t('newGame.yourSide')}</legend>
                {(['south', 'north'] as const).map((side) => (
                  <Radio
                    key={side}
                    name="humanSide"
                    checked={form.humanSide === side}
                    label={sideName(t, side)}
                    onChange={() => setForm({ ...form, humanSide: side })}
                  />
                ))}
              </fieldset>
            </div>
          )}
        </fieldset>

        {online && (
          <OnlineSettings
            value={form.online}
            onChange={(value) => setForm({ ...form, online: value })}
          />
        )}

        <fieldset hidden={online}>
          <legend>{t('newGame.starts')}</legend>
          <div class="choice-row">
            <Radio
              name="starts"
              checked={form.starts === 'south'}
              label={t('newGame.startsSouth')}
              onChange={() => setForm({ ...form, starts: 'south' })}
            />
            <Radio
              name="starts"
              checked={form.starts === 'north'}
              label={t('newGame.startsNorth')}
              onChange={() => setForm({ ...form, starts: 'north' })}
            />
            <Radio
              name="starts"
              checked={form.starts === 'lot'}
              label={t('newGame.startsLot')}
              onChange={() => setForm({ ...form, starts: 'lot' })}
            />
          </div>
        </fieldset>

        <div class="actions">
          <button type="submit" class="button primary" disabled={!rules.ok}>
            {online ? t('newGame.createOnline') : t('newGame.start')}
          </button>
          <RecordFileButton label={t('newGame.importRecord')} onImport={onImport} />
        </div>
      </form>
      {lot && <LotDraw winner={lot} onDone={() => start(lot)} />}
    </section>
  );
}

/** A refused rule set in words: the two known contradictions, else the option named. */
function ruleProblem(t: Translate, error: RuleError): string {
  if (error.code === 'ERR_CONTRADICTION' && error.option === 'captureNeedsLap') {
    return t('newGame.contradictionLap');
  }
  if (error.code === 'ERR_CONTRADICTION' && error.option === 'tieBreak') {
    return t('newGame.contradictionTieBreak');
  }
  const option = 'option' in error ? error.option : '';
  return t('newGame.invalidOptions', { option });
}

function OptionField({
  game,
  name,
  value,
  changed,
  onChange,
}: {
  game: RulesGame;
  name: string;
  value: number | string | boolean;
  changed: boolean;
  onChange: (value: number | string | boolean) => void;
}) {
  const t = useT();
  const spec = optionSpec(game, name);
  if (!spec) return null;
  const id = `option-${name}`;
  const helpId = `${id}-help`;
  let control;
  switch (spec.kind) {
    case 'integer': {
      const values = [];
      for (let v = spec.min; v <= spec.max; v++) values.push(v);
      control = (
        <select
          id={id}
          aria-describedby={helpId}
          value={String(value)}
          onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))}
        >
          {values.map((v) => (
            <option key={v} value={String(v)}>
              {v}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'choice':
      control = (
        <select
          id={id}
          aria-describedby={helpId}
          value={String(value)}
          onChange={(e) => onChange((e.target as HTMLSelectElement).value)}
        >
          {spec.values.map((v) => (
            <option key={v} value={v}>
              {valueName(t, name, v)}
            </option>
          ))}
        </select>
      );
      break;
    case 'boolean':
      control = (
        <input
          id={id}
          type="checkbox"
          aria-describedby={helpId}
          checked={value === true}
          onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
        />
      );
      break;
  }
  return (
    <div class={`option ${spec.kind}${changed ? ' changed' : ''}`}>
      <label for={id} class="option-label">
        {optionLabel(t, name)}
      </label>
      {control}
      <p id={helpId} class="option-help">
        {optionHelp(t, name)}
      </p>
    </div>
  );
}
