import { useEffect, useMemo, useRef } from 'preact/hooks';
import { playerNames } from '../app/names.ts';
import { enginePlays } from '../engine/types.ts';
import type { AnalysisService } from '../game/analysis-service.ts';
import type { GameController } from '../game/controller.ts';
import { gameResult } from '../game/game-result.ts';
import { spokenResult } from '../game/result-text.ts';
import { matchNow, roundPositions, seatToAct } from '../game/session.ts';
import { usePlayView } from '../game/use-controller.ts';
import { useT } from '../i18n/context.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import { RoundPlay } from './RoundPlay.tsx';
import { RoundsPanel } from './RoundsPanel.tsx';
import { MoveList } from './MoveList.tsx';
import { OfferEndDialog } from './OfferEndDialog.tsx';
import { PlayBoard } from './PlayBoard.tsx';
import { useShortcutKeys } from './use-shortcut-keys.ts';
import { RecordPanel } from './RecordPanel.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import { reviewText } from '../game/review-text.ts';

/** The game screen's inputs. */
export interface GameScreenProps {
  readonly controller: GameController;
  readonly analysis: AnalysisService;
  /** Whether the analysis panel is open (a remembered setting). */
  readonly analysisOpen: boolean;
  readonly onToggleAnalysis: () => void;
  readonly onNewGame: () => void;
  readonly onRematch: () => void;
  readonly onRules: () => void;
  readonly onImport: (file: File) => void;
  /** The record of the game as JSON text. */
  readonly record: () => string;
  /** A link that opens the record. */
  readonly link: () => string;
}

/**
 * The game screen, for every game: the board, the buttons of the turn (take back, offer to end
 * where the game allows it, hint), the move list, the analysis panel with the evaluation graph,
 * the record, and at the end the result; in review, the stepping bar (at the end of a finished
 * game, its result: who won and why, or who gave it up). A game of rounds (`hasRounds`, docs/RULES.md 4) also shows the round
 * line, the lay-out the round was set up from, the set-up of the next round for a person who lost
 * one, and the rounds played; its analysis follows the round shown. A game resigned or lost on
 * time online and opened from its record has ended: its result says who gave it up, and nobody
 * moves in it. Moves are announced to screen readers in an `aria-live` region.
 */
export function GameScreen(props: GameScreenProps) {
  const { controller } = props;
  const can = controller.can;
  const t = useT();
  const view = usePlayView(controller);
  const { game, phase } = view;
  const names = playerNames(t, game.config.seats);
  // The end by the rules (or agreement), or the game given up (an online game opened for review).
  const result = gameResult(t, game);
  const reviewing = phase === 'review';
  const shown = view.reviewAt ?? game.actions.length;
  const match = game.matches[shown] ?? matchNow(game);
  const round = useMemo(() => roundPositions(game, shown), [game, shown]);
  const vsComputer = game.config.seats.south.kind !== game.config.seats.north.kind;
  // Hints and the analysis for the games the engine plays.
  const engineGame = enginePlays(game.config.rules.game);
  const considering = controller.computerConsidersOffer;
  const thinking = phase === 'thinking';

  // H: hint, U: take back (when no text field has the focus).
  useShortcutKeys({ h: () => void controller.hint(), u: () => controller.takeBack() }, [
    controller,
  ]);

  // A game begun (or opened) takes the keyboard focus to the board: its house to play.
  const screen = useRef<HTMLElement>(null);
  useEffect(() => {
    screen.current
      ?.querySelector<HTMLElement>('.board [tabindex="0"]')
      ?.focus({ preventScroll: true });
  }, [game.started]);

  return (
    <section ref={screen} class="screen game-screen" aria-labelledby="game-title">
      <h1 id="game-title" class="visually-hidden">
        {t('game.title')}
      </h1>
      <div class="play-area">
        {can.hasRounds ? (
          <RoundPlay
            match={match}
            view={view}
            controller={controller}
            names={names}
            thinking={thinking}
            // The set-up waits until the move that ended the round has been shown.
            onArrange={phase === 'arranging' ? (pattern) => controller.arrange(pattern) : undefined}
            error={view.error}
          />
        ) : (
          <PlayBoard view={view} controller={controller} names={names} thinking={thinking} />
        )}
        {reviewing ? (
          <>
            <ReviewBar
              at={shown}
              total={game.actions.length}
              label={reviewText(t, game, shown)}
              onGo={(count) => controller.review(count)}
              onExit={() => controller.leaveReview()}
            />
            {result && shown === game.actions.length && (
              <p class="review-end">{spokenResult(result.words)}</p>
            )}
          </>
        ) : (
          <div class="turn-actions">
            {(vsComputer || !result) && (
              <button
                type="button"
                class="button secondary"
                onClick={() => controller.takeBack()}
                disabled={!controller.canTakeBack}
              >
                {t('game.takeBack')}
              </button>
            )}
            {can.canOfferEnd && !result && (
              <button
                type="button"
                class="button secondary"
                onClick={() => controller.offerEnd()}
                disabled={!controller.canOfferEnd}
              >
                {t('game.offerEnd')}
              </button>
            )}
            {!result && engineGame && (
              <button
                type="button"
                class="button secondary"
                onClick={() => void controller.hint()}
                disabled={
                  phase !== 'ready' ||
                  seatToAct(game)?.kind !== 'human' ||
                  view.hintPending ||
                  view.offer !== undefined
                }
              >
                {t('game.hint')}
              </button>
            )}
            <p class="hint-text" role="status">
              {view.hintPending && t('game.hintThinking')}
              {view.hint !== undefined &&
                (view.hint.direction
                  ? t(`game.hintSow.${view.hint.direction}`, { house: view.hint.house })
                  : t('game.hintResult', { house: view.hint.house }))}
              {considering && t('game.offerConsidering')}
              {view.offerDeclined &&
                !view.hintPending &&
                view.hint === undefined &&
                t('game.offerDeclined')}
            </p>
          </div>
        )}
        {view.offer !== undefined && !considering && (
          <OfferEndDialog by={view.offer} onAnswer={(accept) => controller.answerOffer(accept)} />
        )}
        {view.engineError && (
          <p class="error" role="alert">
            {t('app.loadError', { message: view.engineError })}
          </p>
        )}
        {result && !reviewing && (
          <ResultPanel
            game={game}
            result={result}
            names={names}
            onRematch={props.onRematch}
            onReview={() => controller.review(game.actions.length)}
            onNewGame={props.onNewGame}
          />
        )}
        <p class="muted small keyboard-help">
          {reviewing
            ? t('review.keys')
            : can.hasDirections
              ? t('giuthi.keyboardHelp')
              : t('board.keyboardHelp', { game: t(`games.${game.config.rules.game}`) })}
        </p>
      </div>
      <aside class="side-panels">
        {can.hasRounds && <RoundsPanel match={matchNow(game)} names={names} />}
        <MoveList
          game={game}
          current={view.reviewAt}
          {...(reviewing || result
            ? { onSelect: (count: number) => controller.review(count) }
            : {})}
        />
        {engineGame && (
          <AnalysisPanel
            service={props.analysis}
            open={props.analysisOpen}
            onToggle={props.onToggleAnalysis}
            position={match.position}
            positions={round.positions}
            shown={round.shown}
          />
        )}
        <RecordPanel
          record={props.record}
          link={props.link}
          fileName={`kalaha-${game.started.slice(0, 10)}.json`}
          onImport={props.onImport}
          onRules={props.onRules}
        />
      </aside>
    </section>
  );
}
