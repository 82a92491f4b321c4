import { makeMove } from '@kalaha/rules';
import { useEffect, useRef } from 'preact/hooks';
import { sideName } from '../app/names.ts';
import { turnsOf, type Game } from '../game/session.ts';
import { useT } from '../i18n/context.ts';
import { FoldPanel } from './FoldPanel.tsx';

/**
 * The moves in notation, a row per turn ("3. North 2 5": North sowed house 2, moved again and
 * sowed house 5; with the direction where moves have one, "4cw"). In review each move is a button
 * that shows the position after it.
 */
export function MoveList({
  game,
  current,
  onSelect,
}: {
  game: Game;
  /** Actions applied to the board shown (review), or undefined for the live game. */
  current: number | undefined;
  /** Shows the position after `count` actions; absent when moves are not selectable. */
  onSelect?: (count: number) => void;
}) {
  const t = useT();
  const turns = turnsOf(game);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el && current === undefined) el.scrollTop = el.scrollHeight;
  }, [game.actions.length, current]);
  return (
    <FoldPanel id="moves-title" title={t('game.moves')} kind="moves">
      {turns.length === 0 ? (
        <p class="muted">{t('game.noMoves')}</p>
      ) : (
        // Without buttons, the list itself takes the focus, so that it scrolls by keyboard too.
        <ol
          ref={list}
          class="move-list"
          tabIndex={onSelect ? undefined : 0}
          aria-labelledby="moves-title"
        >
          {turns.map((turn) => (
            <li key={turn.number} class={`turn ${turn.side}`}>
              <span class="turn-head">
                {t('game.turnRow', { number: turn.number, player: sideName(t, turn.side) })}
              </span>
              <span class="turn-moves">
                {turn.moves.map((m) =>
                  onSelect ? (
                    <button
                      key={m.index}
                      type="button"
                      class={`move${current === m.index + 1 ? ' current' : ''}`}
                      aria-current={current === m.index + 1 ? 'step' : undefined}
                      onClick={() => onSelect(m.index + 1)}
                    >
                      {makeMove(m.move)}
                    </button>
                  ) : (
                    <span key={m.index} class="move">
                      {makeMove(m.move)}
                    </span>
                  ),
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </FoldPanel>
  );
}
