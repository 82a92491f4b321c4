import type { BotChallenge, BotListing } from '@kalaha/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import {
  challengeErrorText,
  challengeRequest,
  defaultChallengeForm,
  type ChallengeForm,
} from '../online/bots.ts';
import type { OnlineError } from '../online/errors.ts';
import { ClockFields, RatedChoice, SideChoice } from './OnlineChoices.tsx';

/**
 * The challenge of a bot, below the list of bots: the clock (required: minutes each plus
 * seconds a move), rated or casual (rated only against a registered bot) and the challenger's
 * side. Submitted, it hands the request to `onSubmit` and shows its refusal in the user's
 * language (the bot began another game, left, plays casual games only…); Cancel or Escape
 * closes it. Its title takes the focus when it opens.
 */
export function BotChallengeForm({
  bot,
  onSubmit,
  onCancel,
}: {
  bot: BotListing;
  /** Challenges the bot; resolves with the refusal, or `undefined` when done. */
  onSubmit: (challenge: BotChallenge) => Promise<OnlineError | undefined>;
  onCancel: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<ChallengeForm>(defaultChallengeForm);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<
    { readonly error: OnlineError; readonly challenge: BotChallenge } | undefined
  >(undefined);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [bot.playerId]);
  const set = (change: Partial<ChallengeForm>) => setForm({ ...form, ...change });

  const submit = async (event: Event) => {
    event.preventDefault();
    if (sending) return;
    const challenge = challengeRequest(form, bot);
    setRefusal(undefined);
    setSending(true);
    const error = await onSubmit(challenge);
    setSending(false);
    setRefusal(error ? { error, challenge } : undefined);
  };

  return (
    <form
      class="bot-challenge"
      aria-labelledby="bot-challenge-title"
      data-bot={bot.playerId}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h3 id="bot-challenge-title" tabIndex={-1} ref={title}>
        {t('online.bots.formTitle', { name: bot.name })}
      </h3>
      <p class="muted small">
        {t('online.bots.formRules')} {t('newGame.onlineStarts')}
      </p>
      <fieldset class="inline">
        <legend>{t('newGame.clock')}</legend>
        <ClockFields
          value={{ minutes: form.minutes, increment: form.increment }}
          onChange={(clock) => set(clock)}
        />
      </fieldset>
      <RatedChoice
        name="bot-rated"
        value={form.rated && bot.registered}
        ratedOffered={bot.registered}
        onChange={(rated) => set({ rated })}
      />
      {!bot.registered && (
        <p class="muted small">{t('online.bots.casualOnly', { name: bot.name })}</p>
      )}
      <SideChoice name="bot-side" value={form.side} onChange={(side) => set({ side })} />
      {sending && (
        <p role="status" class="notice">
          {t('online.bots.starting')}
        </p>
      )}
      {refusal && (
        <p class="error" role="alert">
          {challengeErrorText(t, refusal.error, bot, refusal.challenge)}
        </p>
      )}
      <div class="actions">
        <button type="submit" class="button primary" disabled={sending}>
          {t('online.bots.start')}
        </button>
        <button type="button" class="button secondary" onClick={onCancel}>
          {t('online.bots.cancel')}
        </button>
      </div>
    </form>
  );
}
