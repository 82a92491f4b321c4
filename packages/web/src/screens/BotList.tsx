import type { BotChallenge, BotListing } from '@kalaha/protocol';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import type { OnlineApi } from '../online/api.ts';
import { botRatingText, canChallenge, kgpSocketUrl } from '../online/bots.ts';
import { errorText, type OnlineError } from '../online/errors.ts';
import { Link, type Navigate } from '../online/Link.tsx';
import { routePath } from '../online/routes.ts';
import { BotChallengeForm } from './BotChallengeForm.tsx';
import { ActionsCell, Cell, ListTable } from './ListTable.tsx';
import './bots.css';

/**
 * The lobby's bots: the programs connected to the server over the Kalah Game Protocol, each
 * with its name (a link to its player page), rating, whether it registered (only a registered
 * bot plays rated games) and whether it is idle or playing, read again every `refreshMs` or at
 * once with Refresh. An idle bot can be challenged (the form opens below the list); with no bot
 * connected, how to connect one.
 */
export function BotList({
  api,
  navigate,
  location,
  refreshMs,
  disabled,
  onChallenge,
}: {
  api: OnlineApi;
  navigate: Navigate;
  /** The page's address (where the KGP WebSocket is). */
  location: Pick<Location, 'protocol' | 'host' | 'hostname'>;
  /** Milliseconds between two readings of the list. */
  refreshMs: number;
  /** True while the lobby is busy with another request (Challenge waits). */
  disabled: boolean;
  /** Challenges a bot and opens the game; resolves with the refusal, or `undefined`. */
  onChallenge: (botId: string, challenge: BotChallenge) => Promise<OnlineError | undefined>;
}) {
  const t = useT();
  const [bots, setBots] = useState<readonly BotListing[] | undefined>(undefined);
  /** The server's TCP port for bots, as it last said (`null`: WebSocket only). */
  const [tcpPort, setTcpPort] = useState<number | null>(null);
  const [error, setError] = useState<OnlineError | undefined>(undefined);
  /** The bot being challenged, as it was listed when its Challenge button was pressed. */
  const [chosen, setChosen] = useState<BotListing | undefined>(undefined);
  const load = async () => {
    const answer = await api.bots();
    if (answer.ok) {
      setBots(answer.value.bots);
      setTcpPort(answer.value.tcpPort);
      setError(undefined);
    } else setError(answer.error);
  };
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => clearInterval(timer);
  }, []);

  // The bot challenged as last listed; one that left stays in the form, to say so.
  const bot = chosen && (bots?.find((b) => b.playerId === chosen.playerId) ?? chosen);
  const challenge = async (botId: string, request: BotChallenge) => {
    const refused = await onChallenge(botId, request);
    // A bot that is busy or gone shows as it now is.
    if (refused) void load();
    return refused;
  };

  const columns = [
    t('online.bots.name'),
    t('online.list.rating'),
    t('online.bots.registration'),
    t('online.list.status'),
  ] as const;
  return (
    <section class="panel bots" aria-labelledby="bots-title">
      <div class="panel-head">
        <h2 id="bots-title">{t('online.bots.title')}</h2>
        <button type="button" class="button secondary" onClick={() => void load()}>
          {t('online.lobby.refresh')}
        </button>
      </div>
      <p class="muted small">{t('online.bots.intro')}</p>
      {error && (
        <p class="error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      {bots === undefined && !error && <p role="status">{t('online.loading')}</p>}
      {bots !== undefined && bots.length === 0 && (
        <>
          <p class="muted">{t('online.bots.none')}</p>
          <p class="small bots-how">
            {tcpPort === null
              ? t('online.bots.howToSocket', { socket: kgpSocketUrl(location) })
              : t('online.bots.howTo', {
                  port: tcpPort,
                  socket: kgpSocketUrl(location),
                  command: `npx kalaha kgp-client ${location.hostname}:${tcpPort} --name NAME --token SECRET`,
                })}
          </p>
        </>
      )}
      {bots !== undefined && bots.length > 0 && (
        <ListTable tableClass="bot-table" caption={t('online.bots.title')} columns={columns}>
          {bots.map((b) => (
            <tr key={b.playerId} data-bot={b.playerId} data-status={b.status}>
              <Cell label={columns[0]}>
                <Link
                  href={routePath({ kind: 'player', playerId: b.playerId })}
                  navigate={navigate}
                >
                  {b.name}
                </Link>
              </Cell>
              <Cell label={columns[1]} number>
                {botRatingText(t, b.rating)}
              </Cell>
              <Cell label={columns[2]}>
                {b.registered ? t('online.bots.registered') : t('online.bots.anonymous')}
              </Cell>
              <Cell label={columns[3]}>
                {b.status === 'idle' ? t('online.bots.idle') : t('online.bots.playing')}
              </Cell>
              <ActionsCell>
                <button
                  type="button"
                  class="button primary"
                  disabled={disabled || !canChallenge(b)}
                  aria-expanded={chosen?.playerId === b.playerId}
                  onClick={() => setChosen(b)}
                >
                  {t('online.bots.challenge')}
                </button>
              </ActionsCell>
            </tr>
          ))}
        </ListTable>
      )}
      {bot && (
        <BotChallengeForm
          key={bot.playerId}
          bot={bot}
          onSubmit={(request) => challenge(bot.playerId, request)}
          onCancel={() => setChosen(undefined)}
        />
      )}
    </section>
  );
}
