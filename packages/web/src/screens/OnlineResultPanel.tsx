import type { GameView } from '@kalaha/protocol';
import { opponent, type PerSide, type Side } from '@kalaha/rules';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ResultText } from '../game/result-text.ts';
import { useT } from '../i18n/context.ts';
import type { OnlineApi } from '../online/api.ts';
import type { OnlineError } from '../online/errors.ts';
import { Link, type Navigate } from '../online/Link.tsx';
import { routePath } from '../online/routes.ts';

/**
 * The end of an online game, the same words for everybody: who won and why (the rules' end,
 * resignation, flag fall) or that it was aborted, and the score; then the rematch (offer it,
 * wait for the answer, or accept the other side's offer; spectators get a link to it once it
 * begins), the record (download it, or open it in the review) and the way back to the lobby.
 */
export function OnlineResultPanel({
  server,
  words,
  names,
  you,
  busy,
  api,
  navigate,
  onRematch,
  onOpenRecord,
  onError,
}: {
  server: GameView;
  /** The end in words (`onlineResultText`, `onlineMatchResultText`); nothing is shown without. */
  words: ResultText | undefined;
  names: PerSide<string>;
  /** The side this browser plays, if any. */
  you: Side | undefined;
  /** True while an action is on its way. */
  busy: boolean;
  api: OnlineApi;
  navigate: Navigate;
  onRematch: () => void;
  /** Opens the record in the review. */
  onOpenRecord: (text: string) => void;
  onError: (error: OnlineError) => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [opening, setOpening] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  if (!words) return null;
  const finished = server.status === 'finished';
  const { offeredBy, nextGameId } = server.rematch;

  const openReview = async () => {
    setOpening(true);
    const record = await api.record(server.id);
    setOpening(false);
    if (record.ok) onOpenRecord(record.value);
    else onError(record.error);
  };

  return (
    <section
      class="panel result"
      aria-labelledby="result-title"
      data-result={server.result?.reason}
    >
      <h2 id="result-title" ref={heading} tabIndex={-1}>
        {words.headline}
      </h2>
      {words.why.map((line, i) => (
        <p key={i} class="result-why">
          {line}
        </p>
      ))}
      {finished && server.result && (
        <dl class="score">
          <dt>{t('result.score')}</dt>
          <dd>
            {names.south}: {server.result.scores.south} · {names.north}:{' '}
            {server.result.scores.north}
          </dd>
        </dl>
      )}
      {finished && nextGameId === null && offeredBy !== null && offeredBy !== you && (
        <p class="rematch-offer">{t('online.game.rematchBy', { side: offeredBy })}</p>
      )}
      {finished && you && nextGameId === null && offeredBy === you && (
        <p class="rematch-offer" role="status">
          {t('online.game.rematchOffered')}
        </p>
      )}
      <div class="actions">
        {finished && you && nextGameId === null && offeredBy === null && (
          <button type="button" class="button primary" disabled={busy} onClick={onRematch}>
            {t('online.game.offerRematch')}
          </button>
        )}
        {finished && you && nextGameId === null && offeredBy === opponent(you) && (
          <button type="button" class="button primary" disabled={busy} onClick={onRematch}>
            {t('online.game.acceptRematch')}
          </button>
        )}
        {nextGameId !== null && (
          <Link
            href={routePath({ kind: 'play', gameId: nextGameId })}
            navigate={navigate}
            class="button primary"
          >
            {you ? t('online.game.toRematch') : t('online.game.watchRematch')}
          </Link>
        )}
        {finished && (
          <a
            class="button secondary"
            href={api.recordUrl(server.id)}
            download={`kalaha-${server.id}.json`}
          >
            {t('online.game.downloadRecord')}
          </a>
        )}
        {finished && (
          <button
            type="button"
            class="button secondary"
            disabled={opening}
            onClick={() => void openReview()}
          >
            {t('online.game.openReview')}
          </button>
        )}
        <Link href={routePath({ kind: 'lobby' })} navigate={navigate} class="button secondary">
          {t('online.game.toLobby')}
        </Link>
      </div>
    </section>
  );
}
