import {
  capabilities,
  legalMoves,
  opponent,
  outcome,
  play,
  ruleIs,
  type Move,
  type MoveEvent,
  type Pit,
  type Position,
  type RuleSet,
} from '@kalaha/rules';

/**
 * What a lesson step teaches (issue 19): one rule, shown by a move whose events (the rules
 * library's) prove it. Each topic says which rule sets have its rule, through the rule set's
 * options and capabilities (never its game's name), and which moves show it. The sections of
 * docs/RULES.md each comes from are named with it.
 */
export const LESSON_TOPICS = [
  /** Sowing (0, 1.2 step 1-2; 2, 3, 4): lift a house of 3 seeds or more, sow seed by seed. */
  'sowing',
  /** The opponent's store is passed over (1.1 "never sown into"). */
  'skipStore',
  /** The extra turn for a last seed in the own store (1.1 `extraTurn=store`). */
  'extraTurn',
  /** The extra turn for a last seed in an occupied own house (1.1 `extraTurn=ownSide`). */
  'extraTurnOwnSide',
  /** The capture from an own empty house (1.1 `capture=opposite`). */
  'capture',
  /** A lone seed captured though the opposite house is empty (1.1 `emptyCapture=true`). */
  'emptyCapture',
  /** No capture when the opposite house is empty (1.1 `emptyCapture=false`). */
  'noEmptyCapture',
  /** No capture before the move has sown the opponent's houses (1.1 `captureNeedsLap`). */
  'captureNeedsLap',
  /** The capture of opponent's houses brought to 2 or 3 (1.1 `captureTwoThree`). */
  'captureTwoThree',
  /** The emptied house skipped when the sowing comes round (1.1 `skipOrigin`; 2 always). */
  'skipOrigin',
  /** The end of the game when a side is empty (1.3 `endRule`). */
  'endOfGame',
  /** The end when a store holds more than half of the seeds (1.1 `majorityEnd`; 2). */
  'majorityEnd',
  /** Equal stores at the end: a draw, or a win for the player whose side was emptied (1.1 `tieBreak`). */
  'tieBreak',
  /** Wari's capture of a chain of 2s and 3s (2). */
  'captureChain',
  /** The grand slam, which captures nothing, or is refused (2 `grandSlam`). */
  'grandSlam',
  /** Feeding an opponent whose houses are empty (2). */
  'mustFeed',
  /** The end at a position's third occurrence (2 "Repetition", 3; 4: of the round). */
  'repetition',
  /** Obridjie's relay sowing from the house the last seed fell in (3). */
  'relay',
  /** Obridjie's fours, banked as they are made (3). */
  'four',
  /** Giuthi's further choice inside a turn (4). */
  'furtherChoice',
  /** Giuthi's direction, which decides whether the move captures (4). */
  'directionCapture',
  /** Giuthi's second capture, from an empty own house beside the capturing one (4 `secondCapture`). */
  'doubleCapture',
  /** The end of a Giuthi round when neither player can move (4 "Rounds"). */
  'roundEnd',
] as const;

/** One of {@link LESSON_TOPICS}. */
export type LessonTopic = (typeof LESSON_TOPICS)[number];

/** A move played by the rules library: the position before, the move, its events, the position after. */
export interface PlayedMove {
  readonly before: Position;
  readonly move: Move;
  readonly events: readonly MoveEvent[];
  readonly after: Position;
}

/** A topic: whether a rule set has its rule, and whether a move shows it. */
interface TopicRule {
  readonly applies: (rules: RuleSet) => boolean;
  readonly shows: (played: PlayedMove) => boolean;
}

/** The events of `type` in `events`. */
function eventsOf<T extends MoveEvent['type']>(
  events: readonly MoveEvent[],
  type: T,
): Extract<MoveEvent, { type: T }>[] {
  return events.filter((e): e is Extract<MoveEvent, { type: T }> => e.type === type);
}

/** The pits sown, in order. */
function sownPits(events: readonly MoveEvent[]): Pit[] {
  return eventsOf(events, 'sow').map((e) => e.pit);
}

/** True when the events hold nothing but lifting and sowing (no capture, extra turn, end …). */
function onlySowing(events: readonly MoveEvent[]): boolean {
  return events.every((e) => e.type === 'lift' || e.type === 'sow');
}

/** The last sow's pit and the seeds it then held. */
function lastSow(events: readonly MoveEvent[]) {
  return eventsOf(events, 'sow').at(-1);
}

/** True when the last seed fell in one of the mover's own houses that was empty before it. */
function endsInOwnEmptyHouse({ before, events }: PlayedMove): boolean {
  const last = lastSow(events);
  return (
    last !== undefined &&
    last.pit.kind === 'house' &&
    last.pit.side === before.turn &&
    last.seeds === 1
  );
}

/** True when the move sowed a seed into an opponent's house. */
function sowedOpponent({ before, events }: PlayedMove): boolean {
  return sownPits(events).some((p) => p.kind === 'house' && p.side === opponent(before.turn));
}

/**
 * True when a house of the player to move holds seeds enough to start a move and is no legal
 * move (a choice the rules make for him: Wari's feeding, the grand slam under `forbidden`).
 */
export function refusesAHouse(position: Position): boolean {
  const least = capabilities(position.rules).minSowSeeds;
  const moves = legalMoves(position);
  return position
    .houses(position.turn)
    .some((s, i) => s >= least && !moves.some((m) => m.house === i + 1));
}

/** True when a house of the player to move that holds seeds is refused by the rules with `code`. */
function refuses(position: Position, code: 'ERR_MUST_FEED' | 'ERR_GRAND_SLAM'): boolean {
  return position.houses(position.turn).some((seeds, i) => {
    if (seeds === 0) return false;
    const refused = play(position, { house: i + 1 });
    return !refused.ok && refused.error.code === code;
  });
}

/** A topic of one option value: the rule sets whose option `name` is `value` have it. */
const optionIs =
  (name: Parameters<typeof ruleIs>[1], value: string | boolean) => (rules: RuleSet) =>
    ruleIs(rules, name, value);

/** The fewest seeds the sowing step's move sows (a sowing of 1 or 2 seeds shows little). */
const SOWING_SEEDS = 3;

/** Every topic's rule. */
const TOPICS: Readonly<Record<LessonTopic, TopicRule>> = {
  sowing: {
    applies: () => true,
    // Seeds enough to see them go one by one into the pits that follow.
    shows: ({ events }) => {
      const lifts = eventsOf(events, 'lift');
      return onlySowing(events) && lifts.length === 1 && lifts[0]!.seeds >= SOWING_SEEDS;
    },
  },
  skipStore: {
    applies: (rules) => capabilities(rules).hasStores,
    shows: ({ before, events }) => {
      const pits = sownPits(events);
      const m = before.houseCount;
      const them = opponent(before.turn);
      // The opponent's house m, then the mover's house 1: the store between them was passed over.
      return pits.some(
        (p, i) =>
          p.kind === 'house' &&
          p.side === them &&
          p.house === m &&
          pits[i + 1]?.kind === 'house' &&
          pits[i + 1]!.side === before.turn,
      );
    },
  },
  extraTurn: {
    applies: optionIs('extraTurn', 'store'),
    shows: ({ before, events }) =>
      eventsOf(events, 'extraTurn').some((e) => e.side === before.turn) &&
      lastSow(events)?.pit.kind === 'store',
  },
  extraTurnOwnSide: {
    applies: optionIs('extraTurn', 'ownSide'),
    shows: ({ before, events }) =>
      eventsOf(events, 'extraTurn').some((e) => e.side === before.turn) &&
      lastSow(events)?.pit.kind === 'house',
  },
  capture: {
    applies: optionIs('capture', 'opposite'),
    shows: (played) =>
      endsInOwnEmptyHouse(played) &&
      eventsOf(played.events, 'capture').some((e) => e.by === played.before.turn && e.seeds >= 2),
  },
  emptyCapture: {
    applies: (rules) => ruleIs(rules, 'capture', 'opposite') && ruleIs(rules, 'emptyCapture', true),
    shows: (played) =>
      endsInOwnEmptyHouse(played) &&
      eventsOf(played.events, 'capture').some((e) => e.by === played.before.turn && e.seeds === 1),
  },
  noEmptyCapture: {
    applies: (rules) =>
      ruleIs(rules, 'capture', 'opposite') && ruleIs(rules, 'emptyCapture', false),
    shows: (played) =>
      endsInOwnEmptyHouse(played) &&
      onlySowing(played.events) &&
      !played.after.isOver &&
      (!ruleIs(played.before.rules, 'captureNeedsLap', true) || sowedOpponent(played)),
  },
  captureNeedsLap: {
    applies: (rules) =>
      ruleIs(rules, 'capture', 'opposite') && ruleIs(rules, 'captureNeedsLap', true),
    shows: (played) =>
      endsInOwnEmptyHouse(played) && !sowedOpponent(played) && onlySowing(played.events),
  },
  captureTwoThree: {
    applies: optionIs('captureTwoThree', true),
    shows: ({ before, events }) =>
      eventsOf(events, 'capture').some(
        (e) => e.by === before.turn && e.houses.every((h) => h.side === opponent(before.turn)),
      ),
  },
  skipOrigin: {
    // Wari skips the emptied house under `originSkip=always` (docs/RULES.md 2).
    applies: (rules) => ruleIs(rules, 'skipOrigin', true) || ruleIs(rules, 'originSkip', 'always'),
    shows: ({ before, move, events }) => {
      const lift = eventsOf(events, 'lift')[0];
      return (
        lift !== undefined &&
        eventsOf(events, 'sow').some((e) => e.lap >= 2) &&
        !sownPits(events).some(
          (p) => p.kind === 'house' && p.side === before.turn && p.house === move.house,
        )
      );
    },
  },
  endOfGame: {
    applies: (rules) => capabilities(rules).hasStores,
    shows: ({ events }) =>
      eventsOf(events, 'end').some(
        (e) => e.end.reason === 'sideEmpty' || e.end.reason === 'allEmpty',
      ),
  },
  majorityEnd: {
    applies: (rules) => capabilities(rules).endsOnMajority,
    shows: ({ events }) => eventsOf(events, 'end').some((e) => e.end.reason === 'majority'),
  },
  captureChain: {
    applies: (rules) =>
      ruleIs(rules, 'captureChain', 'chain') || ruleIs(rules, 'captureChain', 'pair'),
    shows: ({ before, events }) =>
      eventsOf(events, 'capture').some((e) => e.by === before.turn && e.houses.length >= 2),
  },
  grandSlam: {
    applies: (rules) =>
      ruleIs(rules, 'grandSlam', 'noCapture') || ruleIs(rules, 'grandSlam', 'forbidden'),
    // Under `forbidden` a grand slam is played only when every move is one: the step shows the
    // house refused for it instead, and the learner plays another (docs/RULES.md 2).
    shows: ({ before, events }) =>
      ruleIs(before.rules, 'grandSlam', 'forbidden')
        ? refuses(before, 'ERR_GRAND_SLAM')
        : eventsOf(events, 'grandSlam').length > 0,
  },
  mustFeed: {
    applies: (rules) => capabilities(rules).mustFeed,
    // A house of the mover's is refused because its seeds would not reach the opponent's empty
    // houses (docs/RULES.md 2).
    shows: ({ before }) => refuses(before, 'ERR_MUST_FEED'),
  },
  relay: {
    applies: (rules) => capabilities(rules).relaySowing,
    shows: ({ events }) => eventsOf(events, 'lift').length >= 2,
  },
  four: {
    applies: (rules) => capabilities(rules).fours,
    shows: ({ events }) => eventsOf(events, 'four').length > 0,
  },
  furtherChoice: {
    applies: (rules) => capabilities(rules).hasDirections,
    shows: ({ before, events }) => eventsOf(events, 'choice').some((e) => e.side === before.turn),
  },
  tieBreak: {
    applies: (rules) =>
      ruleIs(rules, 'tieBreak', 'draw') || ruleIs(rules, 'tieBreak', 'emptierWins'),
    shows: ({ after }) => {
      const result = outcome(after);
      return result !== undefined && result.scores.south === result.scores.north;
    },
  },
  repetition: {
    applies: (rules) => capabilities(rules).endsOnRepetition,
    shows: ({ events }) => eventsOf(events, 'end').some((e) => e.end.reason === 'repetition'),
  },
  directionCapture: {
    applies: (rules) => capabilities(rules).hasDirections,
    // The move captures, and the same house sown the other way does not.
    shows: ({ before, move, events }) => {
      if (!capturesFromOpponent(before, events, 1) || move.direction === undefined) return false;
      const other = play(before, {
        house: move.house,
        direction: move.direction === 'ccw' ? 'cw' : 'ccw',
      });
      return other.ok && !capturesFromOpponent(before, other.value.events, 1);
    },
  },
  doubleCapture: {
    applies: (rules) =>
      ruleIs(rules, 'secondCapture', 'eitherNeighbour') || ruleIs(rules, 'secondCapture', 'next'),
    shows: ({ before, events }) => capturesFromOpponent(before, events, 2),
  },
  roundEnd: {
    applies: (rules) => capabilities(rules).hasRounds,
    shows: ({ events }) => eventsOf(events, 'end').some((e) => e.end.reason === 'noMove'),
  },
};

/**
 * True when the player to move in `before` captured, in `events`, seeds from `houses` or more of
 * his opponent's houses in one capture.
 */
function capturesFromOpponent(
  before: Position,
  events: readonly MoveEvent[],
  houses: number,
): boolean {
  const them = opponent(before.turn);
  return eventsOf(events, 'capture').some(
    (e) =>
      e.by === before.turn &&
      e.houses.filter((h) => h.side === them && h.seeds > 0).length >= houses,
  );
}

/** The topics of `rules`, in the course's order. */
export function topicsOf(rules: RuleSet): LessonTopic[] {
  return LESSON_TOPICS.filter((topic) => TOPICS[topic].applies(rules));
}

/** True when `played` shows the rule of `topic`. */
export function shows(topic: LessonTopic, played: PlayedMove): boolean {
  return TOPICS[topic].shows(played);
}
