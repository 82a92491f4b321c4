import type { Pit } from '@kalaha/rules';
import type { Flight } from './state.ts';

/** The share of a step in which its seeds fly; they land at this point of the step. */
export const FLIGHT_SHARE = 0.8;

/**
 * Draws the seeds of one animation step flying from pit to pit: a marble per flight (several
 * seeds travel as one marble with their number) that glides over the board with the Web Animations
 * API from the centre of its source pit to the centre of its target pit, in {@link FLIGHT_SHARE} of
 * the step. The marbles live in their own overlay element, outside the rendered tree.
 *
 * @param board the board element (holds the pits, each marked `data-pit`).
 * @param stepMs the step's duration in milliseconds.
 * @returns a function that removes the marbles at once (the step was cut short).
 */
export function animateFlights(
  board: HTMLElement,
  flights: readonly Flight[],
  stepMs: number,
): () => void {
  const overlay = document.createElement('div');
  overlay.className = 'flights';
  overlay.setAttribute('aria-hidden', 'true');
  board.appendChild(overlay);
  const origin = board.getBoundingClientRect();
  const duration = Math.max(1, Math.round(stepMs * FLIGHT_SHARE));
  for (const flight of flights) {
    const from = centre(board, flight.from, origin);
    const to = centre(board, flight.to, origin);
    if (!from || !to) continue;
    const marble = document.createElement('span');
    marble.className = `marble flying${flight.seeds > 1 ? ' many' : ''}`;
    if (flight.seeds > 1) marble.textContent = String(flight.seeds);
    overlay.appendChild(marble);
    const lift = Math.min(40, Math.hypot(to.x - from.x, to.y - from.y) * 0.25);
    marble.animate(
      [
        { transform: `translate(${from.x}px, ${from.y}px) scale(1)` },
        {
          transform: `translate(${(from.x + to.x) / 2}px, ${(from.y + to.y) / 2 - lift}px) scale(1.25)`,
        },
        { transform: `translate(${to.x}px, ${to.y}px) scale(1)` },
      ],
      { duration, easing: 'ease-in-out', fill: 'forwards' },
    );
  }
  return () => overlay.remove();
}

function centre(
  board: HTMLElement,
  pit: Pit,
  origin: DOMRect,
): { x: number; y: number } | undefined {
  const id = pit.kind === 'store' ? `${pit.side}-store` : `${pit.side}-${pit.house}`;
  const el =
    board.querySelector(`[data-pit="${id}"] .bowl`) ?? board.querySelector(`[data-pit="${id}"]`);
  if (!el) return undefined;
  const r = el.getBoundingClientRect();
  return { x: r.left - origin.left + r.width / 2, y: r.top - origin.top + r.height / 2 };
}
