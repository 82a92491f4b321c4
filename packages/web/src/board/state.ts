import {
  capabilities,
  opponent,
  type Direction,
  type Game,
  type HouseRef,
  type Move,
  type MoveEvent,
  type PerSide,
  type Pit,
  type Position,
  type Side,
} from '@kalaha/rules';

/**
 * The board's headless state (docs/ARCHITECTURE.md "Conventions", the chessground example):
 * everything the board shows, as plain immutable data, changed only by the pure functions of this file. Rendering
 * (`Board.tsx`) draws a state; DOM events (`input.ts`) turn keys and clicks into calls here or into
 * moves for the game. The board knows no rule: the seed counts come from a `Position` of
 * `@kalaha/rules` and change, while a move is animated, by replaying that move's events.
 */
export interface BoardState {
  /** The game played on the board (its name labels the board). */
  readonly game: Game;
  /** Houses a side (m). */
  readonly houseCount: number;
  /** Seeds shown in each house, house 1 first (the owner's left). */
  readonly houses: PerSide<readonly number[]>;
  /** Seeds shown in each store. */
  readonly stores: PerSide<number>;
  /**
   * True when the stores are banks beside the board, never sown into (Wari and Obridjie,
   * docs/RULES.md 2, 3); false for the Kalaha family's stores on the track.
   */
  readonly banks: boolean;
  /**
   * Seeds a house needs to be sown (2 in Giuthi, docs/RULES.md 4; else 1): a player who passes has
   * no such house, which the board's banner says.
   */
  readonly minSowSeeds: number;
  /** The player whose turn the board shows. */
  readonly turn: Side;
  /** True once the game is over. */
  readonly over: boolean;
  /**
   * The houses of {@link BoardState.turn} the user may play now (house numbers); empty while a
   * move is animated, while the computer thinks and after the game.
   */
  readonly legal: readonly number[];
  /**
   * Giuthi (docs/RULES.md 4): the directions each house of {@link BoardState.legal} may be sown in,
   * indexed by house number; `undefined` in the games that sow counter-clockwise only.
   */
  readonly directions: Directions | undefined;
  /**
   * Giuthi: the legal house whose two direction arrows are shown, and the arrow that holds the
   * keyboard focus; `undefined` when no arrows are shown.
   */
  readonly arrows: { readonly house: number; readonly focus: Direction } | undefined;
  /**
   * Giuthi: the direction of the further choice {@link BoardState.turn} is making inside his turn
   * (`Position.choice`), if any.
   */
  readonly choice: Direction | undefined;
  /** The house of {@link BoardState.turn} that holds the keyboard focus (roving tab stop). */
  readonly focus: number | undefined;
  /** A suggested house of {@link BoardState.turn} (the engine's hint), highlighted. */
  readonly hint: number | undefined;
  /** Giuthi (docs/RULES.md 4): the direction of the hint, whose arrow is highlighted. */
  readonly hintDirection?: Direction | undefined;
  /** The house the last move was sown from. */
  readonly lastMove: HouseRef | undefined;
  /**
   * The house each side last started a move from (relay lifts aside): where the keyboard focus
   * returns when that side is to move again ({@link settleOn}).
   */
  readonly played?: Readonly<Partial<Record<Side, number>>> | undefined;
  /** Seeds lifted and not yet sown, and the pit the hand is over. */
  readonly hand: { readonly at: Pit; readonly seeds: number } | undefined;
  /** The pit that received the last seed. */
  readonly active: Pit | undefined;
  /** Seeds on their way from one pit to another in the current step (drawn as flying marbles). */
  readonly flights: readonly Flight[];
  /** A message over the board: extra turn, pass, game over. */
  readonly banner: Banner | undefined;
  /**
   * The house of the latest lift of the move being shown (Obridjie's relay sowing lifts again from
   * the house the last seed fell in: each lap is followed by highlighting the house lifted).
   */
  readonly lifted: Pit | undefined;
  /** True while a move is being shown, from its first lift (a later lift is a relay). */
  readonly moving: boolean;
  /** Counts the steps applied: a key that changes with every step, for the renderer's animations. */
  readonly step: number;
}

/** The sowing directions of each legal house, by house number (Giuthi, docs/RULES.md 4). */
export type Directions = Readonly<Partial<Record<number, readonly Direction[]>>>;

/** Seeds moving from one pit to another during one animation step. */
export interface Flight {
  readonly from: Pit;
  readonly to: Pit;
  readonly seeds: number;
}

/** A message shown over the board for a moment. */
export type Banner =
  | { readonly kind: 'extraTurn'; readonly side: Side }
  | { readonly kind: 'pass'; readonly side: Side }
  | { readonly kind: 'capture'; readonly side: Side; readonly seeds: number }
  | { readonly kind: 'four'; readonly side: Side }
  | { readonly kind: 'grandSlam'; readonly side: Side }
  | { readonly kind: 'mustFeed'; readonly side: Side }
  | { readonly kind: 'relay'; readonly seeds: number }
  | { readonly kind: 'choice'; readonly side: Side; readonly direction: Direction }
  | { readonly kind: 'end' };

/** What the game tells the board besides the position. */
export interface BoardOptions {
  /** Houses the user may play now (see {@link BoardState.legal}); none by default. */
  readonly legal?: readonly number[];
  /** The directions each legal house may be sown in (Giuthi; see {@link legalOf}). */
  readonly directions?: Directions | undefined;
  /** A hinted house, if any. */
  readonly hint?: number | undefined;
  /** The house the last move started from, if any. */
  readonly lastMove?: HouseRef | undefined;
}

/** The board showing `position` at rest: no hand, no flights, no banner. */
export function boardFromPosition(position: Position, options: BoardOptions = {}): BoardState {
  const legal = options.legal ?? [];
  const can = capabilities(position.rules);
  return {
    game: position.rules.game,
    houseCount: position.houseCount,
    houses: { south: position.houses('south'), north: position.houses('north') },
    stores: { south: position.store('south'), north: position.store('north') },
    banks: !can.hasStores,
    minSowSeeds: can.minSowSeeds,
    turn: position.turn,
    over: position.isOver,
    legal,
    directions: options.directions,
    arrows: undefined,
    choice: position.choice,
    focus: legal[0],
    hint: options.hint,
    lastMove: options.lastMove,
    hand: undefined,
    active: undefined,
    flights: [],
    banner: undefined,
    lifted: undefined,
    moving: false,
    step: 0,
  };
}

/**
 * The board's legal houses from the legal moves of the rules library (`legalMoves`): each house
 * once, and in Giuthi (moves with a direction, docs/RULES.md 4) the directions each may be sown in.
 */
export function legalOf(moves: readonly Move[]): Pick<BoardOptions, 'legal' | 'directions'> {
  const legal: number[] = [];
  const directions: Record<number, Direction[]> = {};
  for (const move of moves) {
    if (!legal.includes(move.house)) legal.push(move.house);
    if (move.direction) (directions[move.house] ??= []).push(move.direction);
  }
  return moves.some((m) => m.direction) ? { legal, directions } : { legal };
}

/**
 * Shows the two direction arrows on legal house `house` (Giuthi, docs/RULES.md 4), the keyboard focus
 * on the arrow pointing right (down on the turned board) on screen, the board seen with `bottom`'s
 * row nearest the user (`layout.ts`); unchanged when the house has fewer than two directions.
 */
export function openArrows(state: BoardState, house: number, bottom: Side = 'south'): BoardState {
  const directions = state.directions?.[house] ?? [];
  if (!state.legal.includes(house) || directions.length < 2) return state;
  const focus = directionOnScreen(state.turn, 1, bottom);
  return { ...state, focus: house, arrows: { house, focus } };
}

/** Hides the direction arrows. */
export function closeArrows(state: BoardState): BoardState {
  return state.arrows ? { ...state, arrows: undefined } : state;
}

/**
 * Moves the keyboard focus to the arrow pointing `towards` on screen (+1 right, -1 left; on the
 * turned board +1 down, -1 up), `bottom`'s row nearest the user.
 */
export function focusArrow(state: BoardState, towards: 1 | -1, bottom: Side = 'south'): BoardState {
  if (!state.arrows) return state;
  const focus = directionOnScreen(state.turn, towards, bottom);
  return { ...state, arrows: { ...state.arrows, focus } };
}

/**
 * The sowing direction that runs `towards` on screen (+1 right, -1 left; on the turned board +1
 * down, -1 up) along the row of `side`, `bottom`'s row nearest the user: that row runs left to
 * right (down, turned) from house 1, so counter-clockwise sowing goes right; the far row, seen
 * from across the board, runs right to left, so there counter-clockwise goes left.
 */
export function directionOnScreen(side: Side, towards: 1 | -1, bottom: Side = 'south'): Direction {
  return (side === bottom) === (towards === 1) ? 'ccw' : 'cw';
}

/**
 * Brings a board to rest on `position` (after an animation, a take-back or a jump in review). The
 * keyboard focus goes back to the house the side to move last played from (after the other
 * side's reply too), else stays where it was; when that house is not legal now, to the legal
 * house nearest it (the lower of two as near).
 */
export function settleOn(
  state: BoardState,
  position: Position,
  options: BoardOptions = {},
): BoardState {
  const next = boardFromPosition(position, options);
  const want = state.played?.[next.turn] ?? state.focus;
  const focus = want === undefined ? next.focus : (nearestLegal(next.legal, want) ?? next.focus);
  return { ...next, focus, played: state.played, step: state.step + 1 };
}

/** The house of `legal` nearest `house` (the lower of two as near), or `undefined` if none. */
function nearestLegal(legal: readonly number[], house: number): number | undefined {
  let best: number | undefined;
  for (const h of legal) {
    const d = Math.abs(h - house);
    const bestD = best === undefined ? Infinity : Math.abs(best - house);
    if (d < bestD || (d === bestD && h < best!)) best = h;
  }
  return best;
}

/** Puts the keyboard focus on `house` if it is legal; otherwise the state is returned as is. */
export function focusHouse(state: BoardState, house: number): BoardState {
  return state.legal.includes(house) ? { ...state, focus: house } : state;
}

/**
 * Moves the keyboard focus to the next legal house in `direction` on screen (+1 right, -1 left;
 * on the turned board +1 down, -1 up), wrapping round. The near row (`bottom`'s) runs left to
 * right from house 1; the far row, seen from across the board, right to left, so there "right"
 * is the lower house number.
 */
export function moveFocus(
  state: BoardState,
  direction: 1 | -1,
  bottom: Side = 'south',
): BoardState {
  const order = screenOrder(state, bottom);
  if (order.length === 0) return state;
  const at = state.focus === undefined ? -1 : order.indexOf(state.focus);
  const next =
    at < 0
      ? direction > 0
        ? order[0]!
        : order[order.length - 1]!
      : order[(at + direction + order.length) % order.length]!;
  return { ...state, focus: next };
}

/** The legal houses in their order on screen (left to right, or top to bottom turned). */
function screenOrder(state: BoardState, bottom: Side): number[] {
  const order = [...state.legal].sort((a, b) => a - b);
  return state.turn === bottom ? order : order.reverse();
}

/** Moves the focus to the first (`'first'`) or last legal house on screen, `bottom`'s row near. */
export function focusEdge(
  state: BoardState,
  edge: 'first' | 'last',
  bottom: Side = 'south',
): BoardState {
  const order = screenOrder(state, bottom);
  if (order.length === 0) return state;
  return { ...state, focus: edge === 'first' ? order[0] : order[order.length - 1] };
}

/** The seeds shown in `pit`. */
export function seedsIn(state: BoardState, pit: Pit): number {
  return pit.kind === 'store' ? state.stores[pit.side] : state.houses[pit.side][pit.house - 1]!;
}

/**
 * Applies one event of a move (as `play` of `@kalaha/rules` returns them) to the shown board: the
 * animation is the sequence of states this gives, and after the last event the board shows
 * exactly the position after the move. While a move is being shown nothing is playable.
 */
export function applyEvent(state: BoardState, event: MoveEvent): BoardState {
  const base = {
    ...state,
    legal: [],
    arrows: undefined,
    hint: undefined,
    hintDirection: undefined,
    flights: [],
    banner: undefined,
    active: undefined,
    step: state.step + 1,
  };
  switch (event.type) {
    case 'lift': {
      const at: Pit = { kind: 'house', side: event.side, house: event.house };
      // A lift while seeds were sown in this move is a relay (Obridjie, docs/RULES.md 3; Giuthi,
      // docs/RULES.md 4): the house the last seed fell in, on either side, lifted by the same mover;
      // the move's start stays marked.
      const relay = state.moving;
      return {
        ...base,
        turn: relay ? state.turn : event.side,
        houses: setHouse(state.houses, event.side, event.house, 0),
        hand: { at, seeds: event.seeds },
        lastMove: relay ? state.lastMove : { side: event.side, house: event.house },
        played: relay ? state.played : { ...state.played, [event.side]: event.house },
        active: at,
        lifted: at,
        moving: true,
        banner: relay ? { kind: 'relay', seeds: event.seeds } : undefined,
      };
    }
    case 'sow': {
      const from = state.hand?.at ?? event.pit;
      const left = Math.max(0, (state.hand?.seeds ?? 1) - 1);
      const counts =
        event.pit.kind === 'store'
          ? { houses: state.houses, stores: setStore(state.stores, event.pit.side, event.seeds) }
          : {
              houses: setHouse(state.houses, event.pit.side, event.pit.house, event.seeds),
              stores: state.stores,
            };
      return {
        ...base,
        ...counts,
        hand: left > 0 ? { at: event.pit, seeds: left } : undefined,
        active: event.pit,
        flights: [{ from, to: event.pit, seeds: 1 }],
      };
    }
    case 'capture': {
      let houses = state.houses;
      const to: Pit = { kind: 'store', side: event.by };
      const flights: Flight[] = [];
      for (const h of event.houses) {
        houses = setHouse(houses, h.side, h.house, 0);
        flights.push({ from: { kind: 'house', side: h.side, house: h.house }, to, seeds: h.seeds });
      }
      return {
        ...base,
        houses,
        stores: setStore(state.stores, event.by, state.stores[event.by] + event.seeds),
        hand: undefined,
        active: to,
        flights,
        banner: { kind: 'capture', side: event.by, seeds: event.seeds },
      };
    }
    case 'extraTurn':
      return { ...base, hand: undefined, banner: { kind: 'extraTurn', side: event.side } };
    case 'pass':
      return {
        ...base,
        hand: undefined,
        turn: opponent(event.side),
        banner: { kind: 'pass', side: event.side },
      };
    case 'swap':
      // The pie rule's swap (option swap): the players exchange sides, the board stays.
      return { ...base, hand: undefined };
    case 'sweep': {
      const to: Pit = { kind: 'store', side: event.to };
      return {
        ...base,
        hand: undefined,
        moving: false,
        houses: setHouse(state.houses, event.side, event.house, 0),
        stores: setStore(state.stores, event.to, state.stores[event.to] + event.seeds),
        active: to,
        flights: [
          { from: { kind: 'house', side: event.side, house: event.house }, to, seeds: event.seeds },
        ],
      };
    }
    case 'end':
      return {
        ...base,
        hand: undefined,
        moving: false,
        stores: { ...event.scores },
        over: true,
        banner: { kind: 'end' },
      };
    case 'four': {
      // Obridjie (docs/RULES.md 3): a house made to hold 4 by a seed that is not the last of its
      // sowing; its 4 go at once to the bank of the side's owner. The hand keeps sowing.
      const to: Pit = { kind: 'store', side: event.side };
      return {
        ...base,
        hand: state.hand,
        houses: setHouse(state.houses, event.side, event.house, 0),
        stores: setStore(state.stores, event.side, state.stores[event.side] + event.seeds),
        active: to,
        flights: [
          { from: { kind: 'house', side: event.side, house: event.house }, to, seeds: event.seeds },
        ],
        banner: { kind: 'four', side: event.side },
      };
    }
    case 'grandSlam':
      // Wari (docs/RULES.md 2): the capture that would empty the opponent's side is not made; the board
      // stays as it is and says why.
      return { ...base, hand: undefined, banner: { kind: 'grandSlam', side: event.by } };
    case 'mustFeed':
      return { ...base, hand: undefined, banner: { kind: 'mustFeed', side: event.side } };
    case 'choice':
      // Giuthi (docs/RULES.md 4): the last seed fell in an occupied house of the mover, who chooses
      // again inside his turn, sowing the other way: the move shown ends here.
      return {
        ...base,
        hand: undefined,
        moving: false,
        banner: { kind: 'choice', side: event.side, direction: event.direction },
      };
  }
}

function setHouse(
  houses: PerSide<readonly number[]>,
  side: Side,
  house: number,
  seeds: number,
): PerSide<readonly number[]> {
  const row = houses[side].slice();
  row[house - 1] = seeds;
  return { ...houses, [side]: row };
}

function setStore(stores: PerSide<number>, side: Side, seeds: number): PerSide<number> {
  return { ...stores, [side]: seeds };
}
