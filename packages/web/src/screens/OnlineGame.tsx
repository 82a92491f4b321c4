import type { OnlineClient } from '@kalaha/protocol';
import type { MoveEvent, PerSide, Side } from '@kalaha/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { sideName } from '../app/names.ts';
import type { KeyValueStore } from '../game/persist.ts';
import { current, type Game } from '../game/session.ts';
import { useT } from '../i18n/context.ts';
import type { OnlineApi } from '../online/api.ts';
import type { ConnectionState } from '../online/connection-state.ts';
import { OnlineGameController } from '../online/controller.ts';
import { errorText, type OnlineError } from '../online/errors.ts';
import { loadSeat, type Identity } from '../online/identity.ts';
import { Link, type Navigate } from '../online/Link.tsx';
import type { AsPlayer } from '../online/OnlineApp.tsx';
import { bothHaveMoved, sideOfPlayer } from '../online/online-game.ts';
import { inviteLink, routePath } from '../online/routes.ts';
import { joinAndKeep, keepGrant } from '../online/seats.ts';
import { useOnlineView } from '../online/use-online-view.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { InvitePanel } from './InvitePanel.tsx';
import { MoveList } from './MoveList.tsx';
import { OfferEndDialog } from './OfferEndDialog.tsx';
import { OnlineDetails } from './OnlineDetails.tsx';
import { OnlinePlayers } from './OnlinePlayers.tsx';
import { OnlineResultPanel } from './OnlineResultPanel.tsx';
import { PlayBoard } from './PlayBoard.tsx';

/** The part of the online client a game screen uses. */
export type GameClient = Pick<OnlineClient, 'watch' | 'act' | 'serverOffsetMs'>;

/** The online game screen's inputs. */
export interface OnlineGameProps {
  readonly gameId: string;
  readonly api: OnlineApi;
  readonly client: GameClient;
  /** What the connection indicator shows. */
  readonly connection: ConnectionState;
  /** The player of this browser, if it has one yet. */
  readonly identity: Identity | undefined;
  /** Acts as the player, asking for a name first when there is none. */
  readonly asPlayer: AsPlayer;
  /** Where seats are kept (localStorage). */
  readonly storage: KeyValueStore;
  readonly navigate: Navigate;
  /** Opens a game record in the review of the local game screen. */
  readonly onOpenRecord: (text: string) => void;
  /** The page's origin, for the invite link. */
  readonly origin: string;
  /** The animation speed, a multiple of normal speed. */
  readonly speed: () => number;
  /** True when moves should appear at once. */
  readonly reducedMotion: () => boolean;
  /** Told of each step of a move as it is shown (the sound effects). */
  readonly onStep?: (event: MoveEvent, stepMs: number, game: Game) => void;
}

/**
 * An online game, for its two players and any number of spectators: the connection indicator,
 * the players with their ratings, presence and clocks, the board (only this browser's houses
 * playable, on its turn; the other side's moves animated as they come), the invite link while
 * the game waits for its second player, joining from the link, abort before both sides have
 * moved, resign (after a confirmation), in Wari and Obridjie the offer to end by agreement and the
 * other player's answer in the offer-to-end dialog (RULES.md 2), the result with its reason
 * (majority, no move, repetition, agreement as in the local game), rematch, the record
 * (download, or open in the review), the move list and the game's settings.
 */
export function OnlineGame(props: OnlineGameProps) {
  const { gameId, api, client, identity, storage } = props;
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const controller = useMemo(
    () =>
      new OnlineGameController(
        {
          gameId,
          watch: (id, listener) => client.watch(id, listener),
          act: (action) => client.act(action),
          t: () => tRef.current,
          speed: props.speed,
          reducedMotion: props.reducedMotion,
          ...(props.onStep ? { onStep: props.onStep } : {}),
        },
        loadSeat(storage, gameId),
      ),
    [gameId, client],
  );
  const controllerRef = useRef(controller);
  controllerRef.current = controller;
  useEffect(() => () => controller.dispose(), [controller]);
  const view = useOnlineView(controller);
  const [loadError, setLoadError] = useState<OnlineError | undefined>(undefined);
  const [actionError, setActionError] = useState<OnlineError | undefined>(undefined);
  const [joining, setJoining] = useState(false);
  const [confirmResign, setConfirmResign] = useState(false);

  // The game over HTTP too: a quicker first picture, and a clear answer for a wrong link.
  useEffect(() => {
    void api.game(gameId).then((answer) => {
      if (answer.ok) controller.receiveFetched(answer.value);
      else setLoadError(answer.error);
    });
  }, [controller]);

  // A seat of this player not held here (another device, cleared storage): fetch its secret.
  const seatAsked = useRef('');
  const server = view.server;
  const seatedSide = server && sideOfPlayer(server, identity?.playerId);
  useEffect(() => {
    if (!identity || view.seat || !seatedSide) return;
    const key = `${gameId}:${identity.playerId}`;
    if (seatAsked.current === key) return;
    seatAsked.current = key;
    void api.seat(identity, gameId).then((answer) => {
      if (!answer.ok) {
        setActionError(answer.error);
        return;
      }
      keepGrant(storage, answer.value);
      controllerRef.current.setSeat({
        side: answer.value.seat,
        seatSecret: answer.value.seatSecret,
      });
    });
  }, [identity, view.seat, seatedSide]);

  // The rematch has begun: its players go to it.
  const seenNext = useRef<string | null | undefined>(undefined);
  const next = server?.rematch.nextGameId;
  useEffect(() => {
    if (next === undefined) return;
    const before = seenNext.current;
    seenNext.current = next;
    if (before === undefined || next === null || next === before) return;
    if (view.seat) props.navigate(routePath({ kind: 'play', gameId: next }));
  }, [next]);

  if (!server || !view.game || !view.board) {
    return (
      <section class="screen online-game" aria-labelledby="online-game-title">
        <h1 id="online-game-title">{t('online.game.title')}</h1>
        <ConnectionStatus state={props.connection} />
        {loadError ? (
          <p class="error" role="alert">
            {errorText(t, loadError)}
          </p>
        ) : view.error ? (
          <p class="error" role="alert">
            {errorText(t, view.error)}
          </p>
        ) : (
          <p role="status">{t('online.game.loading')}</p>
        )}
        <p>
          <Link href={routePath({ kind: 'lobby' })} navigate={props.navigate}>
            {t('online.game.toLobby')}
          </Link>
        </p>
      </section>
    );
  }

  const game = view.game;
  const seat = view.seat;
  const you = seat?.side;
  const names: PerSide<string> = {
    south: playerName(t, server.seats.south?.name, 'south', you),
    north: playerName(t, server.seats.north?.name, 'north', you),
  };
  const over = view.phase === 'over';
  const freeSide: Side | undefined =
    server.status !== 'open'
      ? undefined
      : server.seats.south === null
        ? 'south'
        : server.seats.north === null
          ? 'north'
          : undefined;
  const canJoin = freeSide !== undefined && seat === undefined && seatedSide === undefined;
  const canAbort =
    seat !== undefined &&
    (server.status === 'open' || (server.status === 'active' && !bothHaveMoved(game)));
  const canResign = seat !== undefined && server.status === 'active' && !over;
  const canOfferEnd = controller.canOfferEnd;
  const offerToAnswer = controller.offerToAnswer;
  const openOffer = server.status === 'active' ? server.endOffer : null;
  const error = view.error ?? actionError;
  const position = current(game);

  const join = async () => {
    setActionError(undefined);
    setJoining(true);
    const answer = await props.asPlayer((me) => joinAndKeep(api, storage, me, gameId));
    setJoining(false);
    if (!answer) return;
    if (!answer.ok) {
      setActionError(answer.error);
      return;
    }
    controllerRef.current.setSeat({ side: answer.value.seat, seatSecret: answer.value.seatSecret });
    controllerRef.current.receiveFetched(answer.value.game);
  };

  return (
    <section class="screen game-screen online-game" aria-labelledby="online-game-title">
      <div class="play-area">
        <div class="online-bar">
          <h1 id="online-game-title" class="online-title">
            {t('online.game.title')}
          </h1>
          <ConnectionStatus state={props.connection} />
          <p class="spectators" data-spectators={server.spectators}>
            {t('online.game.spectators', { count: server.spectators })}
          </p>
        </div>
        <p class="online-role" role="status">
          {seat ? t('online.game.playing', { side: seat.side }) : t('online.game.watching')}
          {view.phase === 'waiting' && ` ${t('online.game.waiting')}`}
          {view.phase === 'sending' && ` ${t('online.game.sending')}`}
        </p>
        <OnlinePlayers
          seats={server.seats}
          you={you}
          clocks={server.clocks}
          toMove={server.status === 'active' && !over ? position.turn : undefined}
          serverOffsetMs={() => client.serverOffsetMs}
        />
        <PlayBoard
          view={{ ...view, board: view.board }}
          controller={controller}
          names={names}
          thinking={view.phase === 'opponent' && seat !== undefined}
        />
        {error && (
          <p class="error" role="alert">
            {errorText(t, error)}
          </p>
        )}
        {openOffer !== null && offerToAnswer === undefined && (
          <p class="end-offer" role="status">
            {openOffer === you
              ? t('online.game.endOffered')
              : t('game.offerText', { side: openOffer })}
          </p>
        )}
        {(canJoin || canAbort || canResign || canOfferEnd) && (
          <div class="turn-actions">
            {canJoin && (
              <button
                type="button"
                class="button primary"
                disabled={joining}
                onClick={() => void join()}
              >
                {t('online.game.join', { side: freeSide })}
              </button>
            )}
            {canAbort && (
              <button
                type="button"
                class="button secondary"
                disabled={view.busy}
                onClick={() => void controller.abort()}
              >
                {t('online.game.abort')}
              </button>
            )}
            {canOfferEnd && (
              <button
                type="button"
                class="button secondary"
                disabled={view.busy}
                onClick={() => void controller.offerEnd()}
              >
                {t('game.offerEnd')}
              </button>
            )}
            {canResign && !confirmResign && (
              <button
                type="button"
                class="button secondary"
                disabled={view.busy}
                onClick={() => setConfirmResign(true)}
              >
                {t('online.game.resign')}
              </button>
            )}
            {canResign && confirmResign && (
              <ResignConfirm
                busy={view.busy}
                onYes={() => void controller.resign().then(() => setConfirmResign(false))}
                onNo={() => setConfirmResign(false)}
              />
            )}
          </div>
        )}
        {offerToAnswer !== undefined && !view.busy && (
          <OfferEndDialog
            by={offerToAnswer}
            onAnswer={(accept) => void controller.answerEnd(accept)}
          />
        )}
        {over && (
          <OnlineResultPanel
            server={server}
            game={game}
            names={names}
            you={you}
            busy={view.busy}
            api={api}
            navigate={props.navigate}
            onRematch={() => void controller.rematch()}
            onOpenRecord={props.onOpenRecord}
            onError={setActionError}
          />
        )}
        <p class="muted small keyboard-help">{t('online.game.keyboardHelp')}</p>
      </div>
      <aside class="side-panels">
        {server.status === 'open' && <InvitePanel link={inviteLink(props.origin, gameId)} />}
        <MoveList game={game} current={undefined} />
        <OnlineDetails server={server} game={game} navigate={props.navigate} />
      </aside>
    </section>
  );
}

/** A seat's name as shown: the player's name ("… (you)"), or the side's while the seat is free. */
function playerName(
  t: ReturnType<typeof useT>,
  name: string | undefined,
  side: Side,
  you: Side | undefined,
): string {
  if (name === undefined) return sideName(t, side);
  return you === side ? t('online.game.you', { name }) : name;
}

/** "Do you really want to resign?" with yes and no, the focus on "no". */
function ResignConfirm({
  busy,
  onYes,
  onNo,
}: {
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const t = useT();
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <div class="confirm" role="group" aria-labelledby="resign-question">
      <p id="resign-question">{t('online.game.resignConfirm')}</p>
      <button type="button" class="button primary danger" disabled={busy} onClick={onYes}>
        {t('online.game.resignYes')}
      </button>
      <button ref={no} type="button" class="button secondary" onClick={onNo}>
        {t('online.game.resignNo')}
      </button>
    </div>
  );
}
