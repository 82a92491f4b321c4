import { useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';

/** Hands a link to the system's share sheet (the Web Share API's `navigator.share`). */
export type ShareLink = (data: { title: string; text: string; url: string }) => Promise<void>;

/** The browser's share sheet, where it has one (phones mostly). */
function browserShare(): ShareLink | null {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function'
    ? (data) => navigator.share(data)
    : null;
}

/**
 * The invite link of an open game, shown first on the screen while the game waits for an
 * opponent: a Share button where the browser has a share sheet (the Web Share API), the link in a
 * read-only text field and a button that copies it (the Clipboard API; where copying is not
 * allowed, the link is selected for the user to copy). A share the user cancels changes nothing;
 * a share that fails copies instead.
 */
export function InvitePanel({
  link,
  copy = (text) => navigator.clipboard.writeText(text),
  share = browserShare(),
}: {
  link: string;
  /** Puts text on the clipboard (the Clipboard API by default); rejects when not allowed. */
  copy?: (text: string) => Promise<void>;
  /** The share sheet (the browser's by default); `null` where there is none. */
  share?: ShareLink | null;
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
  const onShare = async (send: ShareLink) => {
    try {
      await send({ title: t('app.title'), text: t('online.invite.shareText'), url: link });
    } catch (error) {
      // Cancelling the share sheet is the user's choice; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await onCopy();
    }
  };
  return (
    <section class="panel invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('online.invite.title')}</h2>
      <p class="small">{t('online.invite.text')}</p>
      {share && (
        <button type="button" class="button primary" onClick={() => void onShare(share)}>
          {t('online.invite.share')}
        </button>
      )}
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
        <button
          type="button"
          class={`button ${share ? 'secondary' : 'primary'}`}
          onClick={() => void onCopy()}
        >
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
