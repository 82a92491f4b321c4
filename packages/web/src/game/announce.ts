import { capabilities, type Direction, type MoveEvent, type Position } from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';

/**
 * What a screen reader says about a move (the board's `aria-live` region), from the move's events:
 * who sowed which house and how many seeds, how many laps, where the last seed fell, each relay
 * lift (Obridjie, Giuthi), each 4 that goes to a bank (Obridjie), a capture, a grand slam and a
 * duty to feed (Wari), a further choice inside the turn (Giuthi), an extra turn, a pass, the final
 * sweep, the end (of the game, or of a Giuthi round), and who moves next. Also for the events of
 * an agreed end (`sweep`s and `end`).
 *
 * ```
 * South sows house 3, 4 seeds. The last seed lands in South's store. South moves again.
 * ```
 *
 * @param after the position after the move (for who moves next).
 * @param direction the direction the move was sown in (Giuthi, docs/RULES.md 4), named with the house.
 */
export function announceMove(
  t: Translate,
  events: readonly MoveEvent[],
  after: Position,
  direction?: Direction,
): string {
  const parts: string[] = [];
  const seeds = (count: number) => t('common.seeds', { count });
  const ends = events.some((e) => e.type === 'end');
  const can = capabilities(after.rules);
  let swept = { south: 0, north: 0 };
  let lifted = false;
  for (const [i, event] of events.entries()) {
    switch (event.type) {
      case 'lift': {
        // A later lift of the same move is a relay (Obridjie, docs/RULES.md 3; Giuthi, docs/RULES.md 4).
        const key = lifted
          ? 'announce.relay'
          : direction
            ? (`announce.sowDirection.${direction}` as const)
            : 'announce.sow';
        parts.push(t(key, { side: event.side, house: event.house, seeds: seeds(event.seeds) }));
        lifted = true;
        // The sowing of this lift ends at the last `sow` before the next non-sow event.
        let last: Extract<MoveEvent, { type: 'sow' }> | undefined;
        for (const e of events.slice(i + 1)) {
          if (e.type !== 'sow') break;
          last = e;
        }
        if (last && last.lap > 1) parts.push(t('announce.laps', { count: last.lap }));
        if (last?.pit.kind === 'store')
          parts.push(t('announce.lastInStore', { side: last.pit.side }));
        else if (last) {
          parts.push(t('announce.lastInHouse', { side: last.pit.side, house: last.pit.house }));
        }
        break;
      }
      case 'four':
        parts.push(t('announce.four', { side: event.side, house: event.house }));
        break;
      case 'grandSlam':
        parts.push(t('announce.grandSlam', { side: event.by }));
        break;
      case 'mustFeed':
        parts.push(t('announce.mustFeed', { side: event.side }));
        break;
      case 'capture':
        parts.push(t('announce.capture', { side: event.by, seeds: seeds(event.seeds) }));
        break;
      case 'extraTurn':
        // A move that ends the game announces the end instead (docs/RULES.md 1.3).
        if (!ends) parts.push(t('announce.extraTurn', { side: event.side }));
        break;
      case 'pass':
        parts.push(
          t(can.minSowSeeds > 1 ? 'announce.passNoPair' : 'announce.pass', {
            side: event.side,
          }),
        );
        break;
      case 'choice':
        parts.push(t('announce.choice', { side: event.side }));
        break;
      case 'sweep':
        swept = { ...swept, [event.to]: swept[event.to] + event.seeds };
        break;
      case 'end':
        for (const side of ['south', 'north'] as const) {
          if (swept[side] === 0) continue;
          const key = can.hasStores ? 'announce.sweep' : 'announce.sweepBank';
          // `count` picks the verb's number: "1 seed goes", "5 seeds go" (i18next plurals).
          parts.push(t(key, { side, count: swept[side], seeds: seeds(swept[side]) }));
        }
        parts.push(t(can.hasRounds ? 'announce.roundEnd' : 'announce.end'));
        break;
      case 'sow':
        break;
    }
  }
  if (!after.isOver) parts.push(nextToMove(t, after));
  return parts.join(' ');
}

/**
 * "South to move.", or in Giuthi during a further choice inside the turn (docs/RULES.md 4): "South
 * chooses again: a house with at least 2 seeds, sown clockwise."
 */
export function nextToMove(t: Translate, position: Position): string {
  const side = position.turn;
  return position.choice
    ? t(`announce.chooseAgain.${position.choice}`, { side })
    : t('announce.next', { side });
}
