import {
  endingsOf,
  stepPosition,
  TRIES_BEFORE_HELP,
  tryStep,
  type Ending,
  type Lesson,
  type LessonStep,
} from '@kalaha/engine';
import { legalMoves, unwrap, type Direction, type Move, type Position } from '@kalaha/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { sideName } from '../app/names.ts';
import { Board } from '../board/Board.tsx';
import { boardFromPosition, legalOf, type BoardState } from '../board/state.ts';
import { animateEvents, wait, type BoardAnimation } from '../game/animate.ts';
import { announceMove } from '../game/announce.ts';
import { useT } from '../i18n/context.ts';
import { LessonEndings } from './LessonEndings.tsx';
import { stepText } from './lesson-text.ts';

/** Where a step stands: asking, showing the learner's move, or its verdict. */
type Phase =
  | { readonly kind: 'ask' }
  | { readonly kind: 'playing' }
  | {
      readonly kind: 'right' | 'wrong';
      /** What the move did, in words (the screen reader's announcement of it). */
      readonly happened: string;
      /** After the end of the game: the move under each ending the rulebooks print. */
      readonly endings: readonly Ending[];
    };

/** The learner's move as the rules library takes it: a house, in Giuthi with its direction. */
function moveOf(house: number, direction: Direction | undefined): Move {
  return direction ? { house, direction } : { house };
}

/**
 * One step of a lesson (issue 19): its rule in a sentence or two, the position with the learner
 * (South) to move, and the learner's move played with the game's animation and checked with the
 * rules library (`tryStep`). A move that shows the rule is confirmed with what it did (and, for
 * the end of the game, how each rulebook's ending ends it: {@link LessonEndings}); any other is
 * played out too, and what happened instead is said; the board is then set up again, and after
 * {@link TRIES_BEFORE_HELP} wrong answers the lesson names a right one.
 */
export function LessonStepView({
  lesson,
  step,
  number,
  onNext,
  last,
  speed,
  reducedMotion,
  onStep,
}: {
  lesson: Lesson;
  step: LessonStep;
  /** The step's number in the lesson, from 1. */
  number: number;
  /** True for the lesson's last step (its button finishes the lesson). */
  last: boolean;
  /** The learner goes on to the next step. */
  onNext: () => void;
} & BoardAnimation) {
  const t = useT();
  const start: Position = useMemo(() => stepPosition(lesson.rules, step), [step]);
  const asked = () => boardFromPosition(start, legalOf(legalMoves(start)));
  const [board, setBoard] = useState<BoardState>(asked);
  const [stepMs, setStepMs] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'ask' });
  const [wrong, setWrong] = useState(0);
  const gone = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    heading.current?.focus();
    return () => {
      gone.current = true;
    };
  }, []);
  // The verdict's button takes the focus: Enter goes on, or tries again.
  useEffect(() => {
    if (phase.kind === 'right' || phase.kind === 'wrong') action.current?.focus();
  }, [phase.kind]);

  const text = stepText(t, step.topic, lesson.rules);
  const names = { south: t('lessons.you'), north: sideName(t, 'north') };

  const answer = async (house: number, direction?: Direction) => {
    if (phase.kind !== 'ask') return;
    const move = moveOf(house, direction);
    // The board offers legal moves only; a refusal cannot come from it.
    const { played, right } = unwrap(tryStep(lesson, step, move));
    setPhase({ kind: 'playing' });
    await animateEvents(board, played.events, {
      speed,
      reducedMotion,
      onStep,
      sleep: wait,
      show: (next, ms) => {
        setBoard(next);
        setStepMs(ms);
      },
      stale: () => gone.current,
    });
    if (gone.current) return;
    setBoard(boardFromPosition(played.after, { lastMove: { side: 'south', house } }));
    setStepMs(0);
    const happened = announceMove(t, played.events, played.after, direction);
    if (!right) setWrong((n) => n + 1);
    const endings =
      right && step.topic === 'endOfGame' ? endingsOf(lesson.rules, step.position, move) : [];
    setPhase({ kind: right ? 'right' : 'wrong', happened, endings });
  };

  const again = () => {
    setBoard(asked());
    setPhase({ kind: 'ask' });
  };

  const help = step.answers[0]!;
  const hint =
    help.direction === undefined
      ? t('lessons.hint', { house: help.house })
      : t('lessons.hintMove', {
          move: t(`board.sow.${help.direction}`, { house: help.house }),
        });
  return (
    <section class="lesson-step" aria-labelledby="lesson-step-title" data-topic={step.topic}>
      <p class="muted small lesson-progress">
        {t('lessons.progress', { step: number, count: lesson.steps.length })}
      </p>
      <h2 id="lesson-step-title" ref={heading} tabIndex={-1}>
        {text.title}
      </h2>
      <p class="lesson-text">{text.text}</p>
      <p
        class={`verdict lesson-verdict${phase.kind === 'right' || phase.kind === 'wrong' ? ` ${phase.kind}` : ''}`}
        role="status"
      >
        {phase.kind === 'right' && t('lessons.right', { happened: phase.happened })}
        {phase.kind === 'wrong' && (
          <>
            {t('lessons.wrong', { happened: phase.happened })}
            {wrong >= TRIES_BEFORE_HELP && ` ${hint}`}
          </>
        )}
        {(phase.kind === 'ask' || phase.kind === 'playing') && t('lessons.yourMove')}
      </p>
      {phase.kind === 'right' && <LessonEndings rules={lesson.rules} endings={phase.endings} />}
      {(phase.kind === 'right' || phase.kind === 'wrong') && (
        <div class="actions">
          {phase.kind === 'wrong' ? (
            <button type="button" class="button primary" ref={action} onClick={again}>
              {t('lessons.again')}
            </button>
          ) : (
            <button type="button" class="button primary" ref={action} onClick={onNext}>
              {last ? t('lessons.finish') : t('lessons.next')}
            </button>
          )}
        </div>
      )}
      <Board state={board} stepMs={stepMs} names={names} onPlay={answer} onChange={setBoard} />
    </section>
  );
}
