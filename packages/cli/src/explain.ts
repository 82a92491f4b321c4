import type { GameEnd, HouseRef, MoveEvent, Outcome, Pit, PerSide, Side } from '@kalaha/rules';
import { quantity, sideName } from './names.ts';

/**
 * Explains one move in sentences from the events `play` returned (RULES.md 1.2 and 1.3): the sowing
 * and where its last seed fell, a capture, an extra turn, a pass, and the end of the game with the
 * final sweep and the final score.
 *
 * ```
 * North sows house 3 (5 seeds); the last seed lands in North's store.
 * Extra turn: North moves again.
 * ```
 */
export function explainMove(events: readonly MoveEvent[]): string[] {
  const lines: string[] = [];
  const gameEnds = events.some((e) => e.type === 'end');
  for (const event of events) {
    switch (event.type) {
      case 'lift':
        lines.push(sowingText(event, events));
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
      case 'extraTurn':
        // A move that empties a side ends the game even when it earned an extra turn (RULES.md 1.3).
        if (!gameEnds) lines.push(`Extra turn: ${sideName(event.side)} moves again.`);
        break;
      case 'pass':
        lines.push(`${sideName(event.side)} has no seeds and passes.`);
        break;
      case 'end':
        lines.push(`Game over: ${endReason(event.end)}${sweepText(events)}.`);
        lines.push(`Final score: ${scoreText(event.scores)}.`);
        break;
      case 'sow':
      case 'sweep':
        break;
    }
  }
  return lines;
}

/** The sowing that starts with `lift`: how many seeds, how many laps, where the last one fell. */
function sowingText(
  lift: Extract<MoveEvent, { type: 'lift' }>,
  events: readonly MoveEvent[],
): string {
  const last = events.findLast((e) => e.type === 'sow');
  const laps = last && last.lap > 1 ? `, ${last.lap} laps` : '';
  const where = last ? `; the last seed lands in ${pitName(last.pit)}` : '';
  return `${sideName(lift.side)} sows house ${lift.house} (${quantity(lift.seeds, 'seed')}${laps})${where}.`;
}

/**
 * Explains the result of a finished game: the winner (or a draw) with the scores, why the game
 * ended, and the tie-break when equal stores were decided by `tieBreak: emptierWins` (RULES.md 1.1,
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

/** Why a game ended (RULES.md 1.3), as a clause: `North's side is empty`. */
function endReason(end: GameEnd): string {
  switch (end.reason) {
    case 'sideEmpty':
      return end.side === 'both' ? 'both sides are empty' : `${sideName(end.side)}'s side is empty`;
    case 'majority':
      return `${sideName(end.side)}'s store holds more than half of the seeds`;
    case 'allEmpty':
      return 'every house is empty';
    // Wari's and Obridjie's ends (RULES.md 2, 3): those games are not played here yet.
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
