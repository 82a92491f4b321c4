import type { BotChallenge, GameSummary } from '@kalaha/protocol';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import type { OnlineApi } from '../online/api.ts';
import { errorText, type OnlineError } from '../online/errors.ts';
import type { Identity } from '../online/identity.ts';
import { Link, type Navigate } from '../online/Link.tsx';
import { routePath } from '../online/routes.ts';
import { BotList } from './BotList.tsx';
import { GameTable } from './GameTable.tsx';

/** Milliseconds between two readings of the lobby while it is open. */
export const LOBBY_REFRESH_MS = 5_000;

/**
 * The lobby of online play: the open games waiting for an opponent (read again every few
 * seconds, or at once with Refresh), each to join or to watch; a game to create (on the new-game
 * screen, with "online" chosen); the bots connected over KGP, to challenge; the player's own page
 * and the leaderboard.
 */
export function OnlineLobby({
  api,
  identity,
  navigate,
  busy,
  notice,
  onNewGame,
  onJoin,
  onChallenge,
}: {
  api: OnlineApi;
  identity: Identity | undefined;
  navigate: Navigate;
  /** Set while a game is being created or joined (shown, and the buttons wait). */
  busy: string | undefined;
  /** An error to show (a game that could not be created or joined). */
  notice: OnlineError | undefined;
  /** Opens the new-game screen with an online opponent chosen. */
  onNewGame: () => void;
  /** Joins an open game. */
  onJoin: (gameId: string) => void;
  /** Challenges an idle bot and opens the game; resolves with the refusal, or `undefined`. */
  onChallenge: (botId: string, challenge: BotChallenge) => Promise<OnlineError | undefined>;
}) {
  const t = useT();
  const [games, setGames] = useState<readonly GameSummary[] | undefined>(undefined);
  const [error, setError] = useState<OnlineError | undefined>(undefined);
  const load = async () => {
    const answer = await api.lobby();
    if (answer.ok) {
      setGames(answer.value);
      setError(undefined);
    } else setError(answer.error);
  };
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), LOBBY_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const shown = notice ?? error;
  return (
    <section class="screen online-lobby" aria-labelledby="lobby-title">
      <h1 id="lobby-title">{t('online.lobby.title')}</h1>
      <p>{t('online.lobby.intro')}</p>
      {identity && (
        <p>
          {t('online.lobby.you', { name: identity.name })}{' '}
          <Link
            href={routePath({ kind: 'player', playerId: identity.playerId })}
            navigate={navigate}
          >
            {t('online.lobby.yourPage')}
          </Link>
        </p>
      )}
      <div class="actions">
        <button type="button" class="button primary" disabled={!!busy} onClick={onNewGame}>
          {t('online.lobby.create')}
        </button>
        <Link
          href={routePath({ kind: 'leaderboard', family: undefined })}
          navigate={navigate}
          class="button secondary"
        >
          {t('online.lobby.leaderboard')}
        </Link>
      </div>
      {busy && (
        <p role="status" class="notice">
          {busy}
        </p>
      )}
      {shown && (
        <p class="error" role="alert">
          {errorText(t, shown)}
        </p>
      )}
      <section class="panel" aria-labelledby="open-games-title">
        <div class="panel-head">
          <h2 id="open-games-title">{t('online.lobby.openGames')}</h2>
          <button type="button" class="button secondary" onClick={() => void load()}>
            {t('online.lobby.refresh')}
          </button>
        </div>
        {games === undefined ? (
          // Offline (the error above says so): no "Loading…" that never ends.
          <p role="status" class={error ? 'muted' : undefined}>
            {error ? t('online.lobby.offline') : t('online.loading')}
          </p>
        ) : games.length === 0 ? (
          <p class="muted">{t('online.lobby.none')}</p>
        ) : (
          <GameTable
            games={games}
            caption={t('online.lobby.openGames')}
            action={(game) => (
              <>
                <button
                  type="button"
                  class="button primary"
                  disabled={!!busy}
                  onClick={() => onJoin(game.id)}
                >
                  {t('online.lobby.join')}
                </button>
                <Link
                  href={routePath({ kind: 'play', gameId: game.id })}
                  navigate={navigate}
                  class="button secondary"
                >
                  {t('online.lobby.watch')}
                </Link>
              </>
            )}
          />
        )}
      </section>
      <BotList
        api={api}
        navigate={navigate}
        location={window.location}
        refreshMs={LOBBY_REFRESH_MS}
        disabled={!!busy}
        onChallenge={onChallenge}
      />
    </section>
  );
}
