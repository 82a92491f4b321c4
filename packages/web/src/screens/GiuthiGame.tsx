import type { Match, StoppedResult } from '@kalaha/rules';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { playerNames } from '../app/names.ts';
import type { AnalysisService } from '../game/analysis-service.ts';
import type { GiuthiController } from '../game/giuthi-controller.ts';
import { roundPositions } from '../game/giuthi-session.ts';
import { matchResultText } from '../game/giuthi-text.ts';
import { useView } from '../game/use-controller.ts';
import { useT } from '../i18n/context.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import { GiuthiRounds } from './GiuthiRounds.tsx';
import { GiuthiPlay } from './GiuthiPlay.tsx';
import { useShortcutKeys } from './use-shortcut-keys.ts';

/** The Giuthi screen's inputs. */
export interface GiuthiScreenProps {
  readonly controller: GiuthiController;
  readonly analysis: AnalysisService;
  /** Whether the analysis panel is open (a remembered setting). */
  readonly analysisOpen: boolean;
  readonly onToggleAnalysis: () => void;
  readonly onNewGame: () => void;
  readonly onRematch: () => void;
  /** The record panel of the match: export, import, the rules page. */
  readonly recordPanel: preact.ComponentChildren;
}

/**
 * A Giuthi match (docs/RULES.md 4) for two people on this device or against the computer: the round in
 * play on its board (5 to 10 houses a side, the captured seeds in banks beside it), the direction
 * arrows and the further choice inside a turn (see `Board.tsx`); the lay-out the round was set up
 * from; between rounds a person's set-up screen when he lost; the hint (house and direction); the
 * rounds played so far; the analysis of the round in play with its evaluation graph; and at the
 * end the match result with why it ended (or who gave it up, for a match opened from the record
 * of an online match that was resigned or lost on time). Moves, rounds and the result are announced to screen
 * readers in an `aria-live` region.
 */
export function GiuthiScreen(props: GiuthiScreenProps) {
  const { controller, onNewGame, onRematch, recordPanel } = props;
  const t = useT();
  const view = useView(controller);
  const { game, phase } = view;
  const match = game.match;
  const names = playerNames(t, game.config.seats);
  const positions = useMemo(() => roundPositions(match), [match]);
  const personToMove = phase === 'ready' && view.board.legal.length > 0;
  const hint = view.hint;

  // H: hint, as on the other game screens.
  useShortcutKeys({ h: () => void controller.hint() }, [controller]);

  return (
    <section class="screen game-screen giuthi-screen" aria-label={t('game.title')}>
      <div class="play-area">
        <GiuthiPlay
          match={match}
          view={view}
          controller={controller}
          names={names}
          thinking={phase === 'thinking'}
          // The set-up waits until the move that ended the round has been shown.
          onArrange={phase === 'arranging' ? (pattern) => controller.arrange(pattern) : undefined}
          error={view.error}
        />
        {match.phase === 'playing' && !game.stopped && (
          <div class="turn-actions">
            <button
              type="button"
              class="button secondary"
              onClick={() => void controller.hint()}
              disabled={!personToMove || view.hintPending}
            >
              {t('game.hint')}
            </button>
            <p class="hint-text" role="status">
              {view.hintPending && t('game.hintThinking')}
              {hint?.direction && t(`game.hintSow.${hint.direction}`, { house: hint.house })}
            </p>
          </div>
        )}
        {view.engineError && (
          <p class="error" role="alert">
            {t('app.loadError', { message: view.engineError })}
          </p>
        )}
        {phase === 'over' && (
          <MatchResult
            match={match}
            stopped={game.stopped}
            onRematch={onRematch}
            onNewGame={onNewGame}
          />
        )}
        <p class="muted small keyboard-help">{t('giuthi.keyboardHelp')}</p>
      </div>
      <aside class="side-panels">
        <GiuthiRounds match={match} names={names} />
        <AnalysisPanel
          service={props.analysis}
          open={props.analysisOpen}
          onToggle={props.onToggleAnalysis}
          position={match.position}
          positions={positions}
          shown={positions.length - 1}
        />
        {recordPanel}
      </aside>
    </section>
  );
}

/**
 * The end of the match: who won, why it ended (or who gave it up, `stopped`), the rounds won; a
 * rematch or a new game.
 */
function MatchResult({
  match,
  stopped,
  onRematch,
  onNewGame,
}: {
  match: Match;
  stopped: StoppedResult | undefined;
  onRematch: () => void;
  onNewGame: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const words = matchResultText(t, match, stopped);
  return (
    <section class="panel result" aria-labelledby="result-title">
      <h2 id="result-title" ref={heading} tabIndex={-1}>
        {words.headline}
      </h2>
      {words.why.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      <div class="actions">
        <button type="button" class="button primary" onClick={onRematch}>
          {t('result.rematch')}
        </button>
        <button type="button" class="button secondary" onClick={onNewGame}>
          {t('game.newGame')}
        </button>
      </div>
    </section>
  );
}
