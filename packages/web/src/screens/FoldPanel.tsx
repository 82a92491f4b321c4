import type { ComponentChildren } from 'preact';
import { useMediaQuery } from '../app/media.ts';

/**
 * Screens at least this wide (CSS px) show the game's panels beside the board, open; narrower
 * ones (phones, tablets in portrait) show them below it, folded (app.css `.game-screen`).
 */
export const PANELS_BESIDE_QUERY = '(min-width: 1100px)';

/**
 * A panel of the game screen that folds away under its heading (a `<details>` element): open
 * beside the board on a wide screen, folded below it on a phone until its heading is tapped.
 * `id` names the heading, for the elements the panel labels with it.
 */
export function FoldPanel({
  id,
  title,
  kind,
  children,
}: {
  id: string;
  title: string;
  /** The panel's own class (`moves`, `analysis`…). */
  kind: string;
  children: ComponentChildren;
}) {
  const beside = useMediaQuery(PANELS_BESIDE_QUERY);
  return (
    <details class={`panel fold ${kind}`} open={beside}>
      <summary>
        <h2 id={id}>{title}</h2>
      </summary>
      {children}
    </details>
  );
}
