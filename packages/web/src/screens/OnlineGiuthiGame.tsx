import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useView } from '../game/use-controller.ts';
import { useT } from '../i18n/context.ts';
import { OnlineGiuthiController } from '../online/giuthi-controller.ts';
import { loadSeat } from '../online/identity.ts';
import { onlineMatchResultText } from '../online/result.ts';
import { GiuthiPlay } from './GiuthiPlay.tsx';
import { GiuthiRounds } from './GiuthiRounds.tsx';
import { OnlineFrame, OnlineLoading, seatNames } from './OnlineFrame.tsx';
import type { OnlineKindProps } from './OnlineGame.tsx';

/**
 * An online Giuthi match (RULES.md 4) in the frame every online game has ({@link OnlineFrame}):
 * the round in play on its board (direction arrows, the further choice inside a turn, relays
 * animated as in the local match; only this browser's houses playable, on its turn), the lay-out
 * the round was set up from, between rounds the set-up screen when this browser's side lost the
 * round (its lay-out is sent to the server) or "waiting for … to lay out his seeds" for the other
 * player and the spectators, the rounds played, and the match result with why it ended. Giuthi
 * has no offer to end.
 */
export function OnlineGiuthiGame(props: OnlineKindProps) {
  const { gameId, client, storage } = props;
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const controller = useMemo(() => {
    const made = new OnlineGiuthiController(
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
    );
    made.receive({ type: 'state', game: props.first });
    return made;
  }, [gameId, client]);
  useEffect(() => () => controller.dispose(), [controller]);
  const view = useView(controller);
  const { server, game, board } = view;
  if (!server || !game || !board) {
    return (
      <OnlineLoading connection={props.connection} navigate={props.navigate} error={view.error} />
    );
  }
  const match = game.match;
  const names = seatNames(t, server, view.seat?.side);
  const othersLayOut =
    server.status === 'active' && match.phase === 'arranging' && view.phase !== 'arranging';
  return (
    <OnlineFrame
      {...props}
      controller={controller}
      view={{ ...view, server }}
      rules={game.config.rules}
      play={
        <GiuthiPlay
          match={match}
          view={{ ...view, board }}
          controller={controller}
          names={names}
          thinking={view.phase === 'opponent' && view.seat !== undefined}
          onArrange={
            view.phase === 'arranging' ? (pattern) => controller.arrange(pattern) : undefined
          }
          error={view.arrangeError}
        />
      }
      status={
        othersLayOut && match.arranger
          ? t('online.game.waitingLayout', { name: names[match.arranger] })
          : undefined
      }
      result={onlineMatchResultText(t, server, match)}
      panels={<GiuthiRounds match={match} names={names} />}
      keyboardHelp={t('giuthi.keyboardHelp')}
    />
  );
}
