import type { Direction, PerSide, Side } from '@kalaha/rules';
import { Board } from '../board/Board.tsx';
import type { BoardState } from '../board/state.ts';

/** What a game screen's board shows: the board, its animation step and what to announce. */
export interface PlayBoardView {
  readonly board: BoardState;
  readonly stepMs: number;
  readonly announcement: string;
}

/** Where the board of a game screen sends the user's moves and focus changes. */
export interface PlayBoardController {
  /** Sows `house`, in Giuthi in `direction` (docs/RULES.md 4). */
  play(house: number, direction?: Direction): void;
  setBoard(board: BoardState): void;
}

/** How a game screen shows its board: whose row is near and who names the players. */
export interface PlayBoardSeat {
  /** The side whose row is drawn at the bottom (the player's own; South by default). */
  readonly bottom?: Side;
  /** False when the screen shows the players itself (see the board's `playerLabels`). */
  readonly playerLabels?: boolean;
}

/**
 * The board of a game screen, played through `controller`, and the polite live region that
 * tells screen readers the view's announcements (moves and turns).
 */
export function PlayBoard({
  view,
  controller,
  names,
  thinking,
  seat = {},
}: {
  view: PlayBoardView;
  controller: PlayBoardController;
  names: PerSide<string>;
  thinking: boolean;
  seat?: PlayBoardSeat;
}) {
  return (
    <>
      <div id="board">
        <Board
          state={view.board}
          stepMs={view.stepMs}
          names={names}
          thinking={thinking}
          onPlay={(house, direction) => controller.play(house, direction)}
          onChange={(board) => controller.setBoard(board)}
          {...seat}
        />
      </div>
      <p class="visually-hidden" aria-live="polite" aria-atomic="true">
        {view.announcement}
      </p>
    </>
  );
}
