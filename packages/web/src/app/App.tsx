import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browserEngine } from '../engine/worker-engine.ts';
import type { Engine } from '../engine/types.ts';
import { AnalysisService } from '../game/analysis-service.ts';
import { GameController } from '../game/controller.ts';
import type { RuleSet } from '@kalaha/rules';
import {
  defaultForm,
  formRules,
  loadForm,
  rematchConfig,
  saveForm,
  type NewGameForm,
} from '../game/new-game.ts';
import { useLazy } from './lazy.ts';
import { clearGame, loadGame, loadReview, saveGame, saveReview } from '../game/persist.ts';
import {
  exportRecord,
  importRecord,
  recordFromHash,
  recordLink,
  statedBeforeSweepOf,
} from '../game/record-io.ts';
import { importErrorKey } from '../game/import-message.ts';
import { current, newGame, type Game, type GameConfig } from '../game/session.ts';
import { I18nContext, useI18n } from '../i18n/context.ts';
import type { I18n } from '../i18n/i18n.ts';
import { nextToMove } from '../game/announce.ts';
import type * as OnlineAppModule from '../online/OnlineApp.tsx';
import type { OnlineAppProps } from '../online/OnlineApp.tsx';
import { isOnline, parseRoute, routePath, type Route } from '../online/routes.ts';
import { GameScreen } from '../screens/Game.tsx';
import { NotFound } from '../screens/NotFound.tsx';
import { NewGame } from '../screens/NewGame.tsx';
import type * as RulesPageModule from '../screens/RulesPage.tsx';
import { Header } from './Header.tsx';
import { prefersReducedMotion } from './motion.ts';
import { playerNames } from './names.ts';
import { loadSettings, saveSettings, type Settings } from './settings.ts';
import { SoundPlayer } from './sound.ts';
import './app.css';

/** The app's root: provides the translations to every component. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nContext.Provider value={i18n}>
      <Shell />
    </I18nContext.Provider>
  );
}

type Screen = 'new' | 'game';

/** Online play, a chunk of its own loaded on first use (it brings zod and the online client). */
type OnlineModule = typeof OnlineAppModule;
const loadOnline = (): Promise<OnlineModule> => import('../online/OnlineApp.tsx');
/** The rules page and its worked examples: loaded when first shown. */
const loadRules = (): Promise<typeof RulesPageModule> => import('../screens/RulesPage.tsx');

/** The address of the page: path and query. */
const here = () => window.location.pathname + window.location.search;

/** One engine (a Web Worker) per job, each started on first use. */
function lazyEngine(): () => Engine {
  let engine: Engine | undefined;
  return () => (engine ??= browserEngine());
}

/**
 * The screens and what connects them: the new-game form, the game (one {@link GameController}
 * at a time), the rules page; the saved game in localStorage, records in and out, settings,
 * sound effects; and the pages of online play (lobby, online game, player page, leaderboard),
 * each at its own address, loaded when first opened.
 */
function Shell() {
  const i18n = useI18n();
  const t = i18n.t;
  const storage = window.localStorage;
  const [settings, setSettingsState] = useState<Settings>(() => loadSettings(storage));
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const [form, setForm] = useState<NewGameForm>(() => loadForm(storage));
  const [controller, setController] = useState<GameController | undefined>(undefined);
  const [screen, setScreen] = useState<Screen>('new');
  const [rulesBack, setRulesBack] = useState<Screen>('new');
  // The line above the screen: news (role status), or an error in red (role alert).
  const [notice, setNotice] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const gameEngine = useMemo(lazyEngine, []);
  const analysisEngine = useMemo(lazyEngine, []);
  const analysis = useMemo(() => new AnalysisService(analysisEngine), []);
  const sound = useMemo(() => new SoundPlayer(() => settingsRef.current.sound), []);
  const tRef = useRef(t);
  tRef.current = t;
  const [route, setRoute] = useState<Route>(() => parseRoute(here()));
  const { module: online, error: onlineError } = useLazy(loadOnline, isOnline(route));
  const { module: rulesModule, error: rulesError } = useLazy(loadRules, route.kind === 'rules');
  const [createRequest, setCreateRequest] = useState<NewGameForm | undefined>(undefined);

  /** Goes to `path` (a new history entry unless `replace`). */
  const navigate: OnlineAppProps['navigate'] = (path, options) => {
    if (options?.replace) history.replaceState(null, '', path);
    else history.pushState(null, '', path);
    setRoute(parseRoute(path));
    window.scrollTo?.(0, 0);
  };

  useEffect(() => {
    const onPop = () => setRoute(parseRoute(here()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /** Closes the game on screen, if any. */
  const close = () => {
    controller?.dispose();
    setController(undefined);
  };

  const start = (game: Game, message = '') => {
    close();
    gameEngine().cancel();
    analysis.reset();
    const next = new GameController(
      game,
      {
        engine: gameEngine,
        t: () => tRef.current,
        speed: () => settingsRef.current.speed,
        reducedMotion: prefersReducedMotion,
        save: (g) => saveGame(storage, g),
        saveReview: (at) => saveReview(storage, at),
        onStep: (event, ms, g) => sound.step(event, ms, g),
      },
      message,
    );
    saveGame(storage, game);
    saveReview(storage, undefined);
    setController(next);
    setScreen('game');
    return next;
  };

  const openRecord = (text: string, review = false) => {
    const opened = importRecord(text, form.presetId);
    if (!opened.ok) {
      setNotice({ text: t(importErrorKey(opened.error.code)), error: true });
      return;
    }
    const stated = statedBeforeSweepOf(text);
    const news = stated
      ? `${t('game.imported')} ${t('game.importedStated', { south: stated.south, north: stated.north })}`
      : t('game.imported');
    const controller = start(opened.value, news);
    if (review) controller.review(opened.value.actions.length);
    setNotice({ text: news, error: false });
  };

  const importFile = (file: File) => {
    void file.text().then(openRecord);
  };

  /** Opens the record in the address's `#record=`, if any, and takes it out of the address. */
  const openLinked = (): boolean => {
    const linked = recordFromHash(window.location.hash);
    if (linked === undefined) return false;
    history.replaceState(null, '', window.location.pathname + window.location.search);
    openRecord(linked);
    return true;
  };
  const openLinkedRef = useRef(openLinked);
  openLinkedRef.current = openLinked;

  // A link pasted into the address bar of an open tab changes only the hash: open it too.
  useEffect(() => {
    const changed = () => openLinkedRef.current();
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);

  // On start: a record in the link, else the game of the last visit (in review where it was
  // left in review), else the new-game screen.
  useEffect(() => {
    if (openLinked()) return;
    const saved = loadGame(storage);
    if (saved) {
      const review = loadReview(storage);
      const over = saved.ended !== undefined;
      const next = start(
        saved,
        over ? t('game.restored') : `${t('game.restored')} ${nextToMove(t, current(saved))}`,
      );
      if (review !== undefined) next.review(review);
      // Opened at an online page: the local game waits quietly behind its tab.
      if (!isOnline(route)) setNotice({ text: t('game.restored'), error: false });
    }
  }, []);

  // Browsers allow sound only after a user gesture: audio starts on the first one.
  useEffect(() => {
    const unlock = () => sound.unlock();
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    };
  }, []);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('app.title');
  }, [i18n.language]);

  const setSettings = (next: Settings) => {
    settingsRef.current = next;
    setSettingsState(next);
    saveSettings(storage, next);
    // Turned on by a click or a key press: a gesture, so audio may start now.
    if (next.sound) sound.unlock();
  };

  const game = controller?.view.game;
  const startFromForm = (config: GameConfig, used: NewGameForm) => {
    setForm(used);
    saveForm(storage, used);
    setNotice(undefined);
    const fresh = newGame(config);
    start(fresh, t('announce.newGame', { next: nextToMove(t, current(fresh)) }));
  };

  /** Goes to a screen of the local app (leaving online play, or a page not found). */
  const showLocal = (s: Screen) => {
    if (route.kind !== 'local') navigate(routePath({ kind: 'local' }));
    setScreen(s);
  };

  const names = game && playerNames(t, game.config.seats);
  const playing = game;
  // The rules page shows the game's rules when reached from the game, else the form's.
  const rulesOf = playing && rulesBack === 'game' ? playing.config : undefined;

  return (
    <>
      <a class="skip-link" href="#main">
        {t('app.skipToBoard')}
      </a>
      <Header
        screen={route.kind === 'rules' ? 'rules' : isOnline(route) ? 'online' : screen}
        hasGame={playing !== undefined}
        settings={settings}
        onSettings={setSettings}
        onScreen={(s) => {
          setNotice(undefined);
          if (s === 'online') {
            navigate(routePath({ kind: 'lobby' }));
            return;
          }
          if (s === 'rules') {
            if (route.kind === 'local') setRulesBack(screen);
            navigate(routePath({ kind: 'rules', set: undefined }));
            return;
          }
          showLocal(s);
        }}
      />
      <main id="main" tabIndex={-1}>
        {notice && (
          <p
            class={`notice${notice.error ? ' failed' : ''}`}
            role={notice.error ? 'alert' : 'status'}
          >
            {notice.text}
            <button type="button" class="button link" onClick={() => setNotice(undefined)}>
              {t('common.close')}
            </button>
          </p>
        )}
        {route.kind === 'notFound' && (
          <NotFound onStart={() => navigate(routePath({ kind: 'local' }))} />
        )}
        {isOnline(route) &&
          (online ? (
            <online.OnlineApp
              route={route}
              navigate={navigate}
              createRequest={createRequest}
              onCreateTaken={() => setCreateRequest(undefined)}
              onNewGame={() => {
                const next: NewGameForm = { ...form, opponent: 'online' };
                setForm(next);
                saveForm(storage, next);
                showLocal('new');
              }}
              onOpenRecord={(text) => {
                showLocal('game');
                openRecord(text, true);
              }}
              speed={() => settingsRef.current.speed}
              reducedMotion={prefersReducedMotion}
              onStep={(event, ms, g) => sound.step(event, ms, g)}
            />
          ) : (
            <p class={onlineError ? 'error' : 'loading'} role="status">
              {onlineError ? t('app.loadError', { message: onlineError }) : t('online.loading')}
            </p>
          ))}
        {route.kind === 'local' && screen === 'new' && (
          <NewGame
            initial={form}
            canContinue={playing !== undefined && playing.ended === undefined}
            onStart={startFromForm}
            onContinue={() => setScreen('game')}
            onImport={importFile}
            onFormChange={setForm}
            onStartOnline={(used) => {
              setForm(used);
              saveForm(storage, used);
              setNotice(undefined);
              setCreateRequest(used);
              navigate(routePath({ kind: 'lobby' }));
            }}
          />
        )}
        {route.kind === 'local' && screen === 'game' && controller && names && (
          <GameScreen
            controller={controller}
            analysis={analysis}
            analysisOpen={settings.analysis}
            onToggleAnalysis={() => setSettings({ ...settings, analysis: !settings.analysis })}
            onNewGame={() => {
              clearGame(storage);
              setScreen('new');
            }}
            onRematch={() => {
              const fresh = newGame(rematchConfig(controller.view.game.config));
              start(fresh, t('announce.newGame', { next: nextToMove(t, current(fresh)) }));
            }}
            onRules={() => {
              setRulesBack('game');
              navigate(routePath({ kind: 'rules', set: undefined }));
            }}
            onImport={importFile}
            record={() => exportRecord(controller.view.game, names)}
            link={() => recordLink(window.location.href, exportRecord(controller.view.game, names))}
          />
        )}
        {route.kind === 'rules' && !rulesModule && (
          <p class={rulesError ? 'error' : 'loading'} role="status">
            {rulesError ? t('app.loadError', { message: rulesError }) : t('online.loading')}
          </p>
        )}
        {route.kind === 'rules' && rulesModule && (
          <rulesModule.RulesPage
            rules={rulesOf?.rules ?? formRulesOrDefault(form)}
            presetId={rulesOf?.presetId ?? form.presetId}
            shown={route.set}
            onShow={(set) => navigate(routePath({ kind: 'rules', set }), { replace: true })}
            onBack={() => showLocal(rulesBack === 'game' && playing ? 'game' : 'new')}
          />
        )}
      </main>
    </>
  );
}

/** The rules the new-game form shows (for the rules page before a game is started). */
function formRulesOrDefault(form: NewGameForm): RuleSet {
  const rules = formRules(form);
  if (rules.ok) return rules.value;
  const fallback = formRules(defaultForm());
  if (!fallback.ok)
    throw new Error(`the default form's rules are refused: ${fallback.error.message}`);
  return fallback.value;
}
