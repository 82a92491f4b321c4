import type { GameView } from '@kalaha/protocol';
import {
  capabilities,
  arrange,
  err,
  matchOfPlay,
  ok,
  parseMove,
  playInMatch,
  presetOf,
  sameMove,
  startMatch,
  type Match,
  type HouseRef,
  type Move,
  type Result,
  type Side,
  unwrap,
} from '@kalaha/rules';
import type { GiuthiGame } from '../game/giuthi-session.ts';
import type { OnlineError } from './errors.ts';
import { badGame, ONLINE_SEATS, readViewStart } from './view-start.ts';

/**
 * An online Giuthi match (docs/RULES.md 4 "Rounds") as the app's {@link GiuthiGame} (the same data the
 * local Giuthi screen, its rounds table and its texts use): the server's `GameView` (rules, the
 * first round's start, every move of every round, the losers' lay-outs) rebuilt with the rules
 * library's `matchOfPlay`. Nothing here re-implements a rule.
 */

/**
 * The match of a Giuthi `GameView`: its rules validated, the first round's start read (who moves
 * first), its moves and lay-outs replayed (`matchOfPlay`).
 *
 * @returns the match, or `client/bad_game` naming what could not be read.
 */
export function matchFromView(view: GameView): Result<GiuthiGame, OnlineError> {
  const read = readViewStart(view, (rules) =>
    capabilities(rules).hasRounds ? ok(rules) : err(`${rules.game} is not played in rounds`),
  );
  if (!read.ok) return read;
  const { rules, start } = read.value;
  const first = start.turn;
  const match = matchOfPlay(rules, view.moves, view.arrangements, first);
  if (!match.ok) {
    const what = match.error.code === 'ERR_ILLEGAL_MOVE' ? 'move' : 'arrangement';
    return badGame(`${what} ${match.error.index + 1}: ${match.error.message}`);
  }
  return ok({
    config: {
      presetId: presetOf(rules) ?? 'giuthi',
      rules,
      seats: ONLINE_SEATS,
      starts: first,
    },
    match: match.value,
    events: [],
    started: view.created,
  });
}

/** What comes next from the match shown to the server's: a move or a lay-out. */
export type MatchStep =
  | { readonly kind: 'move'; readonly move: Move }
  | { readonly kind: 'arrange'; readonly pattern: readonly number[] };

/**
 * How the match shown relates to the server's: `same`, `ahead` (the server has `count` more moves
 * and lay-outs, the shown ones first; `next` is the first of them), `behind` (the match shown has
 * `count` more: a move or lay-out of ours not yet confirmed) or `diverged`.
 */
export type MatchRelation =
  | { readonly kind: 'same' }
  | { readonly kind: 'ahead'; readonly count: number; readonly next: MatchStep }
  | { readonly kind: 'behind'; readonly count: number }
  | { readonly kind: 'diverged' };

/** Every move of every round of `match`, in order (as the server's `moves`). */
export function matchMoves(match: Match): Move[] {
  return match.history.flatMap((round) => round.moves);
}

/** The losers' lay-outs of `match`, in order (as the server's `arrangements`). */
export function matchArrangements(match: Match): (readonly number[])[] {
  return match.history.flatMap((round) => (round.arrangement ? [round.arrangement] : []));
}

/** Compares the moves and lay-outs shown with the server's. */
export function compareMatch(match: Match, view: GameView): MatchRelation {
  const moves = matchMoves(match);
  const patterns = matchArrangements(match);
  const server = view.moves.map(parseMove);
  for (let i = 0; i < Math.min(moves.length, server.length); i++) {
    const move = server[i]!;
    if (!move.ok || !sameMove(move.value, moves[i]!)) return { kind: 'diverged' };
  }
  for (let i = 0; i < Math.min(patterns.length, view.arrangements.length); i++) {
    if (patterns[i]!.join() !== view.arrangements[i]!.join()) return { kind: 'diverged' };
  }
  const moreMoves = server.length - moves.length;
  const morePatterns = view.arrangements.length - patterns.length;
  if (moreMoves === 0 && morePatterns === 0) return { kind: 'same' };
  if (moreMoves <= 0 && morePatterns <= 0) {
    return { kind: 'behind', count: -(moreMoves + morePatterns) };
  }
  if (moreMoves < 0 || morePatterns < 0) return { kind: 'diverged' };
  const count = moreMoves + morePatterns;
  if (match.phase === 'arranging') {
    const pattern = view.arrangements[patterns.length];
    return pattern ? { kind: 'ahead', count, next: { kind: 'arrange', pattern } } : diverged();
  }
  const move = server[moves.length];
  return move?.ok ? { kind: 'ahead', count, next: { kind: 'move', move: move.value } } : diverged();
}

/**
 * The side of every move of `match`, in order: its history replayed with the rules library
 * (`startMatch`, `arrange`, `playInMatch`).
 *
 * @throws Error when the history does not replay (never for a match made by the rules library).
 */
export function moversOf(match: Match): Side[] {
  let replayed = startMatch(match.rules, match.rounds[0]?.first ?? match.first);
  const movers: Side[] = [];
  for (const round of match.history) {
    if (round.arrangement) {
      const arranged = unwrap(arrange(replayed, round.arrangement));
      replayed = arranged;
    }
    for (const move of round.moves) {
      movers.push(replayed.position.turn);
      const played = unwrap(playInMatch(replayed, move));
      replayed = played.match;
    }
  }
  return movers;
}

/** The last move of the round in play (or of the last round played), if it has one. */
export function lastMoveOf(match: Match): HouseRef | undefined {
  const moves = match.history.at(-1)?.moves ?? [];
  const move = moves.at(-1);
  if (!move) return undefined;
  return { side: moversOf(match).at(-1)!, house: move.house };
}

function diverged(): MatchRelation {
  return { kind: 'diverged' };
}
