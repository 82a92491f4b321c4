import type { BotChallenge } from '@kalaha/protocol';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import type { OnlineError } from '../online/errors.ts';
import { ADA } from '../test-support/bots.ts';
import { testI18n } from '../test-support/i18n.ts';
import { buttonByText, click, flush, renderWith } from '../test-support/render.tsx';
import { BotChallengeForm } from './BotChallengeForm.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** The form whose challenges are answered by `answer` (called with each challenge sent). */
function draw(answer: (challenge: BotChallenge) => Promise<OnlineError | undefined>) {
  const onSubmit = vi.fn(answer);
  const view = renderWith(
    i18n,
    <BotChallengeForm bot={ADA} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  const form = view.container.querySelector('form')!;
  return { ...view, form, onSubmit };
}

describe('BotChallengeForm', () => {
  it('has a clock always (minutes and seconds a move), rated, casual and the three sides', () => {
    const { form, unmount } = draw(async () => undefined);
    const legends = [...form.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Clock', 'Rating', 'Your side']);
    const [minutes, increment] = [...form.querySelectorAll('select')];
    expect([minutes!.value, increment!.value]).toEqual(['5', '3']);
    expect(minutes!.querySelector('option')?.value).toBe('1');
    expect(form.querySelectorAll('input[name="bot-side"]')).toHaveLength(3);
    expect(form.textContent).toContain('South moves first in an online game.');
    unmount();
  });

  it('waits while the challenge is sent, and sends it once', async () => {
    let answer: (error: OnlineError | undefined) => void = () => {};
    const { form, onSubmit, unmount } = draw(
      () => new Promise<OnlineError | undefined>((resolve) => (answer = resolve)),
    );
    click(buttonByText(form, 'Start the game'));
    await flush();
    const start = buttonByText(form, 'Start the game')!;
    expect(start.disabled).toBe(true);
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Setting up the game…');
    act(() => {
      form.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    answer(undefined);
    await flush();
    expect(start.disabled).toBe(false);
    expect(form.querySelector('[role="status"]')).toBeNull();
    unmount();
  });

  it('says why a rated challenge was refused, and clears it when tried again', async () => {
    const answers: (OnlineError | undefined)[] = [
      { code: 'game/bad_settings', message: 'Ada is an anonymous bot' },
      { code: 'client/offline', message: 'Failed to fetch' },
    ];
    const { form, unmount } = draw(async () => answers.shift());
    click(form.querySelector<HTMLInputElement>('input[name="bot-rated"]'));
    click(buttonByText(form, 'Start the game'));
    await flush();
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'Ada is not registered, so it plays casual games only. Challenge it to a casual game.',
    );
    click(buttonByText(form, 'Start the game'));
    await flush();
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
    unmount();
  });
});
