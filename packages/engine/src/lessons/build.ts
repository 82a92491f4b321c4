import {
  createPrng,
  legalMoves,
  totalSeeds,
  makePosition,
  parsePosition,
  play,
  Position,
  unwrap,
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
  // A rule that random play seldom shows (Wari's forbidden grand slam, which is played only when
  // every move is one): small positions set up at random.
  const setups = options.setups ?? 3000;
  for (let i = 0; i < setups && best.size < topics.length; i++) {
    const position = randomSetup(rules, random);
    if (position === undefined) continue;
    const missing = topics.filter((topic) => !best.has(topic));
    consider(position, legalMoves(position), missing, best);
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
    best.set(topic, { step: { topic, position: makePosition(position), answers }, seeds });
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
  const before = unwrap(parsePosition(lesson.rules, step.position));
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
