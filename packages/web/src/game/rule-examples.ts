import {
  legalMoves,
  Position,
  play,
  type HouseSeeds,
  type Move,
  type MoveEvent,
  type Pit,
  type RuleSet,
  type Side,
} from '@kalaha/rules';

/** What a worked example on the rules page shows (docs/RULES.md 1.2: a move, a capture, an extra turn). */
export type ExampleKind = 'sowing' | 'capture' | 'extraTurn';

/**
 * A move played by the rules library, shown on the rules page as a worked example: the position
 * before it, the move, the position after it and what happened on the way.
 */
export interface RuleExample {
  readonly kind: ExampleKind;
  readonly before: Position;
  readonly move: Move;
  readonly after: Position;
  /** The side that moved. */
  readonly side: Side;
  /** Seeds lifted from the house played. */
  readonly seeds: number;
  /** The pits sown, in order (a pit sown twice in a lap round the board appears twice). */
  readonly sown: readonly Pit[];
  /** The houses captured, and the seeds taken (none when the move captures nothing). */
  readonly captured: readonly HouseSeeds[];
  readonly capturedSeeds: number;
}

/** How many moves deep the examples are looked for from the start. */
const SEARCH_DEPTH = 5;

/** How many moves the search plays at most (a few milliseconds on a phone). */
const PLAY_BUDGET = 4_000;

/**
 * The worked examples of `rules`, found by playing them, not written by hand: the first move of
 * the game that only sows, the first move (in a search through the opening, breadth first, houses
 * in order) that captures, and the first that earns an extra turn; each kind left out when the rules have none in the
 * first {@link SEARCH_DEPTH} moves (Wari has no extra turn).
 */
export function ruleExamples(rules: RuleSet): RuleExample[] {
  const found = new Map<ExampleKind, RuleExample>();
  // Breadth first: the example of each kind nearest the start, the simplest board to read.
  let frontier = [Position.initial(rules)];
  let budget = PLAY_BUDGET;
  for (let depth = 0; depth < SEARCH_DEPTH && found.size < 3; depth++) {
    const next: Position[] = [];
    for (const position of frontier) {
      for (const move of legalMoves(position)) {
        if (budget-- <= 0) break;
        const played = play(position, move);
        if (!played.ok) continue;
        const { position: after, events } = played.value;
        const example = exampleOf(position, move, after, events);
        if (example && !found.has(example.kind)) found.set(example.kind, example);
        if (!after.isOver) next.push(after);
      }
    }
    frontier = next;
  }
  return (['sowing', 'capture', 'extraTurn'] as const).flatMap((kind) => found.get(kind) ?? []);
}

/** The example a move makes, by what happened in it; none for a move that ends the game. */
function exampleOf(
  before: Position,
  move: Move,
  after: Position,
  events: readonly MoveEvent[],
): RuleExample | undefined {
  if (after.isOver) return undefined;
  const lift = events.find((e) => e.type === 'lift');
  if (!lift || lift.type !== 'lift') return undefined;
  // One lift only: a relay sowing (Obridjie, Giuthi) is its own subject.
  if (events.filter((e) => e.type === 'lift').length > 1) return undefined;
  const sown = events.flatMap((e) => (e.type === 'sow' ? [e.pit] : []));
  const captures = events.flatMap((e) => (e.type === 'capture' ? [e] : []));
  const extra = events.some((e) => e.type === 'extraTurn');
  const odd = events.some((e) => !['lift', 'sow', 'capture', 'extraTurn'].includes(e.type));
  if (odd || (captures.length > 0 && extra)) return undefined;
  const kind: ExampleKind = captures.length > 0 ? 'capture' : extra ? 'extraTurn' : 'sowing';
  return {
    kind,
    before,
    move,
    after,
    side: lift.side,
    seeds: lift.seeds,
    sown,
    captured: captures.flatMap((c) => c.houses),
    capturedSeeds: captures.reduce((sum, c) => sum + c.seeds, 0),
  };
}
