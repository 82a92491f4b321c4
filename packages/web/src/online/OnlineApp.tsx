import type { MoveEvent } from '@kalaha/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { onlineRequest, type NewGameForm } from '../game/new-game.ts';
import type { Game } from '../game/session.ts';
import { useT } from '../i18n/context.ts';
import { Leaderboard } from '../screens/Leaderboard.tsx';
import { NamePrompt } from '../screens/NamePrompt.tsx';
import { OnlineGame } from '../screens/OnlineGame.tsx';
import { OnlineLobby } from '../screens/OnlineLobby.tsx';
import { PlayerPage } from '../screens/PlayerPage.tsx';
import { OnlineApi, type ApiResult } from './api.ts';
import { challengeAndOpen } from './bots.ts';
import { Connection, socketUrl } from './connection.ts';
import type { OnlineError } from './errors.ts';
import { IDENTITY_KEY, loadIdentity, saveIdentity, type Identity } from './identity.ts';
import type { Navigate } from './Link.tsx';
import { routePath, type OnlineRoute } from './routes.ts';
import { joinAndKeep, keepGrant } from './seats.ts';
import './online.css';

/** Runs `act` as the player, asking for a name first if needed; `undefined`: the user declined. */
export type AsPlayer = <T>(
  act: (identity: Identity) => Promise<ApiResult<T>>,
) => Promise<ApiResult<T> | undefined>;

/** What the app gives the online pages. */
export interface OnlineAppProps {
  readonly route: OnlineRoute;
  readonly navigate: Navigate;
  /** A game to create, from the new-game form (taken up once, then `onCreateTaken`). */
  readonly createRequest: NewGameForm | undefined;
  readonly onCreateTaken: () => void;
  /** Opens the new-game screen with an online opponent chosen. */
  readonly onNewGame: () => void;
  /** Opens a game record in the review of the local game screen. */
  readonly onOpenRecord: (text: string) => void;
  /** The animation speed, a multiple of normal speed. */
  readonly speed: () => number;
  /** True when moves should appear at once. */
  readonly reducedMotion: () => boolean;
  /** Told of each step of a move as it is shown (the sound effects). */
  readonly onStep?: (event: MoveEvent, stepMs: number, game: Game) => void;
}

/**
 * Online play, loaded only when an online page is opened (it brings the protocol's schemas and
 * the online client): the lobby, a game, a player's page, the leaderboard; the player of this
 * browser (a name asked once, then kept) and the one connection to the server, which says who the
 * player is and is closed when the online pages are left.
 */
export function OnlineApp(props: OnlineAppProps) {
  const { route, navigate } = props;
  const t = useT();
  const storage = window.localStorage;
  const api = useMemo(() => new OnlineApi(), []);
  const connection = useMemo(() => new Connection(socketUrl(window.location)), []);
  const [connectionState, setConnectionState] = useState(connection.state);
  useEffect(() => {
    const stop = connection.subscribe(() => setConnectionState(connection.state));
    // The first render made the client: its socket may have opened before this subscription.
    setConnectionState(connection.state);
    return () => {
      stop();
      connection.close();
    };
  }, []);

  const [identity, setIdentityState] = useState(() => loadIdentity(storage));
  const identityRef = useRef(identity);
  const setIdentity = (next: Identity | undefined) => {
    identityRef.current = next;
    if (next) saveIdentity(storage, next);
    else storage.removeItem(IDENTITY_KEY);
    setIdentityState(next);
  };
  const [prompt, setPrompt] = useState<((identity: Identity | undefined) => void) | undefined>(
    undefined,
  );
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<OnlineError | undefined>(undefined);

  const ensureIdentity = (): Promise<Identity | undefined> => {
    const known = identityRef.current;
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => setPrompt(() => resolve));
  };

  const asPlayer: AsPlayer = async (act) => {
    const me = await ensureIdentity();
    if (!me) return undefined;
    const answer = await act(me);
    if (answer.ok || answer.error.code !== 'auth/unknown_player') return answer;
    // The server does not know this browser's player (its data was reset): choose a name again.
    setIdentity(undefined);
    const again = await ensureIdentity();
    return again ? act(again) : undefined;
  };

  const submitName = async (name: string): Promise<OnlineError | undefined> => {
    const answer = await api.createPlayer(name);
    if (!answer.ok) return answer.error;
    setIdentity(answer.value);
    prompt?.(answer.value);
    setPrompt(undefined);
    return undefined;
  };

  /**
   * Runs `act` as the player while `doing` shows; a refusal becomes the notice.
   *
   * @returns the answer's value, or `undefined` when refused or when the user declined.
   */
  const busyAsPlayer = async <T extends object>(
    doing: string,
    act: (identity: Identity) => Promise<ApiResult<T>>,
  ): Promise<T | undefined> => {
    setNotice(undefined);
    setBusy(doing);
    const answer = await asPlayer(act);
    setBusy(undefined);
    if (!answer) return undefined;
    if (!answer.ok) {
      setNotice(answer.error);
      return undefined;
    }
    return answer.value;
  };

  // A game to create, from the new-game screen.
  useEffect(() => {
    const form = props.createRequest;
    if (!form) return;
    props.onCreateTaken();
    void (async () => {
      const grant = await busyAsPlayer(t('online.lobby.creating'), (me) =>
        api.createGame(me, onlineRequest(form)),
      );
      if (!grant) return;
      keepGrant(storage, grant);
      navigate(routePath({ kind: 'play', gameId: grant.game.id }), { replace: true });
    })();
  }, [props.createRequest]);

  const joinFromLobby = async (gameId: string) => {
    const grant = await busyAsPlayer(t('online.loading'), (me) =>
      joinAndKeep(api, storage, me, gameId),
    );
    if (grant) navigate(routePath({ kind: 'play', gameId }));
  };

  const client = route.kind === 'play' ? connection.client(identity) : undefined;
  /** What every online page is given. */
  const pageProps = { api, identity, navigate };

  return (
    <>
      {route.kind === 'lobby' && (
        <OnlineLobby
          {...pageProps}
          busy={busy}
          notice={notice}
          onNewGame={props.onNewGame}
          onJoin={(gameId) => void joinFromLobby(gameId)}
          onChallenge={(botId, challenge) =>
            challengeAndOpen({ api, store: storage, asPlayer, navigate }, botId, challenge)
          }
        />
      )}
      {route.kind === 'play' && client && (
        <OnlineGame
          key={route.gameId}
          gameId={route.gameId}
          {...pageProps}
          client={client}
          connection={connectionState}
          asPlayer={asPlayer}
          storage={storage}
          onOpenRecord={props.onOpenRecord}
          origin={window.location.origin}
          speed={props.speed}
          reducedMotion={props.reducedMotion}
          {...(props.onStep ? { onStep: props.onStep } : {})}
        />
      )}
      {route.kind === 'player' && (
        <PlayerPage
          key={route.playerId}
          playerId={route.playerId}
          {...pageProps}
          onRenamed={setIdentity}
        />
      )}
      {route.kind === 'leaderboard' && <Leaderboard family={route.family} {...pageProps} />}
      {prompt && (
        <NamePrompt
          onSubmit={submitName}
          onCancel={() => {
            prompt(undefined);
            setPrompt(undefined);
          }}
        />
      )}
    </>
  );
}
