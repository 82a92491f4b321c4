import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RuleSet } from '@kalaha/rules';
import {
  defaultForm,
  formRules,
  loadForm,
  rematchConfig,
  saveForm,
  type NewGameForm,
} from '../game/new-game.ts';
import { afterFirstPaints, useLazy } from './lazy.ts';
import { recordFromHash } from '../game/record-link.ts';
import { hasSavedGame } from '../game/saved-keys.ts';
import type { GameController } from '../game/controller.ts';
import type { GameConfig } from '../game/session.ts';
import { I18nContext, useI18n } from '../i18n/context.ts';
import type { I18n } from '../i18n/i18n.ts';
import type * as OnlineAppModule from '../online/OnlineApp.tsx';
import type { OnlineAppProps } from '../online/OnlineApp.tsx';
import { isOnline, parseRoute, routePath, type Route } from '../online/routes.ts';
import { NotFound } from '../screens/NotFound.tsx';
import { NewGame } from '../screens/NewGame.tsx';
import type * as RulesPageModule from '../screens/RulesPage.tsx';
import type * as PuzzlePageModule from '../puzzles/PuzzlePage.tsx';
import type * as LessonPageModule from '../lessons/LessonPage.tsx';
import { Header } from './Header.tsx';
import type * as LocalPlayModule from './local-play.tsx';
import type { GameRequest } from './local-play.tsx';
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
/** The puzzle page and the puzzles that come with the engine: loaded when first shown. */
const loadPuzzles = (): Promise<typeof PuzzlePageModule> => import('../puzzles/PuzzlePage.tsx');
/** The lesson page and the course builder: loaded when first shown. */
const loadLessons = (): Promise<typeof LessonPageModule> => import('../lessons/LessonPage.tsx');
/** Local play (the game screen, its controller, records, the engines): not in the first load. */
const loadLocalPlay = (): Promise<typeof LocalPlayModule> => import('./local-play.tsx');

/** The address of the page: path and query. */
const here = () => window.location.pathname + window.location.search;

/**
 * The request to open the record in the address's `#record=` (`presetId` for a record that names
 * none), if there is one; the record is taken out of the address, so that a reload does not open
 * it again.
 */
function linkedRequest(presetId: string): GameRequest | undefined {
  const linked = recordFromHash(window.location.hash);
  if (linked === undefined) return undefined;
  history.replaceState(null, '', here());
  return { kind: 'record', text: linked, presetId, review: false };
}

/**
 * The screens and what connects them: the new-game form; the game (local play, `local-play.tsx`,
 * loaded once the first screen has settled: a game asked for before it is there opens once it
 * is); the rules page; settings, sound effects; and the pages of online play (lobby, online game,
 * player page, leaderboard), each at its own address, loaded when first opened. On start it opens
 * the record in the link, else the game of the last visit, else shows the new-game form.
 */
function Shell() {
  const i18n = useI18n();
  const t = i18n.t;
  const storage = window.localStorage;
  const [settings, setSettingsState] = useState<Settings>(() => loadSettings(storage));
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const [form, setForm] = useState<NewGameForm>(() => loadForm(storage));
  const [request, setRequest] = useState<GameRequest | undefined>(() => {
    const linked = linkedRequest(form.presetId);
    if (linked) return linked;
    return hasSavedGame(storage) ? { kind: 'restore' } : undefined;
  });
  const [controller, setController] = useState<GameController | undefined>(undefined);
  const [screen, setScreen] = useState<Screen>(request ? 'game' : 'new');
  const [rulesBack, setRulesBack] = useState<Screen>('new');
  // The rules page a lesson was opened from, if it was (the lesson's Back returns there).
  const [learnedFrom, setLearnedFrom] = useState<{ set: string | undefined } | undefined>();
  // The line above the screen: news (role status), or an error in red (role alert).
  const [notice, setNotice] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const sound = useMemo(() => new SoundPlayer(() => settingsRef.current.sound), []);
  const tRef = useRef(t);
  tRef.current = t;
  // Local play is fetched once the first screen has settled, or at once when a game is asked for.
  const [settled, setSettled] = useState(false);
  useEffect(() => afterFirstPaints(() => setSettled(true)), []);
  const { module: localModule, error: localError } = useLazy(
    loadLocalPlay,
    settled || request !== undefined,
  );
  const local = useMemo(
    () =>
      localModule &&
      new localModule.LocalPlay({
        storage,
        t: () => tRef.current,
        speed: () => settingsRef.current.speed,
        reducedMotion: prefersReducedMotion,
        onStep: (event, ms, g) => sound.step(event, ms, g),
      }),
    [localModule],
  );
  const [route, setRoute] = useState<Route>(() => parseRoute(here()));
  const { module: online, error: onlineError } = useLazy(loadOnline, isOnline(route));
  const { module: rulesModule, error: rulesError } = useLazy(loadRules, route.kind === 'rules');
  const { module: puzzlesModule, error: puzzlesError } = useLazy(
    loadPuzzles,
    route.kind === 'puzzles',
  );
  const { module: lessonsModule, error: lessonsError } = useLazy(
    loadLessons,
    route.kind === 'learn',
  );
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

  // Opens the game asked for, once local play is there (before the next paint: the game it
  // replaces is not shown again meanwhile).
  useLayoutEffect(() => {
    if (!local || !request) return;
    setRequest(undefined);
    const opened = local.open(request);
    if (!opened?.ok) {
      if (opened) setNotice({ text: opened.error, error: true });
      if (!controller) setScreen('new');
      return;
    }
    setController(opened.value.controller);
    setScreen('game');
    const { news } = opened.value;
    // Restored at an online page: the local game waits quietly behind its tab.
    if (news !== undefined && !(request.kind === 'restore' && isOnline(route)))
      setNotice({ text: news, error: false });
  }, [local, request]);

  const openRecord = (text: string, review = false) =>
    setRequest({ kind: 'record', text, presetId: form.presetId, review });

  const importFile = (file: File) => {
    void file.text().then((text) => openRecord(text));
  };

  /** Opens the record in the address's `#record=`, if any. */
  const openLinked = () => {
    const linked = linkedRequest(form.presetId);
    if (linked) setRequest(linked);
  };
  const openLinkedRef = useRef(openLinked);
  openLinkedRef.current = openLinked;

  // A link pasted into the address bar of an open tab changes only the hash: open it too.
  useEffect(() => {
    const changed = () => openLinkedRef.current();
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
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
    setRequest({ kind: 'new', config });
    setScreen('game');
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
  /** The rules the rules page and the lesson show: the game's from the game, else the form's. */
  const rulesInUse = () => rulesOf?.rules ?? formRulesOrDefault(form);
  const presetInUse = rulesOf?.presetId ?? form.presetId;
  /** Opens the lesson of the rules in use, or of the preset `set` (issue 19). */
  const learn = (set: string | undefined) => navigate(routePath({ kind: 'learn', set }));
  /** Leaves the lesson for the page it was opened from: the rules page, else the new-game form. */
  const leaveLesson = () => {
    if (learnedFrom !== undefined) navigate(routePath({ kind: 'rules', set: learnedFrom.set }));
    else showLocal('new');
  };

  return (
    <>
      <a class="skip-link" href="#main">
        {t('app.skipToBoard')}
      </a>
      <Header
        screen={
          route.kind === 'rules' || route.kind === 'puzzles'
            ? route.kind
            : route.kind === 'learn'
              ? 'rules'
              : isOnline(route)
                ? 'online'
                : screen
        }
        hasGame={playing !== undefined}
        settings={settings}
        onSettings={setSettings}
        onScreen={(s) => {
          setNotice(undefined);
          if (s === 'online') {
            navigate(routePath({ kind: 'lobby' }));
            return;
          }
          if (s === 'puzzles') {
            navigate(
              routePath({ kind: 'puzzles', set: undefined, theme: undefined, number: undefined }),
            );
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
            onLearn={(used) => {
              setForm(used);
              saveForm(storage, used);
              setRulesBack('new');
              setLearnedFrom(undefined);
              learn(undefined);
            }}
            onStartOnline={(used) => {
              setForm(used);
              saveForm(storage, used);
              setNotice(undefined);
              setCreateRequest(used);
              navigate(routePath({ kind: 'lobby' }));
            }}
          />
        )}
        {route.kind === 'local' &&
          screen === 'game' &&
          (request === undefined && controller && localModule && local && names ? (
            <localModule.LocalGameScreen
              controller={controller}
              names={names}
              analysis={local.analysis}
              analysisOpen={settings.analysis}
              onToggleAnalysis={() => setSettings({ ...settings, analysis: !settings.analysis })}
              onNewGame={() => {
                local.forget();
                setScreen('new');
              }}
              onRematch={() =>
                setRequest({ kind: 'new', config: rematchConfig(controller.view.game.config) })
              }
              onRules={() => {
                setRulesBack('game');
                navigate(routePath({ kind: 'rules', set: undefined }));
              }}
              onImport={importFile}
            />
          ) : (
            <p class={localError ? 'error' : 'loading'} role="status">
              {localError ? t('app.loadError', { message: localError }) : t('online.loading')}
            </p>
          ))}
        {route.kind === 'puzzles' && !puzzlesModule && (
          <p class={puzzlesError ? 'error' : 'loading'} role="status">
            {puzzlesError ? t('app.loadError', { message: puzzlesError }) : t('online.loading')}
          </p>
        )}
        {route.kind === 'puzzles' && puzzlesModule && (
          <puzzlesModule.PuzzlePage
            address={route}
            presetId={form.presetId}
            onShow={(address, replace) =>
              navigate(
                routePath({ kind: 'puzzles', ...address }),
                replace ? { replace } : undefined,
              )
            }
            storage={storage}
            today={() => new Date()}
            speed={() => settingsRef.current.speed}
            reducedMotion={prefersReducedMotion}
            onStep={(event, ms) => sound.step(event, ms, undefined)}
          />
        )}
        {route.kind === 'rules' && !rulesModule && (
          <p class={rulesError ? 'error' : 'loading'} role="status">
            {rulesError ? t('app.loadError', { message: rulesError }) : t('online.loading')}
          </p>
        )}
        {route.kind === 'rules' && rulesModule && (
          <rulesModule.RulesPage
            rules={rulesInUse()}
            presetId={presetInUse}
            shown={route.set}
            onShow={(set) => navigate(routePath({ kind: 'rules', set }), { replace: true })}
            onBack={() => showLocal(rulesBack === 'game' && playing ? 'game' : 'new')}
            onLearn={(set) => {
              setLearnedFrom({ set: route.set });
              learn(set);
            }}
          />
        )}
        {route.kind === 'learn' && !lessonsModule && (
          <p class={lessonsError ? 'error' : 'loading'} role="status">
            {lessonsError ? t('app.loadError', { message: lessonsError }) : t('online.loading')}
          </p>
        )}
        {route.kind === 'learn' && lessonsModule && (
          <lessonsModule.LessonPage
            key={route.set ?? ''}
            rules={rulesInUse()}
            presetId={presetInUse}
            shown={route.set}
            onBack={leaveLesson}
            speed={() => settingsRef.current.speed}
            reducedMotion={prefersReducedMotion}
            onStep={(event, ms) => sound.step(event, ms, undefined)}
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
