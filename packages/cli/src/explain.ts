import {
  opponent,
  type Direction,
  type GameEnd,
  type HouseRef,
  type Move,
  type MoveEvent,
  type Outcome,
  type Pit,
  type PerSide,
  type Side,
} from '@kalaha/rules';
import { directionName, quantity, sideName } from './names.ts';

/**
 * Explains one move in sentences from the events `play` returned (docs/RULES.md 1.2 and 1.3, 2, 3): the
 * sowing and where its last seed fell, each relay sowing (Obridjie), fours (Obridjie), captures (a
 * Wari chain with the seeds taken from each house), a grand slam that captures nothing, an extra
 * turn, a pass, the duty to feed (Wari), and the end of the game with the final sweep and the
 * final score.
 *
 * ```
 * North sows house 3 (5 seeds); the last seed lands in North's store.
 * Extra turn: North moves again.
 * ```
 *
 * A Giuthi move (docs/RULES.md 4; `move` given with its direction) is told with its direction, each
 * relay sowing, the further choice inside the turn, a pass for want of a house of 2 seeds, and the
 * end of the round (`noMove`: neither player can move):
 *
 * ```
 * South sows house 4 clockwise (4 seeds); the last seed lands in North's house 2.
 * Relay: the 5 seeds of North's house 2 are sown on; the last seed lands in South's house 5.
 * Further choice: South sows again, a house of 2 or more seeds, clockwise.
 * ```
 *
 * @param move the move played; only a Giuthi move's direction changes the text.
 */
export function explainMove(events: readonly MoveEvent[], move?: Move): string[] {
  const lines: string[] = [];
  const gameEnds = events.some((e) => e.type === 'end');
  const direction = move?.direction;
  for (const [i, event] of events.entries()) {
    switch (event.type) {
      case 'lift':
        lines.push(sowingText(events, i, direction));
        break;
      case 'four':
        lines.push(
          `${houseName(event)} reaches 4 seeds: the ${quantity(event.seeds, 'seed')} go to ${sideName(event.side)}, its owner.`,
        );
        break;
      case 'capture': {
        const from = event.houses.map((h) =>
          h.seeds > 0 ? `${h.seeds} from ${houseName(h)}` : `${houseName(h)} was empty`,
        );
        lines.push(
          `${sideName(event.by)} captures ${quantity(event.seeds, 'seed')} (${from.join('; ')}).`,
        );
        break;
      }
      case 'grandSlam': {
        const why =
          event.rule === 'forbidden'
            ? 'every legal move was one, grandSlam=forbidden'
            : 'grandSlam=noCapture';
        lines.push(
          `Grand slam: ${sideName(event.by)} would take all ${quantity(event.seeds, 'seed')} on ${sideName(opponent(event.by))}'s side (${why}), so it captures nothing.`,
        );
        break;
      }
      case 'extraTurn':
        // A move that empties a side ends the game even when it earned an extra turn (docs/RULES.md 1.3).
        if (!gameEnds) lines.push(`Extra turn: ${sideName(event.side)} moves again.`);
        break;
      case 'choice':
        lines.push(
          `Further choice: ${sideName(event.side)} sows again, a house of 2 or more seeds, ${directionName(event.direction)}.`,
        );
        break;
      case 'pass':
        lines.push(
          `${sideName(event.side)} has ${direction ? 'no house with 2 or more seeds' : 'no seeds'} and passes.`,
        );
        break;
      case 'mustFeed':
        lines.push(
          `Must feed: ${sideName(opponent(event.side))}'s houses are empty, so ${sideName(event.side)} must sow seeds into them.`,
        );
        break;
      case 'end':
        lines.push(
          `${direction ? 'Round' : 'Game'} over: ${direction && event.end.reason === 'noMove' ? 'neither player can move' : endReason(event.end)}${sweepText(events)}.`,
        );
        lines.push(`Final score: ${scoreText(event.scores)}.`);
        break;
      case 'sow':
      case 'sweep':
        break;
    }
  }
  return lines;
}

/**
 * The sowing that starts with the lift `events[at]`: how many seeds, how many laps, where its last
 * seed fell (the last `sow` before the next lift). The first lift is the mover's house, sown in
 * `direction` when he chose one (Giuthi); a later lift is a relay sowing (Obridjie, Giuthi).
 */
function sowingText(events: readonly MoveEvent[], at: number, direction?: Direction): string {
  const lift = events[at] as Extract<MoveEvent, { type: 'lift' }>;
  const next = events.findIndex((e, i) => i > at && e.type === 'lift');
  const sowing = events.slice(at, next === -1 ? undefined : next);
  const last = sowing.findLast((e) => e.type === 'sow');
  const laps = last && last.lap > 1 ? `${last.lap} laps` : undefined;
  const where = last ? `; the last seed lands in ${pitName(last.pit)}` : '';
  const relay = events.findIndex((e) => e.type === 'lift') < at;
  if (relay) {
    const verb = lift.seeds === 1 ? 'is' : 'are';
    return `Relay: the ${quantity(lift.seeds, 'seed')} of ${houseName(lift)} ${verb} sown on${laps ? ` (${laps})` : ''}${where}.`;
  }
  const how = direction ? ` ${directionName(direction)}` : '';
  const seeds = quantity(lift.seeds, 'seed');
  return `${sideName(lift.side)} sows house ${lift.house}${how} (${laps ? `${seeds}, ${laps}` : seeds})${where}.`;
}

/**
 * Explains the result of a finished game: the winner (or a draw) with the scores, why the game
 * ended, and the tie-break when equal stores were decided by `tieBreak: emptierWins` (docs/RULES.md 1.1,
 * 002).
 *
 * @param titles the players as shown on screen (`South (Ann)`).
 */
export function explainResult(result: Outcome, titles: PerSide<string>): string[] {
  const { south, north } = result.scores;
  const score = `${Math.max(south, north)} to ${Math.min(south, north)}`;
  const why = `The game ended because ${endReason(result.end)}.`;
  switch (result.decidedBy) {
    case 'score':
      return [`Result: ${titles[result.winner!]} wins ${score}.`, why];
    case 'draw':
      return [`Result: a draw, ${score}.`, why];
    case 'tieBreak':
      return [
        `Result: ${titles[result.winner!]} wins on the tie-break: the stores are equal (${score}) and the player whose side was emptied wins (tieBreak=emptierWins).`,
        why,
      ];
  }
}

/** Why a game ended (docs/RULES.md 1.3), as a clause: `North's side is empty`. */
function endReason(end: GameEnd): string {
  switch (end.reason) {
    case 'sideEmpty':
      return end.side === 'both' ? 'both sides are empty' : `${sideName(end.side)}'s side is empty`;
    case 'majority':
      return `${sideName(end.side)}'s store holds more than half of the seeds`;
    case 'allEmpty':
      return 'every house is empty';
    // Wari's, Obridjie's and Giuthi's ends (docs/RULES.md 2, 3, 4).
    case 'noMove':
      return `${sideName(end.side)} cannot move`;
    case 'repetition':
      return 'a position came up for the third time';
    case 'agreement':
      return 'both players agreed to end it';
  }
}

/** The final sweep of a move's events in words, grouped by who takes seeds from whose houses. */
function sweepText(events: readonly MoveEvent[]): string {
  const taken = new Map<string, { to: Side; from: Side; seeds: number }>();
  for (const s of events) {
    if (s.type !== 'sweep') continue;
    const key = `${s.to} ${s.side}`;
    const entry = taken.get(key) ?? { to: s.to, from: s.side, seeds: 0 };
    taken.set(key, { ...entry, seeds: entry.seeds + s.seeds });
  }
  return [...taken.values()]
    .map(
      ({ to, from, seeds }) =>
        `; ${sideName(to)} takes the ${quantity(seeds, 'seed')} left in ${sideName(from)}'s houses`,
    )
    .join('');
}

/** The scores as `South 40, North 32`. */
function scoreText(scores: PerSide<number>): string {
  return `South ${scores.south}, North ${scores.north}`;
}

function pitName(pit: Pit): string {
  return pit.kind === 'store' ? `${sideName(pit.side)}'s store` : houseName(pit);
}

function houseName(house: HouseRef): string {
  return `${sideName(house.side)}'s house ${house.house}`;
}
