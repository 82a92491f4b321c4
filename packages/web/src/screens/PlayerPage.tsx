import type { PlayerPage as PlayerPageData, PuzzleRating } from '@kalaha/protocol';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import type { OnlineApi } from '../online/api.ts';
import { errorText, type OnlineError } from '../online/errors.ts';
import type { Identity } from '../online/identity.ts';
import { Link, type Navigate } from '../online/Link.tsx';
import { checkName } from '../online/name.ts';
import { routePath } from '../online/routes.ts';
import { familyName } from '../online/summary-text.ts';
import { GameTable } from './GameTable.tsx';

/**
 * A player's page: the name (the player's own page lets him change it), the Glicko-2 rating in
 * each rule family he has played rated games in (with its deviation), his puzzle rating once he
 * has tried a puzzle (issue 19), and his games, newest first, each a link to the game.
 */
export function PlayerPage({
  playerId,
  api,
  identity,
  navigate,
  onRenamed,
}: {
  playerId: string;
  api: OnlineApi;
  identity: Identity | undefined;
  navigate: Navigate;
  /** The player of this browser was renamed. */
  onRenamed: (identity: Identity) => void;
}) {
  const t = useT();
  const [page, setPage] = useState<PlayerPageData | undefined>(undefined);
  const [error, setError] = useState<OnlineError | undefined>(undefined);
  const [puzzles, setPuzzles] = useState<PuzzleRating | undefined>(undefined);
  useEffect(() => {
    setPage(undefined);
    setPuzzles(undefined);
    void api.playerPage(playerId).then((answer) => {
      if (answer.ok) setPage(answer.value);
      else setError(answer.error);
    });
    // The puzzle rating is a line of its own: without it the page is whole.
    void api.playerPuzzles(playerId).then((answer) => {
      if (answer.ok && answer.value.rating) setPuzzles(answer.value.rating);
    });
  }, [playerId]);

  if (!page) {
    return (
      <section class="screen player-page" aria-labelledby="player-title">
        <h1 id="player-title">{t('online.leaderboard.player')}</h1>
        {error ? (
          <p class="error" role="alert">
            {errorText(t, error)}
          </p>
        ) : (
          <p role="status">{t('online.loading')}</p>
        )}
      </section>
    );
  }

  const own = identity?.playerId === page.playerId;
  return (
    <section class="screen player-page" aria-labelledby="player-title">
      <h1 id="player-title">{t('online.player.title', { name: page.name })}</h1>
      {own && identity && (
        <>
          <p>{t('online.player.you')}</p>
          <RenameForm
            identity={identity}
            api={api}
            onRenamed={(renamed) => {
              setPage(renamed);
              onRenamed({ ...identity, name: renamed.name });
            }}
          />
        </>
      )}
      <section class="panel" aria-labelledby="ratings-title">
        <h2 id="ratings-title">{t('online.player.ratings')}</h2>
        {page.ratings.length === 0 ? (
          <p class="muted">{t('online.player.noRatings')}</p>
        ) : (
          <table class="rating-table">
            <thead>
              <tr>
                <th scope="col">{t('online.player.family')}</th>
                <th scope="col">{t('online.player.rating')}</th>
                <th scope="col">{t('online.player.ratedGames')}</th>
              </tr>
            </thead>
            <tbody>
              {page.ratings.map((r) => (
                <tr key={r.family} data-family={r.family}>
                  <th scope="row">
                    <Link
                      href={routePath({ kind: 'leaderboard', family: r.family })}
                      navigate={navigate}
                    >
                      {familyName(t, r.family)}
                    </Link>
                  </th>
                  <td class="number">
                    {t('online.player.ratingValue', {
                      rating: Math.round(r.rating),
                      rd: Math.round(r.rd),
                    })}
                  </td>
                  <td class="number">{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {puzzles && (
          <p class="player-puzzles">
            <Link
              href={routePath({
                kind: 'puzzles',
                set: undefined,
                theme: undefined,
                number: undefined,
              })}
              navigate={navigate}
            >
              {t('online.player.puzzles')}
            </Link>
            {': '}
            {t('online.player.ratingValue', {
              rating: Math.round(puzzles.rating),
              rd: Math.round(puzzles.rd),
            })}
            {' · '}
            {t('puzzles.record', { solved: puzzles.solved, tried: puzzles.attempts })}
          </p>
        )}
      </section>
      <section class="panel" aria-labelledby="games-title">
        <h2 id="games-title">{t('online.player.games')}</h2>
        {page.games.length === 0 ? (
          <p class="muted">{t('online.player.noGames')}</p>
        ) : (
          <GameTable
            games={page.games}
            caption={t('online.player.games')}
            action={(game) => (
              <Link href={routePath({ kind: 'play', gameId: game.id })} navigate={navigate}>
                {t('online.list.open')}
              </Link>
            )}
          />
        )}
      </section>
    </section>
  );
}

/** The player's own name, changed (`PUT /api/players/me/name`). */
function RenameForm({
  identity,
  api,
  onRenamed,
}: {
  identity: Identity;
  api: OnlineApi;
  onRenamed: (page: PlayerPageData) => void;
}) {
  const t = useT();
  const [name, setName] = useState(identity.name);
  const [error, setError] = useState<OnlineError | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = checkName(name);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    const answer = await api.renamePlayer(identity, checked.value);
    setSaving(false);
    if (answer.ok) {
      setError(undefined);
      onRenamed(answer.value);
    } else setError(answer.error);
  };
  return (
    <form class="rename" onSubmit={(e) => void submit(e)}>
      <label class="field">
        <span>{t('online.player.rename')}</span>
        <input
          type="text"
          value={name}
          maxLength={64}
          aria-invalid={error ? 'true' : undefined}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" class="button secondary" disabled={saving}>
        {t('online.player.renameSave')}
      </button>
      {error && (
        <p class="error" role="alert">
          {errorText(t, error)}
        </p>
      )}
    </form>
  );
}
