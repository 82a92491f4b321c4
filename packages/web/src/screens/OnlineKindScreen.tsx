import type { GameView, WatchMessage } from '@kalaha/protocol';
import type { PerSide, RuleSet } from '@kalaha/rules';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { BoardState } from '../board/state.ts';
import type { Game } from '../game/session.ts';
import { useView } from '../game/use-controller.ts';
import { useT } from '../i18n/context.ts';
import { loadSeat, type HeldSeat } from '../online/identity.ts';
import type { OnlineControllerDeps, OnlineSeatControl } from '../online/seat-controller.ts';
import type { OnlineBoardView } from '../online/sync-controller.ts';
import { OnlineFrame, OnlineLoading, seatNames, type OnlineFrameProps } from './OnlineFrame.tsx';
import type { OnlineGameProps, OnlineKindProps } from './OnlineGame.tsx';

/** What the screen of one kind of online game asks of its controller. */
export interface KindController extends OnlineSeatControl {
  readonly view: OnlineBoardView<{ readonly config: { readonly rules: RuleSet } }>;
  subscribe(listener: () => void): () => void;
  receive(message: WatchMessage): void;
  dispose(): void;
}

/** The game as shown, for the parts of the screen of its kind. */
export interface ShownGame<C extends KindController> {
  readonly controller: C;
  readonly view: C['view'];
  readonly server: GameView;
  readonly game: NonNullable<C['view']['game']>;
  readonly board: BoardState;
  /** The names of the seats as shown. */
  readonly names: PerSide<string>;
  /** True while the other player is to act and this browser plays. */
  readonly thinking: boolean;
}

/** What the screen of a kind of online game puts into the frame. */
export type KindParts = Omit<
  OnlineFrameProps,
  keyof OnlineGameProps | 'controller' | 'view' | 'rules'
>;

/** The inputs of {@link OnlineKindScreen}. */
export interface OnlineKindScreenProps<C extends KindController> extends OnlineKindProps {
  /** Makes the controller of the game, for the seat this browser keeps for it (if any). */
  readonly make: (deps: OnlineControllerDeps<Game>, seat: HeldSeat | undefined) => C;
  /** The kind's parts of the frame, once its game is shown. */
  readonly parts: (shown: ShownGame<C>) => KindParts;
}

/**
 * The screen of one kind of online game: its controller made once a game (with the screen's
 * client, the current translator, the animation settings and the seat this browser keeps),
 * given the game as first seen and disposed of when the screen closes; the loading screen until
 * the game can be shown, then the frame every online game has ({@link OnlineFrame}) with the
 * kind's `parts`.
 */
export function OnlineKindScreen<C extends KindController>(props: OnlineKindScreenProps<C>) {
  const { make, parts, ...kind } = props;
  const { gameId, client, storage } = kind;
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const controller = useMemo(() => {
    const made = make(
      {
        gameId,
        watch: (id, listener) => client.watch(id, listener),
        act: (action) => client.act(action),
        t: () => tRef.current,
        speed: kind.speed,
        reducedMotion: kind.reducedMotion,
        ...(kind.onStep ? { onStep: kind.onStep } : {}),
      },
      loadSeat(storage, gameId),
    );
    made.receive({ type: 'state', game: kind.first });
    return made;
  }, [gameId, client]);
  useEffect(() => () => controller.dispose(), [controller]);
  const view = useView<C['view']>(controller);
  const { server, game, board } = view;
  if (!server || !game || !board) {
    return (
      <OnlineLoading connection={kind.connection} navigate={kind.navigate} error={view.error} />
    );
  }
  const shown: ShownGame<C> = {
    controller,
    view,
    server,
    game: game as NonNullable<C['view']['game']>,
    board,
    names: seatNames(t, server, view.seat?.side),
    thinking: view.phase === 'opponent' && view.seat !== undefined,
  };
  return (
    <OnlineFrame
      {...kind}
      controller={controller}
      view={{ ...view, server }}
      rules={game.config.rules}
      {...parts(shown)}
    />
  );
}
