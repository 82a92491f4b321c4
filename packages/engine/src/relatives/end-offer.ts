import { agreeToEnd, opponent, type Position, type Side } from '@kalaha/rules';

/** The computer's answer to an offer to end the game, with the two values it weighed. */
export interface EndOfferAnswer {
  /** True when it agrees to end the game. */
  readonly accept: boolean;
  /**
   * Seeds: the final store difference (its seeds minus the opponent's) if the game ends now by
   * agreement (`agreeToEnd` of `@kalaha/rules`: the seeds left go as `cycleRule` says, docs/RULES.md 2:
   * `ownSide` gives each player the seeds on his side, `split` divides them equally).
   */
  readonly ending: number;
  /** Seeds: the engine's value of playing on, from its view (as it was given). */
  readonly playingOn: number;
}

/**
 * The computer's one rule for answering an offer to end a Wari, Oware or Obridjie game by
 * agreement (docs/RULES.md 2: the game ends "when both players agree to end it"; Obridjie, docs/RULES.md 3,
 * ends as Wari does): the player at `side` accepts when ending now is not worse for it than the
 * engine's value of playing on (equal values: it accepts), and declines otherwise. How the value
 * is found (a node budget, a timed analysis) is the caller's; this compares.
 *
 * @param position the position of the offer: a game in play that may end by agreement, the
 *   offering player to move (an offer is made on one's turn).
 * @param side the side that answers (the opponent of the offering player).
 * @param playingOn the engine's value of playing on from `position`, in seeds from `side`'s view
 *   (a `SearchResult.score` or `Analysis.score` is the mover's: negate it when `side` is not to
 *   move).
 * @returns the answer with both values from `side`'s view; `undefined` when `position` cannot end
 *   by agreement (`checkAgreement` says why: a finished game, the Kalaha family, Giuthi).
 */
export function endOfferAnswer(
  position: Position,
  side: Side,
  playingOn: number,
): EndOfferAnswer | undefined {
  const agreed = agreeToEnd(position);
  if (!agreed.ok) return undefined;
  const end = agreed.value.position;
  const ending = end.store(side) - end.store(opponent(side));
  return { accept: ending >= playingOn, ending, playingOn };
}
