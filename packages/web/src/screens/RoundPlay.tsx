import { arrangementsAllowed, opponent, type Match, type PerSide, type Side } from '@kalaha/rules';
import { layoutText } from '../game/rounds-text.ts';
import { useT } from '../i18n/context.ts';
import { RoundSetup } from './RoundSetup.tsx';
import {
  PlayBoard,
  type PlayBoardController,
  type PlayBoardSeat,
  type PlayBoardView,
} from './PlayBoard.tsx';
import './rounds.css';

/** What the play area of a Giuthi screen shows, local or online. */
export interface RoundPlayProps {
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
  /** Whose row the board shows at the bottom, and who names the players. */
  readonly seat?: PlayBoardSeat;
}

/**
 * The play area of a Giuthi match (docs/RULES.md 4), on this device or online: the round line (the
 * round and its houses a side), and either the set-up screen of the next round for the loser
 * ({@link RoundSetup}) or the board of the round (direction arrows, the further choice inside a
 * turn; see `Board.tsx`) with the lay-out the round was set up from. The announcements go to a
 * polite live region.
 */
export function RoundPlay(props: RoundPlayProps) {
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
          <RoundSetup
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
            {...(props.seat ? { seat: props.seat } : {})}
          />
        </>
      )}
    </>
  );
}

/** A round's lay-out: the loser who made it and his pattern, house 1 of his row first. */
interface Layout {
  readonly side: Side;
  readonly pattern: readonly number[];
}

/**
 * The lay-out the round in play was set up from (docs/RULES.md 4 "Rounds": the loser of the round
 * before lays out his seeds, the winner mirrors them, and the loser moves first), or `undefined`
 * in the first round and between rounds.
 */
function roundLayout(match: Match): Layout | undefined {
  const pattern = match.history.at(-1)?.arrangement;
  return match.phase === 'playing' && pattern ? { side: match.first, pattern } : undefined;
}
