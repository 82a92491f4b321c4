import type { GameView, OnlineClient } from '@kalaha/protocol';
import { capabilities, type MoveEvent } from '@kalaha/rules';
import { useEffect, useState } from 'preact/hooks';
import type { KeyValueStore } from '../game/persist.ts';
import { matchNow, type Game } from '../game/session.ts';
import { useT } from '../i18n/context.ts';
import type { OnlineApi } from '../online/api.ts';
import type { ConnectionState } from '../online/connection-state.ts';
import { OnlineGameController } from '../online/controller.ts';
import { onlineGameResultText } from '../online/result.ts';
import type { OnlineError } from '../online/errors.ts';
import type { Identity } from '../online/identity.ts';
import type { Navigate } from '../online/Link.tsx';
import type { AsPlayer } from '../online/OnlineApp.tsx';
import { MoveList } from './MoveList.tsx';
import { OfferEndDialog } from './OfferEndDialog.tsx';
import { OnlineLoading } from './OnlineFrame.tsx';
import { RoundPlay } from './RoundPlay.tsx';
import { RoundsPanel } from './RoundsPanel.tsx';
import { OnlineKindScreen } from './OnlineKindScreen.tsx';
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
 * An online game, for its two players and any number of spectators: the loading screen until the
 * game's first picture (from the watch or over HTTP, whichever comes first; a wrong link is told),
 * then the game ({@link OnlineBoardGame}).
 */
export function OnlineGame(props: OnlineGameProps) {
  const { gameId, api, client } = props;
  const [first, setFirst] = useState<GameView | undefined>(undefined);
  const [loadError, setLoadError] = useState<OnlineError | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setFirst(undefined);
    setLoadError(undefined);
    const take = (game: GameView) => {
      // The first picture only decides the screen; the screen's controller follows the rest.
      if (live) setFirst((held) => held ?? game);
    };
    const unwatch = client.watch(gameId, (message) => take(message.game));
    // Over HTTP too: a quicker first picture, and a clear answer for a wrong link.
    void api.game(gameId).then((answer) => {
      if (answer.ok) take(answer.value);
      else if (live) setLoadError(answer.error);
    });
    return () => {
      live = false;
      unwatch();
    };
  }, [gameId, client]);
  if (!first || first.id !== gameId) {
    return (
      <OnlineLoading connection={props.connection} navigate={props.navigate} error={loadError} />
    );
  }
  return <OnlineBoardGame key={gameId} {...props} first={first} />;
}

/** The inputs of the screen of one kind of online game. */
export interface OnlineKindProps extends OnlineGameProps {
  /** The game as first seen. */
  readonly first: GameView;
}

/**
 * An online game of any rule set in the frame every online game has ({@link OnlineFrame}): the
 * board (only this browser's houses playable, on its turn; the other side's moves animated as they
 * come), where the game allows it the offer to end by agreement and the other player's answer in
 * the offer-to-end dialog (docs/RULES.md 2), the result with its reason (as in the local game) and
 * the move list. A game of rounds (docs/RULES.md 4) also shows the round line, the lay-out the round
 * was set up from, between rounds the set-up screen when this browser's side lost the round (its
 * lay-out is sent to the server) or "waiting for ... to lay out his seeds" for the other player and
 * the spectators, and the rounds played.
 */
export function OnlineBoardGame(props: OnlineKindProps) {
  const t = useT();
  return (
    <OnlineKindScreen
      {...props}
      make={(deps, seat) => new OnlineGameController(deps, seat)}
      parts={({ controller, view, server, game, board, names, thinking }) => {
        const you = view.seat?.side;
        // The player's own row at the bottom; the frame shows the players above and below.
        const seat = { bottom: you ?? 'south', playerLabels: false } as const;
        const can = capabilities(game.config.rules);
        const match = matchNow(game);
        const canOfferEnd = controller.canOfferEnd;
        const offerToAnswer = controller.offerToAnswer;
        const openOffer = server.status === 'active' ? server.endOffer : null;
        const othersLayOut =
          server.status === 'active' && match.phase === 'arranging' && view.phase !== 'arranging';
        return {
          play: can.hasRounds ? (
            <RoundPlay
              match={match}
              view={{ ...view, board }}
              controller={controller}
              names={names}
              thinking={thinking}
              onArrange={
                view.phase === 'arranging' ? (pattern) => controller.arrange(pattern) : undefined
              }
              error={view.arrangeError}
              seat={seat}
            />
          ) : (
            <PlayBoard
              view={{ ...view, board }}
              controller={controller}
              names={names}
              thinking={thinking}
              seat={seat}
            />
          ),
          status:
            othersLayOut && match.arranger
              ? t('online.game.waitingLayout', { name: names[match.arranger] })
              : undefined,
          hasActions: canOfferEnd,
          actions: canOfferEnd && (
            <button
              type="button"
              class="button secondary"
              disabled={view.busy}
              onClick={() => void controller.offerEnd()}
            >
              {t('game.offerEnd')}
            </button>
          ),
          notices: (
            <>
              {openOffer !== null && offerToAnswer === undefined && (
                <p class="end-offer" role="status">
                  {openOffer === you
                    ? t('online.game.endOffered')
                    : t('game.offerText', { side: openOffer })}
                </p>
              )}
              {offerToAnswer !== undefined && !view.busy && (
                <OfferEndDialog
                  by={offerToAnswer}
                  onAnswer={(accept) => void controller.answerEnd(accept)}
                />
              )}
            </>
          ),
          result: onlineGameResultText(t, server, game),
          panels: (
            <>
              {can.hasRounds && <RoundsPanel match={match} names={names} />}
              <MoveList game={game} current={undefined} />
            </>
          ),
          keyboardHelp: can.hasDirections
            ? t('giuthi.keyboardHelp')
            : t('online.game.keyboardHelp'),
        };
      }}
    />
  );
}
