import type { PuzzleTheme } from '@kalaha/engine';
import { PUZZLE_THEMES } from '@kalaha/engine';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { presetName } from '../app/names.ts';
import type { KeyValueStore } from '../game/persist.ts';
import { useT } from '../i18n/context.ts';
import { choosePuzzle, presetsWithPuzzles, themeNamed } from './puzzle-choice.ts';
import { loadPuzzleRatings, savePuzzleRatings, type PuzzleRatings } from './puzzle-ratings.ts';
import { PuzzleBoard, type PuzzleAnimation } from './PuzzleBoard.tsx';
import './puzzles.css';

/** What the puzzle page is asked to show (its address, `routes.ts`). */
export interface PuzzleAddress {
  readonly set: string | undefined;
  readonly theme: string | undefined;
  readonly number: number | undefined;
}

/** The puzzle page's ties to the app. */
export interface PuzzlePageProps extends PuzzleAnimation {
  readonly address: PuzzleAddress;
  /** The preset shown when the address names none with puzzles (the new-game form's). */
  readonly presetId: string;
  /** Shows another puzzle (a new address; `replace` for a change of filter). */
  readonly onShow: (address: PuzzleAddress, replace?: boolean) => void;
  /** Where the ratings are kept (localStorage). */
  readonly storage: KeyValueStore;
  /** Today, for the puzzle of the day. */
  readonly today: () => Date;
}

/**
 * The puzzle page (issue 19): the rule set and theme filters, the player's puzzle rating, and one
 * puzzle ({@link PuzzleBoard}): by default the puzzle of the day of the rules and theme chosen,
 * the same for everybody (the terminal's `kalaha puzzle` too). The puzzles are those that come
 * with the engine, proven by its solver.
 */
export function PuzzlePage({
  address,
  presetId,
  onShow,
  storage,
  today,
  ...animation
}: PuzzlePageProps) {
  const t = useT();
  const presets = useMemo(presetsWithPuzzles, []);
  const shown =
    presets.find((p) => p.presetId === address.set) ??
    presets.find((p) => p.presetId === presetId) ??
    presets[0]!;
  const theme = themeNamed(address.theme);
  const choice = choosePuzzle(shown.set, theme, address.number, today());
  const [ratings, setRatings] = useState<PuzzleRatings>(() => loadPuzzleRatings(storage));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const rate = (next: PuzzleRatings) => {
    setRatings(next);
    savePuzzleRatings(storage, next);
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
            value={shown.presetId}
            onChange={(e) => filter((e.target as HTMLSelectElement).value, theme)}
          >
            {presets.map((p) => (
              <option key={p.presetId} value={p.presetId}>
                {presetName(t, p.presetId)}
              </option>
            ))}
          </select>
        </label>
        <label class="field compact">
          <span>{t('puzzles.theme')}</span>
          <select
            value={theme ?? ''}
            onChange={(e) =>
              filter(shown.presetId, themeNamed((e.target as HTMLSelectElement).value))
            }
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
      {choice === undefined ? (
        <p class="notice" role="status">
          {t('puzzles.none')}
        </p>
      ) : (
        <PuzzleBoard
          key={`${shown.presetId} ${choice.number}`}
          presetId={shown.presetId}
          set={shown.set}
          theme={theme}
          choice={choice}
          ratings={ratings}
          onRate={rate}
          onShow={(number) => onShow({ set: shown.presetId, theme, number })}
          {...animation}
        />
      )}
    </article>
  );
}
