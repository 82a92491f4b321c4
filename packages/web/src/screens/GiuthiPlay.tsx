import { arrangementsAllowed, opponent, type Match, type PerSide } from '@kalaha/rules';
import { roundLayout } from '../game/giuthi-session.ts';
import { layoutText } from '../game/giuthi-text.ts';
import { useT } from '../i18n/context.ts';
import { GiuthiSetup } from './GiuthiSetup.tsx';
import { PlayBoard, type PlayBoardController, type PlayBoardView } from './PlayBoard.tsx';
import './giuthi.css';

/** What the play area of a Giuthi screen shows, local or online. */
export interface GiuthiPlayProps {
  readonly match: Match;
  readonly view: PlayBoardView;
  readonly controller: PlayBoardController;
  readonly names: PerSide<string>;
  /** True while the other side (the computer, the player online) is to act. */
  readonly thinking: boolean;
  /**
   * Where the lay-out of the loser goes when this screen's person lost the round and lays out his
   * seeds now; `undefined` when nobody here lays out (the set-up is not shown).
   */
  readonly onArrange: ((pattern: readonly number[]) => void) | undefined;
  /** The refusal of the last lay-out, if any (the set-up shows it). */
  readonly error?: string | undefined;
}

/**
 * The play area of a Giuthi match (docs/RULES.md 4), on this device or online: the round line (the
 * round and its houses a side), and either the set-up screen of the next round for the loser
 * ({@link GiuthiSetup}) or the board of the round (direction arrows, the further choice inside a
 * turn; see `Board.tsx`) with the lay-out the round was set up from. The announcements go to a
 * polite live region.
 */
export function GiuthiPlay(props: GiuthiPlayProps) {
  const { match, view } = props;
  const t = useT();
  const allowed =
    props.onArrange && match.phase === 'arranging' ? arrangementsAllowed(match) : undefined;
  const finished = match.rounds.length;
  const layout = roundLayout(match);
  return (
    <>
      <p class="round-line">
        {allowed
          ? t('giuthi.setupLine', { number: finished + 1, houses: allowed.houses })
          : t('giuthi.roundLine', {
              number: match.phase === 'playing' ? finished + 1 : finished,
              houses: match.position.houseCount,
            })}
      </p>
      {allowed && props.onArrange ? (
        <>
          <GiuthiSetup
            key={finished}
            allowed={allowed}
            winnerSeeds={match.rounds.at(-1)!.seeds[opponent(allowed.side)]}
            onArrange={props.onArrange}
            error={props.error}
          />
          <p class="visually-hidden" aria-live="polite" aria-atomic="true">
            {view.announcement}
          </p>
        </>
      ) : (
        <>
          {layout && (
            <p class="layout-line muted small">{layoutText(t, layout.side, layout.pattern)}</p>
          )}
          <PlayBoard
            view={view}
            controller={props.controller}
            names={props.names}
            thinking={props.thinking}
          />
        </>
      )}
    </>
  );
}
