import type { PuzzleSet, PuzzleTheme } from '@kalaha/engine';
import { PUZZLE_THEMES } from '@kalaha/engine';
import { bundledPuzzles } from '@kalaha/engine/puzzles';
import { ruleSet, unwrap } from '@kalaha/rules';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { presetName } from '../app/names.ts';
import type { KeyValueStore } from '../game/persist.ts';
import { useT } from '../i18n/context.ts';
import { choosePuzzle, presetsWithPuzzles, themeNamed } from './puzzle-choice.ts';
import { errorText } from '../online/errors.ts';
import { OnlineApi } from '../online/api.ts';
import { loadIdentity } from '../online/identity.ts';
import {
  loadPuzzleRatings,
  savePuzzleRatings,
  withServerRatings,
  type PuzzleRatings,
} from './puzzle-ratings.ts';
import type { BoardAnimation } from '../game/animate.ts';
import { PuzzleBoard } from './PuzzleBoard.tsx';
import './puzzles.css';

/** The API of the server that served the page. */
const SERVER = new OnlineApi();

/** What the puzzle page is asked to show (its address, `routes.ts`). */
export interface PuzzleAddress {
  readonly set: string | undefined;
  readonly theme: string | undefined;
  readonly number: number | undefined;
}

/** The puzzle page's ties to the app. */
export interface PuzzlePageProps extends BoardAnimation {
  readonly address: PuzzleAddress;
  /** The preset shown when the address names none with puzzles (the new-game form's). */
  readonly presetId: string;
  /** Shows another puzzle (a new address; `replace` for a change of filter). */
  readonly onShow: (address: PuzzleAddress, replace?: boolean) => void;
  /** Where the ratings are kept (localStorage). */
  readonly storage: KeyValueStore;
  /** Today, for the puzzle of the day. */
  readonly today: () => Date;
  /** The server's API (the page's own server by default): online players' ratings are kept there. */
  readonly api?: OnlineApi;
}

/**
 * The puzzle page (issue 19): the rule set and theme filters, the player's puzzle rating, and one
 * puzzle ({@link PuzzleBoard}): by default the puzzle of the day of the rules and theme chosen,
 * the same for everybody (the terminal's `kalaha puzzle` too). The puzzles are those that come
 * with the engine, proven by its solver. The ratings are kept in the browser; a player who plays
 * online (an identity in this browser) has them kept on the server too: each answer is sent
 * there, and the server's rating is the one shown.
 */
export function PuzzlePage({
  address,
  presetId,
  onShow,
  storage,
  today,
  api = SERVER,
  ...animation
}: PuzzlePageProps) {
  const t = useT();
  const presets = useMemo(presetsWithPuzzles, []);
  const shownId =
    presets.find((p) => p === address.set) ?? presets.find((p) => p === presetId) ?? presets[0]!;
  // The preset's puzzles, a chunk of their own, loaded when it is first shown.
  const [loaded, setLoaded] = useState<{ presetId: string; set: PuzzleSet } | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setLoadError(undefined);
    bundledPuzzles(unwrap(ruleSet(shownId))).then(
      (set) => {
        if (live && set) setLoaded({ presetId: shownId, set });
      },
      (error: unknown) => {
        if (live) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [shownId]);
  const set = loaded?.presetId === shownId ? loaded.set : undefined;
  const theme = themeNamed(address.theme);
  const choice = set && choosePuzzle(set, theme, address.number, today());
  const [ratings, setRatings] = useState<PuzzleRatings>(() => loadPuzzleRatings(storage));
  const ratingsRef = useRef(ratings);
  const identity = useMemo(() => loadIdentity(storage), []);
  // Why the server did not take the last answer (shown under the rating), if it did not.
  const [unsent, setUnsent] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const keep = (next: PuzzleRatings) => {
    ratingsRef.current = next;
    setRatings(next);
    savePuzzleRatings(storage, next);
  };
  // A player who plays online: the server's rating, from every device he plays on.
  useEffect(() => {
    if (!identity) return;
    void api.playerPuzzles(identity.playerId).then((answer) => {
      if (answer.ok && answer.value.rating) {
        keep(withServerRatings(ratingsRef.current, answer.value.rating));
      }
    });
  }, []);
  /** Keeps the ratings after an answer and, for a player who plays online, sends it. */
  const rate = (next: PuzzleRatings, answer: { key: string; position: string; house: number }) => {
    keep(next);
    if (!identity) return;
    const attempt = { presetId: shownId, position: answer.position, house: answer.house };
    void api.answerPuzzle(identity, attempt).then((result) => {
      if (!result.ok) {
        setUnsent(errorText(t, result.error));
        return;
      }
      setUnsent(undefined);
      const { player, puzzle } = result.value;
      keep(withServerRatings(ratingsRef.current, player, { key: answer.key, rating: puzzle }));
    });
  };
  const filter = (set: string, chosen: PuzzleTheme | undefined) =>
    onShow({ set, theme: chosen, number: undefined }, true);

  return (
    <article class="screen puzzle-page" aria-labelledby="puzzles-title">
      <h1 id="puzzles-title" ref={heading} tabIndex={-1}>
        {t('nav.puzzles')}
      </h1>
      <p class="muted">{t('puzzles.intro')}</p>
      <div class="puzzle-filters">
        <label class="field compact">
          <span>{t('puzzles.rules')}</span>
          <select
            value={shownId}
            onChange={(e) => filter((e.target as HTMLSelectElement).value, theme)}
          >
            {presets.map((p) => (
              <option key={p} value={p}>
                {presetName(t, p)}
              </option>
            ))}
          </select>
        </label>
        <label class="field compact">
          <span>{t('puzzles.theme')}</span>
          <select
            value={theme ?? ''}
            onChange={(e) => filter(shownId, themeNamed((e.target as HTMLSelectElement).value))}
          >
            <option value="">{t('puzzles.allThemes')}</option>
            {PUZZLE_THEMES.map((name) => (
              <option key={name} value={name}>
                {t(`puzzles.themeName.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="puzzle-player" data-rating={Math.round(ratings.player.rating)}>
        <span>{t('puzzles.yourRating')}</span>{' '}
        <strong>
          {Math.round(ratings.player.rating)} ± {Math.round(ratings.player.rd)}
        </strong>
        {ratings.tried > 0 && (
          <span class="muted small">
            {' · '}
            {t('puzzles.record', { solved: ratings.solved, tried: ratings.tried })}
          </span>
        )}
      </p>
      {unsent !== undefined && (
        <p class="error" role="alert">
          {t('puzzles.unsent', { reason: unsent })}
        </p>
      )}
      {set === undefined ? (
        <p class={loadError ? 'error' : 'loading'} role="status">
          {loadError ? t('app.loadError', { message: loadError }) : t('online.loading')}
        </p>
      ) : choice === undefined ? (
        <p class="notice" role="status">
          {t('puzzles.none')}
        </p>
      ) : (
        <PuzzleBoard
          key={`${shownId} ${choice.number}`}
          presetId={shownId}
          set={set}
          theme={theme}
          choice={choice}
          ratings={ratings}
          onRate={rate}
          onShow={(number) => onShow({ set: shownId, theme, number })}
          {...animation}
        />
      )}
    </article>
  );
}
