import { opponent, type Arrangement, type Side } from '@kalaha/rules';
import { useRef, useState } from 'preact/hooks';
import {
  draftProblem,
  moveSeed,
  newDraft,
  seedsAt,
  spreadEvenly,
  tap,
  type ArrangementDraft,
  type Spot,
} from '../game/arrangement.ts';
import { useT } from '../i18n/context.ts';

/** What the set-up screen lays out and where it sends the lay-out. */
export interface RoundSetupProps {
  /** What the loser may lay out (`arrangementsAllowed` of `@kalaha/rules`). */
  readonly allowed: Arrangement;
  /** The seeds the winner of the round holds (he mirrors the pattern and banks the rest). */
  readonly winnerSeeds: number;
  /** The loser lays out `pattern` (his row, house 1 first). */
  readonly onArrange: (pattern: readonly number[]) => void;
  /** The rules library's refusal of the last lay-out, if any. */
  readonly error?: string | undefined;
}

/**
 * The round set-up of Giuthi (docs/RULES.md 4): the loser of the round lays out his seeds in his row of
 * the next round's board, at least one in every house, all of them placed. Seeds move one at a
 * time: dragged from the hand or a house to another (pointer events), or tapped (tap a house or
 * the hand to take a seed, tap another to put it), or with each house's + and − buttons (a seed
 * from the hand, back to the hand). Every control is a button, so the keyboard does all of it.
 * The winner's row mirrors the pattern as it grows, his other seeds in his bank. The lay-out is
 * offered once it is valid; until then the screen says what is missing.
 */
export function RoundSetup({ allowed, winnerSeeds, onArrange, error }: RoundSetupProps) {
  const t = useT();
  const [draft, setDraft] = useState<ArrangementDraft>(() => newDraft(allowed));
  const drag = useRef<Spot | undefined>(undefined);
  const side = allowed.side;
  const winner = opponent(side);
  const m = allowed.houses;
  const problem = draftProblem(draft);
  const placed = allowed.seeds - draft.hand;
  const seeds = (count: number) => t('common.seeds', { count });

  const onPointerDown = (spot: Spot) => (event: PointerEvent) => {
    if (seedsAt(draft, spot) === 0 || event.button !== 0) return;
    drag.current = spot;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = drag.current;
    drag.current = undefined;
    if (from === undefined) return;
    const target = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-spot]');
    const to = target ? parseSpot(target.dataset.spot!) : undefined;
    // Dropped on another spot: one seed moves. Released where it started, the click that follows
    // is a tap (a press and release on two elements clicks neither).
    if (to !== undefined && to !== from) setDraft(moveSeed(draft, from, to));
  };
  const onTap = (spot: Spot) => setDraft(tap(draft, spot));

  const column = (n: number, of: Side) => (of === 'south' ? n : m + 1 - n);
  const houseCells = [];
  for (let n = 1; n <= m; n++) {
    const count = draft.houses[n - 1]!;
    const taken = draft.taken === n;
    houseCells.push(
      <div key={n} class="setup-cell" style={{ gridColumn: column(n, side) }}>
        <button
          type="button"
          class={`setup-house${taken ? ' taken' : ''}${count === 0 ? ' empty' : ''}`}
          data-spot={String(n)}
          aria-pressed={taken}
          aria-label={t('giuthi.setup.house', { house: n, seeds: seeds(count) })}
          onPointerDown={onPointerDown(n)}
          onClick={() => onTap(n)}
        >
          <span class="setup-count">{count}</span>
        </button>
        <span class="setup-steppers">
          <button
            type="button"
            class="stepper"
            aria-label={t('giuthi.setup.less', { house: n })}
            disabled={count === 0}
            onClick={() => setDraft(moveSeed(draft, n, 'hand'))}
          >
            −
          </button>
          <button
            type="button"
            class="stepper"
            aria-label={t('giuthi.setup.more', { house: n })}
            disabled={draft.hand === 0}
            onClick={() => setDraft(moveSeed(draft, 'hand', n))}
          >
            +
          </button>
        </span>
      </div>,
    );
  }
  const mirror = [];
  for (let n = 1; n <= m; n++) {
    mirror.push(
      <span
        key={n}
        class="setup-mirror"
        style={{ gridColumn: column(n, winner) }}
        role="img"
        aria-label={t('giuthi.setup.mirrorHouse', {
          side: winner,
          house: n,
          seeds: seeds(draft.houses[n - 1]!),
        })}
      >
        {draft.houses[n - 1]}
      </span>,
    );
  }
  const mirrorRow = (
    <div class="setup-row mirror" style={{ '--houses': String(m) }}>
      {mirror}
    </div>
  );
  const ownRow = (
    <div class="setup-row own" style={{ '--houses': String(m) }}>
      {houseCells}
    </div>
  );

  return (
    <section class="panel giuthi-setup" aria-labelledby="setup-title" onPointerUp={onPointerUp}>
      <h2 id="setup-title">{t('giuthi.setup.title', { side })}</h2>
      <p>
        {t('giuthi.setup.intro', { side, seeds: seeds(allowed.seeds), houses: m })}{' '}
        {t('giuthi.setup.how')}
      </p>
      <div class="setup-board">
        {winner === 'north' ? mirrorRow : ownRow}
        {winner === 'north' ? ownRow : mirrorRow}
      </div>
      <p class="setup-bank">
        {t('giuthi.setup.mirror', {
          side: winner,
          seeds: seeds(Math.max(0, winnerSeeds - placed)),
        })}
      </p>
      <div class="setup-tools">
        <button
          type="button"
          class={`setup-hand${draft.taken === 'hand' ? ' taken' : ''}`}
          data-spot="hand"
          aria-pressed={draft.taken === 'hand'}
          aria-label={t('giuthi.setup.hand', { seeds: seeds(draft.hand) })}
          onPointerDown={onPointerDown('hand')}
          onClick={() => onTap('hand')}
        >
          {t('giuthi.setup.handShort', { count: draft.hand })}
        </button>
        <button
          type="button"
          class="button secondary"
          onClick={() => setDraft(spreadEvenly(draft))}
        >
          {t('giuthi.setup.spread')}
        </button>
        <button type="button" class="button secondary" onClick={() => setDraft(newDraft(allowed))}>
          {t('giuthi.setup.clear')}
        </button>
      </div>
      <p class="setup-status" role="status">
        {draft.taken !== undefined && t('giuthi.setup.holding')}{' '}
        {problem?.kind === 'unplaced' && t('giuthi.setup.unplaced', { count: problem.seeds })}
        {problem?.kind === 'empty' &&
          t('giuthi.setup.empty', {
            houses: problem.houses.join(', '),
            count: problem.houses.length,
          })}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        class="button primary"
        disabled={problem !== undefined}
        onClick={() => onArrange(draft.houses)}
      >
        {t('giuthi.setup.done')}
      </button>
    </section>
  );
}

function parseSpot(text: string): Spot | undefined {
  if (text === 'hand') return 'hand';
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
