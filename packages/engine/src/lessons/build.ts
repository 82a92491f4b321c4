import {
  capabilities,
  createPrng,
  legalMoves,
  makePosition,
  outcome,
  parsePosition,
  play,
  Position,
  totalSeeds,
  unwrap,
  type HistoryEntry,
  type Move,
  type Prng,
  type RuleSet,
} from '@kalaha/rules';
import { seedsInHouses } from '../levels/level-move.ts';
import { refusesAHouse, shows, topicsOf, type LessonTopic, type PlayedMove } from './topics.ts';

/** One step of a lesson: a position where the learner, South, makes a move that shows a rule. */
export interface LessonStep {
  readonly topic: LessonTopic;
  /** The position, South to move, in the rules library's notation (`makePosition`). */
  readonly position: string;
  /**
   * The positions before it that the repetition rule counts (Wari, Obridjie, Giuthi:
   * docs/RULES.md 2, 3, 4), oldest first, where there are any: the notation does not carry them.
   */
  readonly history?: readonly HistoryEntry[];
  /** The moves that show the rule: any of them is right (a house; in Giuthi with its direction). */
  readonly answers: readonly Move[];
}

/** A course of the rules of one rule set. */
export interface Lesson {
  readonly rules: RuleSet;
  /** The steps, one a topic, in the order of `LESSON_TOPICS`. */
  readonly steps: readonly LessonStep[];
  /** The topics of the rules for which the search met no position (rare rules, a small board). */
  readonly missing: readonly LessonTopic[];
}

/** How a lesson is looked for. */
export interface LessonOptions {
  /** Seeds the random games: the same seed gives the same lesson (default 1). */
  readonly seed?: number;
  /** Random games searched (default 40). */
  readonly games?: number;
  /** Random small set-ups searched for the topics the games did not show (default 3,000). */
  readonly setups?: number;
}

/** Wrong answers to a step before a course names a right one (the web app's and the terminal's). */
export const TRIES_BEFORE_HELP = 2;

/** The most moves of one random game searched. */
const MAX_PLIES = 400;

/** The most houses of a side that hold seeds in a random set-up. */
const SETUP_HOUSES = 3;

/** The most seeds of a house of a random set-up (the rest are in the stores). */
const SETUP_SEEDS = 4;

/**
 * The lesson of `rules` (issue 19), built from the rule set itself: its topics (`topicsOf`: the
 * rules it has), and for each a position met in random games from the start with South to move,
 * where some move shows the rule (the rules library's events prove it, `shows`) and the learner has
 * a choice (another move does not show it, or a house with seeds is no legal move); of those, the
 * one with the fewest seeds on the board (the first of equals), the easiest to read.
 */
export function buildLesson(rules: RuleSet, options: LessonOptions = {}): Lesson {
  const topics = topicsOf(rules);
  const best = new Map<LessonTopic, { step: LessonStep; seeds: number }>();
  const random = createPrng(options.seed ?? 1);
  const games = options.games ?? 40;
  for (let game = 0; game < games; game++) {
    let position = Position.initial(rules);
    for (let ply = 0; ply < MAX_PLIES && !position.isOver; ply++) {
      const moves = legalMoves(position);
      if (position.turn === 'south') consider(position, moves, topics, best);
      const move = moves[random.below(moves.length)]!;
      position = unwrap(play(position, move)).position;
    }
  }
  // The rules random play seldom shows (equal stores at the end, a third occurrence, Wari's
  // refused grand slam): small positions set up at random, levelled, and seen twice before.
  const setups = options.setups ?? 3000;
  for (let i = 0; i < setups && best.size < topics.length; i++) {
    const position = randomSetup(rules, random);
    if (position === undefined) continue;
    for (const shown of [position, seenTwice(position), levelled(position)]) {
      if (shown === undefined) continue;
      const missing = topics.filter((topic) => !best.has(topic));
      consider(shown, legalMoves(shown), missing, best);
    }
  }
  const steps = topics.flatMap((topic) => best.get(topic)?.step ?? []);
  return { rules, steps, missing: topics.filter((topic) => !best.has(topic)) };
}

/**
 * A position of `rules` with South to move and few seeds in the houses: on each side 1 to
 * {@link SETUP_HOUSES} houses chosen at random hold 1 to {@link SETUP_SEEDS} seeds each, the rest
 * of the seeds shared at random between the stores; `undefined` when the rules library refuses it
 * or the game is over in it.
 */
function randomSetup(rules: RuleSet, random: Prng): Position | undefined {
  const m = rules.houses;
  const side = () => {
    const houses = new Array<number>(m).fill(0);
    const occupied = 1 + random.below(SETUP_HOUSES);
    for (let i = 0; i < occupied; i++) houses[random.below(m)] = 1 + random.below(SETUP_SEEDS);
    return houses;
  };
  const houses = { south: side(), north: side() };
  const inHouses = [...houses.south, ...houses.north].reduce((a, b) => a + b, 0);
  const stored = totalSeeds(rules) - inHouses;
  if (stored < 0) return undefined;
  const south = random.below(stored + 1);
  const position = Position.fromSetup(rules, {
    houses,
    stores: { south, north: stored - south },
    turn: 'south',
  });
  return position.ok && !position.value.isOver ? position.value : undefined;
}

/**
 * `position` as the repetition rule sees it after the position its first quiet move of South
 * makes (no capture, North to move next) has occurred twice (docs/RULES.md 2 "Repetition"): with
 * that position, `position` and that position again as its history, the move brings it back a
 * third time. `undefined` for rules without the repetition rule or a position without such a move.
 */
function seenTwice(position: Position): Position | undefined {
  if (!capabilities(position.rules).endsOnRepetition) return undefined;
  const entry = (p: Position): HistoryEntry => ({
    houses: { south: p.houses('south'), north: p.houses('north') },
    turn: p.turn,
    ...(p.choice ? { choice: p.choice } : {}),
  });
  for (const move of legalMoves(position)) {
    const { position: after, events } = unwrap(play(position, move));
    if (after.isOver || after.turn === position.turn || events.some((e) => e.type === 'capture'))
      continue;
    const seen = Position.fromSetup(position.rules, {
      ...position.toSetup(),
      history: [entry(after), entry(position), entry(after)],
    });
    return seen.ok ? seen.value : undefined;
  }
  return undefined;
}

/**
 * `position` with seeds moved from one store to the other so that its first move of South that
 * ends the game by an uneven score ends it level instead (equal stores: the tie-break, docs/RULES.md
 * 1.1 `tieBreak`); `undefined` when no move ends the game, or the difference is odd.
 */
function levelled(position: Position): Position | undefined {
  if (!capabilities(position.rules).hasStores) return undefined;
  for (const move of legalMoves(position)) {
    const result = outcome(unwrap(play(position, move)).position);
    if (result === undefined) continue;
    const lead = result.scores.south - result.scores.north;
    if (lead === 0 || lead % 2 !== 0) continue;
    const setup = position.toSetup();
    const stores = {
      south: setup.stores.south - lead / 2,
      north: setup.stores.north + lead / 2,
    };
    if (stores.south < 0 || stores.north < 0) continue;
    const level = Position.fromSetup(position.rules, { ...setup, stores });
    if (level.ok && !level.value.isOver) return level.value;
  }
  return undefined;
}

/** Keeps `position` for each topic one of its moves shows, where it beats the kept one. */
function consider(
  position: Position,
  moves: readonly Move[],
  topics: readonly LessonTopic[],
  best: Map<LessonTopic, { step: LessonStep; seeds: number }>,
): void {
  // The fewer seeds on the board, the easier it is to read.
  const seeds = seedsInHouses(position);
  const wanted = topics.filter((topic) => (best.get(topic)?.seeds ?? Infinity) > seeds);
  if (wanted.length === 0) return;
  const played: PlayedMove[] = moves.map((move) => {
    const { position: after, events } = unwrap(play(position, move));
    return { before: position, move, events, after };
  });
  // A house that could start a move and is no legal move is a choice too (Wari's feeding).
  const refused = refusesAHouse(position);
  for (const topic of wanted) {
    const answers = played.filter((p) => shows(topic, p)).map((p) => p.move);
    if (answers.length === 0 || (answers.length === moves.length && !refused)) continue;
    const { history } = position.toSetup();
    const step = {
      topic,
      position: makePosition(position),
      answers,
      ...(history ? { history } : {}),
    };
    best.set(topic, { step, seeds });
  }
}

/**
 * The learner's move `move` in `step` of `lesson`, played: whether it shows the step's rule, and
 * what happened (its events, for the explanation of a wrong move).
 *
 * @returns the move played, or the rules library's refusal of an illegal move (its message says
 *   why, e.g. a move that does not feed).
 */
export function tryStep(lesson: Lesson, step: LessonStep, move: Move) {
  const before = stepPosition(lesson.rules, step);
  const result = play(before, move);
  if (!result.ok) return result;
  const played: PlayedMove = {
    before,
    move,
    events: result.value.events,
    after: result.value.position,
  };
  return { ok: true as const, value: { played, right: shows(step.topic, played) } };
}

/**
 * The position of `step` under `rules`, with the history the repetition rule counts.
 *
 * @throws Error for a step not made by {@link buildLesson} for these rules (a bug).
 */
export function stepPosition(rules: RuleSet, step: LessonStep): Position {
  const position = unwrap(parsePosition(rules, step.position));
  if (!step.history) return position;
  return unwrap(Position.fromSetup(rules, { ...position.toSetup(), history: step.history }));
}
