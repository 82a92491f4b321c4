import { useT } from '../i18n/context.ts';
import { OnlineGiuthiController } from '../online/giuthi-controller.ts';
import { onlineMatchResultText } from '../online/result.ts';
import { GiuthiPlay } from './GiuthiPlay.tsx';
import { GiuthiRounds } from './GiuthiRounds.tsx';
import type { OnlineKindProps } from './OnlineGame.tsx';
import { OnlineKindScreen } from './OnlineKindScreen.tsx';

/**
 * An online Giuthi match (docs/RULES.md 4) in the frame every online game has ({@link OnlineFrame}):
 * the round in play on its board (direction arrows, the further choice inside a turn, relays
 * animated as in the local match; only this browser's houses playable, on its turn), the lay-out
 * the round was set up from, between rounds the set-up screen when this browser's side lost the
 * round (its lay-out is sent to the server) or "waiting for … to lay out his seeds" for the other
 * player and the spectators, the rounds played, and the match result with why it ended. Giuthi
 * has no offer to end.
 */
export function OnlineGiuthiGame(props: OnlineKindProps) {
  const t = useT();
  return (
    <OnlineKindScreen
      {...props}
      make={(deps, seat) => new OnlineGiuthiController(deps, seat)}
      parts={({ controller, view, server, game, board, names, thinking }) => {
        const match = game.match;
        const othersLayOut =
          server.status === 'active' && match.phase === 'arranging' && view.phase !== 'arranging';
        return {
          play: (
            <GiuthiPlay
              match={match}
              view={{ ...view, board }}
              controller={controller}
              names={names}
              thinking={thinking}
              onArrange={
                view.phase === 'arranging' ? (pattern) => controller.arrange(pattern) : undefined
              }
              error={view.arrangeError}
            />
          ),
          status:
            othersLayOut && match.arranger
              ? t('online.game.waitingLayout', { name: names[match.arranger] })
              : undefined,
          result: onlineMatchResultText(t, server, match),
          panels: <GiuthiRounds match={match} names={names} />,
          keyboardHelp: t('giuthi.keyboardHelp'),
        };
      }}
    />
  );
}
