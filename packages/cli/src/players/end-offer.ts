import { endOfferAnswer, type EndOfferAnswer, type Searcher } from '@kalaha/engine';
import { checkAgreement, type Position, type Side } from '@kalaha/rules';

/**
 * Nodes the computer searches to value the game when it is offered the agreed end: a fixed
 * budget, so that its answer is the same on every machine. 50 000 nodes look 9 moves ahead from
 * the start of Wari (and through to the end of the endgames where the offer usually comes), in
 * under a second on a loaded 2-core machine.
 */
export const END_OFFER_NODES = 50_000;

/**
 * How the computer at `side` answers an offer to end a Wari or Obridjie game by agreement
 * (docs/RULES.md 2: "or when both players agree to end it"): the engine's rule (`endOfferAnswer`:
 * it accepts when the end is not worse for it than playing on), with the value of playing on
 * searched with `searcher` for {@link END_OFFER_NODES} nodes.
 *
 * @param position the game in progress, with the offering player (the opponent of `side`) to move.
 * @throws RangeError when the position cannot be ended by agreement (`checkAgreement` says why:
 *   the caller offers only when it can).
 */
export function answerEndOffer(position: Position, side: Side, searcher: Searcher): EndOfferAnswer {
  const refused = checkAgreement(position);
  if (refused) throw new RangeError(refused.message);
  const searched = searcher.search(position, { nodes: END_OFFER_NODES });
  // The score is the mover's; the mover is the one who offers.
  const playingOn = position.turn === side ? searched.score : -searched.score;
  return endOfferAnswer(position, side, playingOn)!;
}
