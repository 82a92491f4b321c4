import { capabilities, type PerSide, type Side } from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';
import { matchResultText } from './rounds-text.ts';
import { resultText, type ResultText } from './result-text.ts';
import { gameOutcome, hasEnded, lastEvents, matchNow, type Game } from './session.ts';
import { stoppedResultText } from './stopped-text.ts';

/** A finished game's result as the result panel shows it. */
export interface GameResult {
  /** The headline and why the game ended, in words. */
  readonly words: ResultText;
  /** The seeds each player ended with (or held when the game was given up). */
  readonly scores: PerSide<number>;
  /** The winner, or `undefined` for a draw. */
  readonly winner: Side | undefined;
}

/**
 * The result of `game` once it has ended, whatever ended it: given up (`stopped`: who gave it up,
 * the stores as they stood); in a game of rounds the match result (docs/RULES.md 4: why the match
 * ended, the rounds won); else the game's (`outcome`: side emptied, majority, tie-break, agreed
 * end). `undefined` while the game goes on.
 */
export function gameResult(t: Translate, game: Game): GameResult | undefined {
  if (!hasEnded(game)) return undefined;
  const match = matchNow(game);
  if (capabilities(game.config.rules).hasRounds) {
    const decided = game.stopped ?? match.result;
    if (!decided) return undefined;
    const scores = 'scores' in decided ? decided.scores : decided.seeds;
    return {
      words: matchResultText(t, match, game.stopped),
      scores,
      winner: decided.winner,
    };
  }
  if (game.stopped) {
    const { scores, winner } = game.stopped;
    return { words: stoppedResultText(t, game.stopped), scores, winner };
  }
  const result = gameOutcome(game);
  if (!result) return undefined;
  return {
    words: resultText(t, result, game.config.rules, lastEvents(game)),
    scores: result.scores,
    winner: result.winner,
  };
}
