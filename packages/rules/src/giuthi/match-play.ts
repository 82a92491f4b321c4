import { parseMove } from '../move.ts';
import { err, ok, type Result } from '../result.ts';
import type { RuleSet } from '../ruleset.ts';
import type { Side } from '../side.ts';
import { arrange, playInMatch, startMatch, type Match } from '../match.ts';

/**
 * Why {@link matchOfPlay} cannot rebuild a match: `index` is the 0-based place in `moves` (for
 * `ERR_ILLEGAL_MOVE`) or in `arrangements` (`ERR_ARRANGEMENT`, and `ERR_MATCH_PLAY` for an
 * arrangement left over or missing where the moves need one).
 */
export interface MatchPlayError {
  readonly code: 'ERR_ILLEGAL_MOVE' | 'ERR_ARRANGEMENT' | 'ERR_MATCH_PLAY';
  readonly index: number;
  readonly message: string;
}

/**
 * A Giuthi match (docs/RULES.md 4 "Rounds") rebuilt from its play as two flat lists, the way an online
 * game carries it: every move of every round in order (move notation with its direction, `3cw`),
 * and the losers' arrangements in order (each the loser's row, house 1 first; `arrange`). From
 * `startMatch(rules, first)`, each move is played with `playInMatch`; whenever a round has ended
 * and the match waits for the loser's lay-out, the next arrangement is laid out with `arrange`,
 * before the next move or, after the last move, when one is left.
 *
 * @returns the match after all of it, or a {@link MatchPlayError}: an unreadable or illegal move,
 *   a refused arrangement, moves that go on while no arrangement is left for the next round, or
 *   arrangements left over that the match never asked for.
 */
export function matchOfPlay(
  rules: RuleSet,
  moves: readonly string[],
  arrangements: readonly (readonly number[])[],
  first: Side = 'south',
): Result<Match, MatchPlayError> {
  let match = startMatch(rules, first);
  let laid = 0;
  const layOut = (): MatchPlayError | undefined => {
    const pattern = arrangements[laid];
    if (pattern === undefined) {
      return {
        code: 'ERR_MATCH_PLAY',
        index: laid,
        message: `the match waits for arrangement ${laid + 1}, and there is none`,
      };
    }
    const arranged = arrange(match, pattern);
    if (!arranged.ok) {
      return { code: 'ERR_ARRANGEMENT', index: laid, message: arranged.error.message };
    }
    match = arranged.value;
    laid++;
    return undefined;
  };
  for (const [index, text] of moves.entries()) {
    if (match.phase === 'arranging') {
      const failed = layOut();
      if (failed) return err(failed);
    }
    const move = parseMove(text);
    if (!move.ok) return err({ code: 'ERR_ILLEGAL_MOVE', index, message: move.error.message });
    const played = playInMatch(match, move.value);
    if (!played.ok) {
      return err({ code: 'ERR_ILLEGAL_MOVE', index, message: played.error.message });
    }
    match = played.value.match;
  }
  if (match.phase === 'arranging' && laid < arrangements.length) {
    const failed = layOut();
    if (failed) return err(failed);
  }
  if (laid < arrangements.length) {
    return err({
      code: 'ERR_MATCH_PLAY',
      index: laid,
      message: `arrangement ${laid + 1} is not asked for: the match is ${match.phase}`,
    });
  }
  return ok(match);
}
