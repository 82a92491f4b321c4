import type { GameView } from '@kalaha/protocol';
import { opponent, type PerSide, type RuleSet, type Side } from '@kalaha/rules';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { sideName } from '../app/names.ts';
import type { ResultText } from '../game/result-text.ts';
import { useT } from '../i18n/context.ts';
import { errorText, type OnlineError } from '../online/errors.ts';
import { Link } from '../online/Link.tsx';
import { sideOfPlayer } from '../online/online-game.ts';
import { inviteLink, routePath } from '../online/routes.ts';
import { joinAndKeep, keepGrant } from '../online/seats.ts';
import type { OnlineSeatControl, OnlineSeatView } from '../online/seat-controller.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { InvitePanel } from './InvitePanel.tsx';
import { OnlineDetails } from './OnlineDetails.tsx';
import type { OnlineGameProps } from './OnlineGame.tsx';
import { OnlinePlayer } from './OnlinePlayer.tsx';
import { OnlineResultPanel } from './OnlineResultPanel.tsx';

/** What an online game screen puts into the frame every online game has. */
export interface OnlineFrameProps extends OnlineGameProps {
  readonly controller: OnlineSeatControl;
  /** The controller's view, with the server's game. */
  readonly view: OnlineSeatView & { readonly server: GameView };
  /** The game's rules, validated. */
  readonly rules: RuleSet;
  /** The board and what goes with it (the set-up of a Giuthi round). */
  readonly play: ComponentChildren;
  /** What this browser's side waits for besides the frame's own words, if anything. */
  readonly status?: string | undefined;
  /** More actions beside join, abort and resign (the offer to end). */
  readonly actions?: ComponentChildren;
  /** True when the game's own actions are offered (the actions row is shown for them). */
  readonly hasActions?: boolean;
  /** What follows the actions (an open offer to end and its answer). */
  readonly notices?: ComponentChildren;
  /** The end in words, once the game is over. */
  readonly result: ResultText | undefined;
  /** The game's own panels beside the board (the move list, the rounds). */
  readonly panels: ComponentChildren;
  /** The keys the board takes. */
  readonly keyboardHelp: string;
}

/**
 * What every online game screen has around its board, whatever the game: the connection
 * indicator, the spectators, this browser's role, the players with their ratings, presence and
 * clocks, joining from the invite link, the seat fetched for a player who holds it elsewhere,
 * abort before both sides have moved, resign (after a confirmation), the result with rematch and
 * the record, the invite panel while the game waits, the game's settings; the rematch's players
 * go to it when it begins.
 */
export function OnlineFrame(props: OnlineFrameProps) {
  const { controller, view, gameId, api, identity, storage } = props;
  const t = useT();
  const [actionError, setActionError] = useState<OnlineError | undefined>(undefined);
  const [joining, setJoining] = useState(false);
  const [confirmResign, setConfirmResign] = useState(false);
  const server = view.server;
  const seatedSide = sideOfPlayer(server, identity?.playerId);

  // A seat of this player not held here (another device, cleared storage): fetch its secret.
  const seatAsked = useRef('');
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
      controller.setSeat({ side: answer.value.seat, seatSecret: answer.value.seatSecret });
    });
  }, [identity, view.seat, seatedSide]);

  // The rematch has begun: its players go to it.
  const seenNext = useRef<string | null | undefined>(undefined);
  const next = server.rematch.nextGameId;
  useEffect(() => {
    const before = seenNext.current;
    seenNext.current = next;
    if (before === undefined || next === null || next === before) return;
    if (view.seat) props.navigate(routePath({ kind: 'play', gameId: next }));
  }, [next]);

  const seat = view.seat;
  const you = seat?.side;
  // This browser's player below the board, the opponent above it (South below for spectators).
  const bottom: Side = you ?? 'south';
  const player = (side: Side) => (
    <OnlinePlayer
      side={side}
      seats={server.seats}
      you={you}
      clocks={server.clocks}
      toMove={controller.toAct}
      serverOffsetMs={() => props.client.serverOffsetMs}
    />
  );
  const names = seatNames(t, server, you);
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
    (server.status === 'open' || (server.status === 'active' && !controller.bothHaveMoved));
  const canResign = seat !== undefined && server.status === 'active' && !over;
  const error = view.error ?? actionError;

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
    controller.setSeat({ side: answer.value.seat, seatSecret: answer.value.seatSecret });
    controller.receiveFetched(answer.value.game);
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
          {props.status && ` ${props.status}`}
        </p>
        {/* While the game waits for an opponent, the invite comes first, above the board. */}
        {server.status === 'open' && <InvitePanel link={inviteLink(props.origin, gameId)} />}
        {player(opponent(bottom))}
        {props.play}
        {player(bottom)}
        {error && (
          <p class="error" role="alert">
            {errorText(t, error)}
          </p>
        )}
        {(canJoin || canAbort || canResign || props.hasActions) && (
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
            {props.actions}
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
        {props.notices}
        {over && (
          <OnlineResultPanel
            server={server}
            words={props.result}
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
        <p class="muted small keyboard-help">{props.keyboardHelp}</p>
      </div>
      <aside class="side-panels">
        {props.panels}
        <OnlineDetails server={server} rules={props.rules} navigate={props.navigate} />
      </aside>
    </section>
  );
}

/** The names of the seats as an online screen shows them (see {@link playerName}). */
export function seatNames(
  t: ReturnType<typeof useT>,
  server: GameView,
  you: Side | undefined,
): PerSide<string> {
  return {
    south: playerName(t, server.seats.south?.name, 'south', you),
    north: playerName(t, server.seats.north?.name, 'north', you),
  };
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

/**
 * The online game screen before the game can be shown: loading, or why it cannot be (a wrong
 * link, a game the app cannot read), with the way back to the lobby.
 */
export function OnlineLoading({
  connection,
  error,
  navigate,
}: Pick<OnlineGameProps, 'connection' | 'navigate'> & { error: OnlineError | undefined }) {
  const t = useT();
  return (
    <section class="screen online-game" aria-labelledby="online-game-title">
      <h1 id="online-game-title">{t('online.game.title')}</h1>
      <ConnectionStatus state={connection} />
      {error ? (
        <p class="error" role="alert">
          {errorText(t, error)}
        </p>
      ) : (
        <p role="status">{t('online.game.loading')}</p>
      )}
      <p>
        <Link href={routePath({ kind: 'lobby' })} navigate={navigate}>
          {t('online.game.toLobby')}
        </Link>
      </p>
    </section>
  );
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
