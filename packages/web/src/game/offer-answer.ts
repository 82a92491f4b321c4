import { endOfferAnswer, type EndOfferAnswer } from '@kalaha/engine';
import { opponent, type Position } from '@kalaha/rules';
import type { AnalysisLimits, PositionAnalysis } from '../engine/types.ts';
import { PANEL_ANALYSIS_MS } from './analysis-service.ts';

/**
 * How long the computer thinks about an offer to end: an analysis of the position as long as the
 * analysis panel's, so that it answers with the value the panel would show.
 */
export const OFFER_ANALYSIS: AnalysisLimits = { timeMs: PANEL_ANALYSIS_MS };

/**
 * The computer's answer to an offer to end the game (Wari and Oware, docs/RULES.md 2: the game ends
 * "when both players agree to end it"; Obridjie, docs/RULES.md 3, ends by repetition as Wari does):
 * the engine's rule (`endOfferAnswer` of `@kalaha/engine`: it accepts when ending now is not
 * worse for it than playing on), with the value of playing on taken from the engine's timed
 * analysis of the position ({@link OFFER_ANALYSIS}).
 *
 * @param position the position of the offer: a game in play that may end by agreement, the
 *   person to move; the computer is the other player.
 * @param analysis the engine's analysis of `position` (its score in seeds from the view of
 *   `analysis.turn`, so negated when that is the person).
 * @returns both values in seeds from the computer's view and the answer; `undefined` when
 *   `position` cannot end by agreement (`checkAgreement`: a finished game, the Kalaha family or
 *   Giuthi).
 */
export function weighOffer(
  position: Position,
  analysis: PositionAnalysis,
): EndOfferAnswer | undefined {
  const computer = opponent(position.turn);
  const playingOn = analysis.turn === computer ? analysis.score : -analysis.score + 0;
  return endOfferAnswer(position, computer, playingOn);
}
