import { useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import { RecordFileButton } from './RecordFileButton.tsx';
import { FoldPanel } from './FoldPanel.tsx';

/**
 * The game record: save it as a JSON file, copy a link that opens it, open a saved file, and the
 * printable rules page of the game's rules.
 */
export function RecordPanel({
  record,
  fileName,
  link,
  onImport,
  onRules,
}: {
  /** The record as JSON text (made when asked). */
  record: () => string;
  /** The file name to save under. */
  fileName: string;
  /** The link that opens the record (made when asked). */
  link: () => string;
  onImport: (file: File) => void;
  onRules: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined);
  const [shownLink, setShownLink] = useState('');

  const save = () => {
    const url = URL.createObjectURL(new Blob([record()], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const copy = async () => {
    const text = link();
    setShownLink(text);
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <FoldPanel id="record-title" title={t('game.record')} kind="record">
      <div class="actions">
        <button type="button" class="button secondary" onClick={save}>
          {t('game.exportFile')}
        </button>
        <button type="button" class="button secondary" onClick={() => void copy()}>
          {t('game.copyLink')}
        </button>
        <RecordFileButton label={t('game.importFile')} onImport={onImport} />
        <button type="button" class="button secondary" onClick={onRules}>
          {t('game.rulesPage')}
        </button>
      </div>
      <p role="status" class="small">
        {copied === 'yes' && t('game.linkCopied')}
        {copied === 'no' && t('game.linkNotCopied')}
      </p>
      {copied === 'no' && (
        <input
          class="link-field"
          readOnly
          value={shownLink}
          aria-label={t('game.copyLink')}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
      )}
    </FoldPanel>
  );
}
