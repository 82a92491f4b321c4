import type { Leaderboard as LeaderboardData } from '@kalaha/protocol';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import type { OnlineApi } from '../online/api.ts';
import { errorText, type OnlineError } from '../online/errors.ts';
import type { Identity } from '../online/identity.ts';
import { Link, type Navigate } from '../online/Link.tsx';
import { routePath } from '../online/routes.ts';
import { FAMILIES, familyName } from '../online/summary-text.ts';

/**
 * The leaderboard of a rule family: rank, player (a link to his page; the user's own row
 * marked), Glicko-2 rating and rated games, best first. The family is chosen in a list and kept
 * in the address (`/leaderboard?family=kalaha`).
 */
export function Leaderboard({
  family = FAMILIES[0]!,
  api,
  identity,
  navigate,
}: {
  family?: string | undefined;
  api: OnlineApi;
  identity: Identity | undefined;
  navigate: Navigate;
}) {
  const t = useT();
  const [board, setBoard] = useState<LeaderboardData | undefined>(undefined);
  const [error, setError] = useState<OnlineError | undefined>(undefined);
  useEffect(() => {
    setBoard(undefined);
    setError(undefined);
    void api.leaderboard(family).then((answer) => {
      if (answer.ok) setBoard(answer.value);
      else setError(answer.error);
    });
  }, [family]);
  const families = (FAMILIES as readonly string[]).includes(family)
    ? FAMILIES
    : [...FAMILIES, family];
  return (
    <section class="screen leaderboard" aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">{t('online.leaderboard.title')}</h1>
      <label class="field compact">
        <span>{t('online.leaderboard.family')}</span>
        <select
          value={family}
          onChange={(e) =>
            navigate(
              routePath({ kind: 'leaderboard', family: (e.target as HTMLSelectElement).value }),
              { replace: true },
            )
          }
        >
          {families.map((f) => (
            <option key={f} value={f}>
              {familyName(t, f)}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p class="error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      {!board && !error && <p role="status">{t('online.loading')}</p>}
      {board && board.entries.length === 0 && <p class="muted">{t('online.leaderboard.empty')}</p>}
      {board && board.entries.length > 0 && (
        <div class="table-wrap">
          <table class="leaderboard-table">
            <caption class="visually-hidden">
              {t('online.leaderboard.title')}: {familyName(t, board.family)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('online.leaderboard.rank')}</th>
                <th scope="col">{t('online.leaderboard.player')}</th>
                <th scope="col">{t('online.leaderboard.rating')}</th>
                <th scope="col">{t('online.leaderboard.games')}</th>
              </tr>
            </thead>
            <tbody>
              {board.entries.map((entry) => (
                <tr
                  key={entry.playerId}
                  class={entry.playerId === identity?.playerId ? 'own' : undefined}
                >
                  <td class="number">{entry.rank}</td>
                  <td>
                    <Link
                      href={routePath({ kind: 'player', playerId: entry.playerId })}
                      navigate={navigate}
                    >
                      {entry.name}
                    </Link>
                  </td>
                  <td class="number">
                    {t('online.player.ratingValue', {
                      rating: Math.round(entry.rating),
                      rd: Math.round(entry.rd),
                    })}
                  </td>
                  <td class="number">{entry.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
