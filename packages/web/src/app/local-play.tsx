import { err, ok, type PerSide, type Result } from '@kalaha/rules';
import { browserEngine } from '../engine/worker-engine.ts';
import type { Engine } from '../engine/types.ts';
import { AnalysisService } from '../game/analysis-service.ts';
import { nextToMove } from '../game/announce.ts';
import { GameController, type ControllerDeps } from '../game/controller.ts';
import { importErrorKey } from '../game/import-message.ts';
import {
  clearGame,
  loadGame,
  loadReview,
  saveGame,
  saveReview,
  type KeyValueStore,
} from '../game/persist.ts';
import { exportRecord, importRecord, statedBeforeSweepOf } from '../game/record-io.ts';
import { recordLink } from '../game/record-link.ts';
import { current, newGame, type Game, type GameConfig } from '../game/session.ts';
import { GameScreen, type GameScreenProps } from '../screens/Game.tsx';

/**
 * What the app asks of local play: a new game of `config`; the game of a record's text (in
 * review from its end when `review`; `presetId` for a record that names no preset); or the game
 * kept from the last visit, in review where it was left in review.
 */
export type GameRequest =
  | { readonly kind: 'new'; readonly config: GameConfig }
  | {
      readonly kind: 'record';
      readonly text: string;
      readonly presetId: string;
      readonly review: boolean;
    }
  | { readonly kind: 'restore' };

/** A game opened: its controller, and the news for the line above the screen, if any. */
export interface OpenedGame {
  readonly controller: GameController;
  readonly news: string | undefined;
}

/** What local play needs from the app: storage, translations and the players' settings. */
export type LocalPlayDeps = Pick<ControllerDeps, 't' | 'speed' | 'reducedMotion' | 'onStep'> & {
  readonly storage: KeyValueStore;
};

/**
 * Local play (against the computer or a friend on this device), a chunk of its own that the
 * first screen does not wait for: the one game on screen at a time and its {@link
 * GameController}, the computer's engine and the analysis (each a Web Worker started on first
 * use), and the saved game in localStorage.
 */
export class LocalPlay {
  /** The analysis of the game on screen (its own engine, so that it never delays a move). */
  readonly analysis: AnalysisService;
  readonly #deps: LocalPlayDeps;
  readonly #engine: () => Engine;
  #controller: GameController | undefined;

  constructor(deps: LocalPlayDeps) {
    this.#deps = deps;
    this.#engine = lazyEngine();
    this.analysis = new AnalysisService(lazyEngine());
  }

  /**
   * Opens what `request` asks for in place of the game on screen (which is closed, its engine
   * work cancelled). `undefined` for a restore with no readable saved game; an error (the
   * translated text saying why) for a record that cannot be read, leaving the game on screen as
   * it was.
   */
  open(request: GameRequest): Result<OpenedGame, string> | undefined {
    const t = this.#deps.t();
    switch (request.kind) {
      case 'new': {
        const game = newGame(request.config);
        return ok({
          controller: this.#start(
            game,
            t('announce.newGame', { next: nextToMove(t, current(game)) }),
          ),
          news: undefined,
        });
      }
      case 'record': {
        const opened = importRecord(request.text, request.presetId);
        if (!opened.ok) return err(t(importErrorKey(opened.error.code)));
        const stated = statedBeforeSweepOf(request.text);
        const news = stated
          ? `${t('game.imported')} ${t('game.importedStated', { south: stated.south, north: stated.north })}`
          : t('game.imported');
        const controller = this.#start(opened.value, news);
        if (request.review) controller.review(opened.value.actions.length);
        return ok({ controller, news });
      }
      case 'restore': {
        const saved = loadGame(this.#deps.storage);
        if (!saved) return undefined;
        const review = loadReview(this.#deps.storage);
        const restored = t('game.restored');
        const controller = this.#start(
          saved,
          saved.ended !== undefined ? restored : `${restored} ${nextToMove(t, current(saved))}`,
        );
        if (review !== undefined) controller.review(review);
        return ok({ controller, news: restored });
      }
    }
  }

  /** Forgets the saved game (a new game is being chosen). */
  forget(): void {
    clearGame(this.#deps.storage);
  }

  #start(game: Game, announcement: string): GameController {
    this.#controller?.dispose();
    this.#engine().cancel();
    this.analysis.reset();
    const { storage } = this.#deps;
    const controller = new GameController(
      game,
      {
        ...this.#deps,
        engine: this.#engine,
        save: (g) => saveGame(storage, g),
        saveReview: (at) => saveReview(storage, at),
      },
      announcement,
    );
    saveGame(storage, game);
    saveReview(storage, undefined);
    this.#controller = controller;
    return controller;
  }
}

/** One engine (a Web Worker) per job, started on first use. */
function lazyEngine(): () => Engine {
  let engine: Engine | undefined;
  return () => (engine ??= browserEngine());
}

/** {@link GameScreen} with its record and link made from the game on screen and `names`. */
export function LocalGameScreen(
  props: Omit<GameScreenProps, 'record' | 'link'> & { readonly names: PerSide<string> },
) {
  const { names, ...screen } = props;
  const record = () => exportRecord(props.controller.view.game, names);
  return (
    <GameScreen
      {...screen}
      record={record}
      link={() => recordLink(window.location.href, record())}
    />
  );
}
