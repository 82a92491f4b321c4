import { useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';

/**
 * The invite link of an open game, in a read-only text field, with a button that copies it
 * (the Clipboard API; where copying is not allowed, the link is selected for the user to copy).
 */
export function InvitePanel({
  link,
  copy = (text) => navigator.clipboard.writeText(text),
}: {
  link: string;
  /** Puts text on the clipboard (the Clipboard API by default); rejects when not allowed. */
  copy?: (text: string) => Promise<void>;
}) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined);
  const onCopy = async () => {
    try {
      await copy(link);
      setCopied('yes');
    } catch {
      setCopied('no');
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <section class="panel invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('online.invite.title')}</h2>
      <p class="small">{t('online.invite.text')}</p>
      <div class="invite-row">
        <input
          ref={field}
          id="invite-link"
          class="link-field"
          readOnly
          value={link}
          aria-label={t('online.invite.link')}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <button type="button" class="button primary" onClick={() => void onCopy()}>
          {t('online.invite.copy')}
        </button>
      </div>
      <p role="status" class="small">
        {copied === 'yes' && t('online.invite.copied')}
        {copied === 'no' && t('online.invite.notCopied')}
      </p>
    </section>
  );
}
