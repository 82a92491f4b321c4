import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import { errorText, type OnlineError } from '../online/errors.ts';
import { checkName } from '../online/name.ts';
import { ModalDialog } from './ModalDialog.tsx';

/**
 * The display-name prompt on first online use: a modal dialog with one text field. The name is
 * checked here as the server checks it (1-32 characters, no control characters), then handed to
 * `onSubmit`, whose refusal is shown in the dialog. Escape or Cancel closes it.
 */
export function NamePrompt({
  initial = '',
  onSubmit,
  onCancel,
}: {
  initial?: string;
  /** Makes the player; resolves with the refusal, or `undefined` when done. */
  onSubmit: (name: string) => Promise<OnlineError | undefined>;
  onCancel: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<OnlineError | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkName(name);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    const refused = await onSubmit(checked.value);
    setSaving(false);
    setError(refused);
  };

  return (
    <div class="lot-backdrop">
      <ModalDialog
        class="name-prompt"
        labelledBy="name-title"
        describedBy="name-text"
        onEscape={onCancel}
      >
        <h2 id="name-title">{t('online.name.title')}</h2>
        <p id="name-text">{t('online.name.text')}</p>
        <form onSubmit={(e) => void submit(e)}>
          <label class="field">
            <span>{t('online.name.label')}</span>
            <input
              ref={input}
              type="text"
              name="name"
              autocomplete="nickname"
              maxLength={64}
              value={name}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? 'name-error' : undefined}
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
          </label>
          {error && (
            <p id="name-error" class="error" role="alert">
              {errorText(t, error)}
            </p>
          )}
          <div class="actions">
            <button type="submit" class="button primary" disabled={saving}>
              {saving ? t('online.name.saving') : t('online.name.submit')}
            </button>
            <button type="button" class="button secondary" onClick={onCancel}>
              {t('online.name.cancel')}
            </button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
