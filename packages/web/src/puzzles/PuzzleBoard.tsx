import { puzzleKey } from '@kalaha/protocol';
import type { PuzzleSet, PuzzleTheme } from '@kalaha/engine';
import { legalMoves, opponent, parsePosition, play, unwrap, type Position } from '@kalaha/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { sideName } from '../app/names.ts';
import { Board } from '../board/Board.tsx';
import { boardFromPosition, legalOf, type BoardState } from '../board/state.ts';
import { animateEvents, wait, type BoardAnimation } from '../game/animate.ts';
import { useT } from '../i18n/context.ts';
import { nextPuzzleNumber, type PuzzleChoice } from './puzzle-choice.ts';
import { puzzleRating, rateAttempt, triedBefore, type PuzzleRatings } from './puzzle-ratings.ts';
import { valueText } from './value-text.ts';

/** The player's answer and what it did to the ratings. */
interface Answer {
  readonly house: number;
  /** The player's rating before it (rating points, rounded). */
  readonly before: number;
  /** False for a puzzle tried before (not rated again). */
  readonly rated: boolean;
}

/**
 * One puzzle: its position with South to move ("find the best move for South"); the player's
 * move is checked against the proven best, rated (first attempt only, {@link rateAttempt}), and
 * then the solution is played out turn by turn with the game's animation; after it, every legal
 * move's proven value, the best marked, and the puzzle's themes.
 */
export function PuzzleBoard({
  presetId,
  set,
  theme,
  choice,
  ratings,
  onRate,
  onShow,
  speed,
  reducedMotion,
  onStep,
}: {
  presetId: string;
  set: PuzzleSet;
  theme: PuzzleTheme | undefined;
  choice: PuzzleChoice;
  ratings: PuzzleRatings;
  /** The ratings after the player's answer: `house` played in the puzzle of `key` and `position`. */
  onRate: (
    ratings: PuzzleRatings,
    answer: { readonly key: string; readonly position: string; readonly house: number },
  ) => void;
  /** Shows puzzle `number` of the set (`undefined`: the puzzle of the day). */
  onShow: (number: number | undefined) => void;
} & BoardAnimation) {
  const t = useT();
  const puzzle = set.puzzles[choice.number - 1]!;
  const key = puzzleKey(presetId, puzzle.position);
  const start = useMemo(() => unwrap(parsePosition(set.rules, puzzle.position)), [key]);
  const [board, setBoard] = useState<BoardState>(() =>
    boardFromPosition(start, legalOf(legalMoves(start))),
  );
  const [stepMs, setStepMs] = useState(0);
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const [turnsShown, setTurnsShown] = useState(0);
  const [done, setDone] = useState(false);
  const gone = useRef(false);
  useEffect(
    () => () => {
      gone.current = true;
    },
    [],
  );
  const names = { south: sideName(t, 'south'), north: sideName(t, 'north') };

  /** Plays the solution out from the start, turn by turn, each move animated. */
  const showSolution = async () => {
    let position: Position = start;
    let shown = boardFromPosition(start);
    const show = (next: BoardState, ms: number) => {
      shown = next;
      setBoard(next);
      setStepMs(ms);
    };
    for (const [i, turn] of puzzle.line.entries()) {
      for (const house of turn) {
        const side = position.turn;
        const result = unwrap(play(position, { house }));
        await animateEvents(shown, result.events, {
          speed,
          reducedMotion,
          sleep: wait,
          show,
          onStep,
          stale: () => gone.current,
        });
        if (gone.current) return;
        position = result.position;
        show(boardFromPosition(position, { lastMove: { side, house } }), 0);
      }
      setTurnsShown(i + 1);
    }
    setDone(true);
  };

  const answerWith = (house: number) => {
    if (answer) return;
    const rated = !triedBefore(ratings, key);
    const next = rateAttempt(ratings, key, puzzle.rating, house === puzzle.best);
    setAnswer({ house, before: Math.round(ratings.player.rating), rated });
    onRate(next, { key, position: puzzle.position, house });
    void showSolution();
  };

  const value = (house: number) => valueText(t, puzzle.values[house - 1]!);
  const next = () => onShow(nextPuzzleNumber(presetId, set, theme, ratings, choice.number));
  return (
    <section class="puzzle" aria-labelledby="puzzle-title" data-puzzle={choice.number}>
      <h2 id="puzzle-title">
        {t('puzzles.heading', { number: choice.number })}{' '}
        <span class="muted small">
          {t('puzzles.puzzleRating', {
            rating: Math.round(puzzleRating(ratings, key, puzzle.rating).rating),
          })}
        </span>
        {choice.daily && <span class="badge puzzle-badge">{t('puzzles.dailyBadge')}</span>}
      </h2>
      <p
        class={`verdict puzzle-verdict${answer ? (answer.house === puzzle.best ? ' right' : ' wrong') : ''}`}
        role="status"
      >
        {!answer
          ? t('puzzles.task')
          : answer.house === puzzle.best
            ? t('puzzles.right', { house: answer.house, value: value(answer.house) })
            : t('puzzles.wrong', {
                house: answer.house,
                value: value(answer.house),
                best: puzzle.best,
                bestValue: value(puzzle.best),
              })}
        {answer && (
          <span class="puzzle-rating-change">
            {' '}
            {answer.rated
              ? t('puzzles.ratingChange', {
                  before: answer.before,
                  // The rating now: the server's, once it has rated the answer (online players).
                  after: Math.round(ratings.player.rating),
                })
              : t('puzzles.unrated')}
          </span>
        )}
      </p>
      <Board state={board} stepMs={stepMs} names={names} onPlay={answerWith} onChange={setBoard} />
      {answer && (
        <div class="puzzle-solution">
          <h3>{t('puzzles.showing')}</h3>
          <ol class="puzzle-line">
            {puzzle.line.slice(0, turnsShown).map((turn, i) => (
              <li key={i}>
                {t('puzzles.turn', {
                  player: sideName(t, i % 2 === 0 ? start.turn : opponent(start.turn)),
                  houses: turn.join(', '),
                })}
              </li>
            ))}
          </ol>
        </div>
      )}
      {done && (
        <div class="puzzle-values">
          <h3>{t('puzzles.values')}</h3>
          <p class="muted small">{t('puzzles.valuesNote')}</p>
          <ul>
            {puzzle.values.map((v, i) =>
              v === null ? null : (
                <li key={i} class={i + 1 === puzzle.best ? 'best' : undefined}>
                  <strong>{t('puzzles.house', { house: i + 1 })}</strong>: {value(i + 1)}
                  {i + 1 === puzzle.best && (
                    <span class="badge puzzle-badge">{t('puzzles.best')}</span>
                  )}
                </li>
              ),
            )}
          </ul>
          {puzzle.themes.length > 0 && (
            <p>
              <strong>{t('puzzles.themes')}:</strong>{' '}
              {puzzle.themes.map((name) => t(`puzzles.themeName.${name}`)).join(', ')}
            </p>
          )}
        </div>
      )}
      <div class="actions">
        {done && (
          <button type="button" class="button primary" onClick={next}>
            {t('puzzles.next')}
          </button>
        )}
        {!choice.daily && (
          <button type="button" class="button secondary" onClick={() => onShow(undefined)}>
            {t('puzzles.daily')}
          </button>
        )}
      </div>
    </section>
  );
}
