import type { Direction, PerSide, Pit, Side } from '@kalaha/rules';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import { animateFlights } from './flights.ts';
import { useBoardKeys } from './input.ts';
import { gridPlace, topSide, useTurned, type BoardView } from './layout.ts';
import { marbleSpots } from './marbles.ts';
import { directionOnScreen, openArrows, type BoardState } from './state.ts';
import './board.css';

/** What the board shows and whom it tells about the user's choices. */
export interface BoardProps {
  /** The headless state to draw. */
  readonly state: BoardState;
  /** Milliseconds the current animation step lasts (0: no animation). */
  readonly stepMs: number;
  /** The players as shown on screen, for the turn line. */
  readonly names: PerSide<string>;
  /** True while the computer thinks about its move. */
  readonly thinking?: boolean;
  /**
   * The user sows `house` (always one of `state.legal`), in Giuthi in `direction` (one of
   * `state.directions[house]`).
   */
  readonly onPlay: (house: number, direction?: Direction) => void;
  /** The keyboard moved the focus: the new state to keep. */
  readonly onChange: (state: BoardState) => void;
  /** The side whose row is drawn nearest the user: the player's own (South by default). */
  readonly bottom?: Side;
  /**
   * False when the screen shows the players itself, above and below the board (online: name,
   * rating, clock); true by default, the players' names above and below the rows.
   */
  readonly playerLabels?: boolean;
}

/**
 * The Kalaha board: two rows of houses, a store at each player's right (the near player's on the
 * right, the far player's on the left; the near player is `bottom`, South unless the user plays North; in Wari and Obridjie a bank in the same place, drawn
 * apart from the track since no seed is sown into it), marbles and counts, house numbers, whose turn it is.
 * Houses are buttons named for screen readers ("South house 3, 6 seeds"); the houses the user may
 * play are highlighted and pressable, the others are marked disabled. In Giuthi (docs/RULES.md 4) a
 * house that may be sown both ways shows two arrow buttons when pressed, counter-clockwise and
 * clockwise, each drawn pointing the way the seeds go on screen; a house with one legal direction
 * (always so during a further choice inside a turn) is sown at once in that direction, which the
 * turn line names. On a phone in portrait the board is turned a quarter turn so that the rows run
 * down the screen (`layout.ts`); the arrows then point up and down. Draws `state` and nothing else:
 * all changes go through `onPlay` and `onChange`.
 */
export function Board({
  state,
  stepMs,
  names,
  thinking = false,
  onPlay,
  onChange,
  bottom = 'south',
  playerLabels = true,
}: BoardProps) {
  const t = useT();
  const view: BoardView = { bottom, turned: useTurned() };
  const root = useRef<HTMLDivElement>(null);
  const previous = useRef<BoardState>(state);
  // A house pressed: sown at once, or in Giuthi its arrows shown when both directions are legal.
  const activate = (house: number) => {
    const directions = state.directions?.[house];
    if (!directions) onPlay(house);
    else if (directions.length > 1) onChange(openArrows(state, house, bottom));
    else onPlay(house, directions[0]);
  };
  const onKeyDown = useBoardKeys(
    state,
    (house, direction) => (direction ? onPlay(house, direction) : activate(house)),
    onChange,
    view,
  );

  // Seeds arriving in this step appear when their flight lands.
  const arriving = (pit: Pit, count: number): number => {
    const before = previous.current;
    if (stepMs === 0 || state.flights.length === 0 || before.step + 1 !== state.step) return 0;
    const was =
      pit.kind === 'store' ? before.stores[pit.side] : before.houses[pit.side][pit.house - 1]!;
    return Math.max(0, count - was);
  };

  useLayoutEffect(() => {
    previous.current = state;
    if (root.current && stepMs > 0 && state.flights.length > 0) {
      return animateFlights(root.current, state.flights, stepMs);
    }
    return undefined;
  }, [state.step]);

  // Keep DOM focus on the roving house while the board has focus.
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || state.focus === undefined || !el.contains(document.activeElement)) return;
    const target = state.arrows
      ? `[data-arrow="${state.arrows.focus}"]`
      : `[data-pit="${state.turn}-${state.focus}"]`;
    el.querySelector<HTMLButtonElement>(target)?.focus();
  }, [state.focus, state.turn, state.arrows?.house, state.arrows?.focus]);

  const m = state.houseCount;
  const anyLegal = state.legal.length > 0;
  const tabStop: Pit = anyLegal
    ? { kind: 'house', side: state.turn, house: state.focus ?? state.legal[0]! }
    : { kind: 'house', side: 'south', house: 1 };
  const style = { '--houses': String(m), '--step-ms': `${stepMs}ms` };

  const house = (side: Side, n: number) => {
    const seeds = state.houses[side][n - 1]!;
    const pit: Pit = { kind: 'house', side, house: n };
    const legal = side === state.turn && state.legal.includes(n);
    const hinted = legal && state.hint === n;
    const near = side === bottom ? 'near' : 'far';
    const place = gridPlace(view, m, pit);
    const classes = [
      'pit',
      'house',
      side,
      near,
      legal && 'legal',
      hinted && 'hinted',
      isPit(state.active, pit) && 'active',
      isPit(state.lifted, pit) && 'lifted',
    ];
    const last = state.lastMove?.side === side && state.lastMove.house === n;
    const label = t('board.house', { side, house: n, seeds: t('common.seeds', { count: seeds }) });
    // In Giuthi (docs/RULES.md 4) the hint names its direction too.
    const hintedText = state.hintDirection
      ? `${t('board.hinted')}, ${t(`analysis.direction.${state.hintDirection}`)}`
      : t('board.hinted');
    return (
      <div
        key={`${side}-${n}`}
        class={`cell ${side} ${near}${last ? ' last' : ''}`}
        style={{ gridColumn: place.column, gridRow: place.row }}
      >
        <button
          type="button"
          class={classes.filter(Boolean).join(' ')}
          data-pit={`${side}-${n}`}
          aria-label={hinted ? `${label}, ${hintedText}` : label}
          aria-disabled={legal ? undefined : 'true'}
          aria-expanded={legal && state.directions ? state.arrows?.house === n : undefined}
          tabIndex={isPit(tabStop, pit) && !state.arrows ? 0 : -1}
          onClick={() => legal && activate(n)}
        >
          <span class="bowl">
            <Marbles
              kind="house"
              count={seeds}
              pitKey={`${side}-${n}`}
              arriving={arriving(pit, seeds)}
            />
            <span class="count" aria-hidden="true">
              {seeds}
            </span>
            {isPit(state.hand?.at, pit) && <Hand seeds={state.hand!.seeds} />}
          </span>
        </button>
        <span class="number" aria-hidden="true">
          {n}
        </span>
        {legal && state.arrows?.house === n && (
          <Arrows
            state={state}
            view={view}
            house={n}
            onPlay={(direction) => onPlay(n, direction)}
          />
        )}
      </div>
    );
  };

  const store = (side: Side) => {
    const seeds = state.stores[side];
    const pit: Pit = { kind: 'store', side };
    const place = gridPlace(view, m, pit);
    return (
      <div
        class={['pit', 'store', side, state.banks && 'bank', isPit(state.active, pit) && 'active']
          .filter(Boolean)
          .join(' ')}
        style={{ gridColumn: place.column, gridRow: place.row }}
        data-pit={`${side}-store`}
        role="img"
        aria-label={t(state.banks ? 'board.bank' : 'board.store', {
          side,
          seeds: t('common.seeds', { count: seeds }),
        })}
      >
        <span class="bowl">
          <Marbles
            kind="store"
            count={seeds}
            pitKey={`${side}-store`}
            arriving={arriving(pit, seeds)}
          />
          <span class="count" aria-hidden="true">
            {seeds}
          </span>
          {isPit(state.hand?.at, pit) && <Hand seeds={state.hand!.seeds} />}
        </span>
      </div>
    );
  };

  // In reading order: the far row from the far player's house m, then the near row from house 1.
  const top = topSide(view);
  const rows = [];
  for (let n = m; n >= 1; n--) rows.push(house(top, n));
  for (let n = 1; n <= m; n++) rows.push(house(bottom, n));

  return (
    <div class="board-wrap">
      <TurnLine state={state} thinking={thinking} />
      {playerLabels && <PlayerLabel side={top} place="far" state={state} name={names[top]} />}
      <div
        ref={root}
        class={`board turn-${state.turn}${state.over ? ' over' : ''}${view.turned ? ' turned' : ''}`}
        style={style}
        role="group"
        aria-label={t('board.label', { game: t(`games.${state.game}`) })}
        onKeyDown={onKeyDown}
      >
        {store(top)}
        {rows}
        {store(bottom)}
        {state.banner && <BannerView state={state} />}
      </div>
      {playerLabels && (
        <PlayerLabel side={bottom} place="near" state={state} name={names[bottom]} />
      )}
    </div>
  );
}

/**
 * The two direction arrows of a Giuthi house (docs/RULES.md 4), the one pointing left (up, on the
 * turned board) first; buttons named for screen readers ("Sow house 3 counter-clockwise"), the
 * focused one the tab stop.
 */
function Arrows({
  state,
  view,
  house,
  onPlay,
}: {
  state: BoardState;
  view: BoardView;
  house: number;
  onPlay: (direction: Direction) => void;
}) {
  const t = useT();
  const towards = [-1, 1] as const;
  const glyphs = view.turned ? (['↑', '↓'] as const) : (['←', '→'] as const);
  return (
    <span class="arrows">
      {towards.map((way, i) => {
        const direction = directionOnScreen(state.turn, way, view.bottom);
        const label = t(`board.sow.${direction}`, { house });
        const hinted = state.hint === house && state.hintDirection === direction;
        return (
          <button
            key={direction}
            type="button"
            class={`arrow ${way < 0 ? 'left' : 'right'}${hinted ? ' hinted' : ''}`}
            data-arrow={direction}
            aria-label={hinted ? `${label}, ${t('board.hinted')}` : label}
            tabIndex={state.arrows?.focus === direction ? 0 : -1}
            onClick={() => onPlay(direction)}
          >
            <span aria-hidden="true">{glyphs[i]}</span>
          </button>
        );
      })}
    </span>
  );
}

function TurnLine({ state, thinking }: { state: BoardState; thinking: boolean }) {
  const t = useT();
  if (state.over) return <p class="turn-line over">{t('board.over')}</p>;
  const side = state.turn;
  return (
    <p class={`turn-line ${side}`}>
      <span class={`turn-dot ${side}`} aria-hidden="true" />
      {thinking
        ? t('board.thinking', { side })
        : state.choice
          ? t(`board.chooseAgain.${state.choice}`, { side })
          : t('board.toMove', { side })}
    </p>
  );
}

function PlayerLabel({
  side,
  place,
  state,
  name,
}: {
  side: Side;
  place: 'near' | 'far';
  state: BoardState;
  name: string;
}) {
  const toMove = !state.over && state.turn === side;
  return (
    <p class={`player-label ${side} ${place}${toMove ? ' to-move' : ''}`}>
      <span class={`turn-dot ${side}`} aria-hidden="true" />
      {name}
    </p>
  );
}

function Marbles({
  kind,
  count,
  pitKey,
  arriving,
}: {
  kind: 'house' | 'store';
  count: number;
  pitKey: string;
  arriving: number;
}) {
  const spots = marbleSpots(kind, count, pitKey);
  const firstArriving = count - arriving;
  return (
    <span class="marbles" aria-hidden="true">
      {spots.map((s, i) => (
        <span
          key={i}
          class={`marble c${s.colour}${i >= firstArriving ? ' arriving' : ''}`}
          style={{ left: `${s.x}%`, top: `${s.y}%` }}
        />
      ))}
    </span>
  );
}

function Hand({ seeds }: { seeds: number }) {
  const t = useT();
  return (
    <span
      class="hand"
      aria-hidden="true"
      title={t('board.inHand', { seeds: t('common.seeds', { count: seeds }) })}
    >
      {seeds}
    </span>
  );
}

function BannerView({ state }: { state: BoardState }) {
  const t = useT();
  const banner = state.banner!;
  let text: string;
  switch (banner.kind) {
    case 'extraTurn':
      text = t('board.extraTurn', { side: banner.side });
      break;
    case 'pass':
      // Giuthi (docs/RULES.md 4): a player passes with seeds left, but no house of 2 or more.
      text = t(state.minSowSeeds > 1 ? 'board.passNoPair' : 'board.pass', { side: banner.side });
      break;
    case 'capture':
      text = t('board.capture', {
        side: banner.side,
        seeds: t('common.seeds', { count: banner.seeds }),
      });
      break;
    case 'four':
      text = t('board.four', { side: banner.side });
      break;
    case 'grandSlam':
      text = t('board.grandSlam', { side: banner.side });
      break;
    case 'mustFeed':
      text = t('board.mustFeed', { side: banner.side });
      break;
    case 'relay':
      text = t('board.relay', { seeds: t('common.seeds', { count: banner.seeds }) });
      break;
    case 'choice':
      text = t(`board.choice.${banner.direction}`, { side: banner.side });
      break;
    case 'end':
      text = t('board.over');
      break;
  }
  return (
    <div class={`banner ${banner.kind}`} aria-hidden="true" key={state.step}>
      {text}
    </div>
  );
}

function isPit(a: Pit | undefined, b: Pit): boolean {
  if (!a || a.kind !== b.kind || a.side !== b.side) return false;
  return a.kind === 'store' || (b.kind === 'house' && a.house === b.house);
}
