import type { GameRecord } from '../record.ts';

/**
 * A game in Oware Game Notation (OGN, the PGN-like text of the Aualé Oware program): our game
 * record plus what OGN carries beyond it.
 */
export interface OgnGame {
  /** The game: rules (`oware` or `wari` on the 6×4 board), players, start, moves, result. */
  readonly record: GameRecord;
  /**
   * The tags that the record does not hold (Event, Site, Round and any other), in file order, as
   * written; `?` is OGN's "unknown".
   */
  readonly tags: readonly OgnTag[];
  /** The comments (`{ … }`), each after the move it follows (0: before the first move). */
  readonly comments: readonly OgnComment[];
  /**
   * The result as the file states it (`Result` tag or result token), in seeds, when the file has
   * one: for a game the rules ended, either the stores after the final sweep (the record's
   * result) or, as the Aualé program writes it, the stores before the sweep.
   */
  readonly statedScores?: { readonly south: number; readonly north: number } | undefined;
}

/** One OGN tag, `[Name "value"]`. */
export interface OgnTag {
  readonly name: string;
  readonly value: string;
}

/** A comment after move `afterMove` (1-based; 0 before the first move), its whitespace collapsed. */
export interface OgnComment {
  readonly afterMove: number;
  readonly text: string;
}

/**
 * Why an OGN text could not be read. `line` and `column` (1-based) point at the offending text.
 *
 * - `ERR_OGN_TAG`: a malformed tag, a tag after the moves, a duplicated tag, or a tag value that
 *   does not read (SouthType, SouthLevel, Date, Time, Termination…);
 * - `ERR_OGN_VARIANT`: a Variant other than `Oware Abapa` or `Wari`;
 * - `ERR_OGN_RULES`: a `Rules` tag that names unknown options or changes the 6×4 board;
 * - `ERR_OGN_FEN`: a FEN tag not written as 14 counts and `S` or `N`;
 * - `ERR_OGN_POSITION`: a FEN position that is not a position (seeds not conserved…: `cause`);
 * - `ERR_OGN_TOKEN`: move text that is none of a move, a move number, a result, a comment or a
 *   variation, or text after the result;
 * - `ERR_OGN_UNTERMINATED`: a comment, variation or tag value left open;
 * - `ERR_OGN_MOVE_LETTER`: a move letter other than A-F (South) and a-f (North);
 * - `ERR_OGN_WRONG_SIDE`: a move of the player not to move (`moveNumber`);
 * - `ERR_OGN_ILLEGAL_MOVE`: a move the rules refuse, or a move after the end (`moveNumber`);
 * - `ERR_OGN_CAPTURE`: a `+N` that is not what the move took (`moveNumber`);
 * - `ERR_OGN_RESULT`: a result that the moves do not give, or two results that differ;
 * - `ERR_OGN_EMPTY`: no game at all: an empty file, or tags without moves or a result (a game not
 *   begun says so with the result `*`).
 */
export interface OgnError {
  readonly code:
    | 'ERR_OGN_TAG'
    | 'ERR_OGN_VARIANT'
    | 'ERR_OGN_RULES'
    | 'ERR_OGN_FEN'
    | 'ERR_OGN_POSITION'
    | 'ERR_OGN_TOKEN'
    | 'ERR_OGN_UNTERMINATED'
    | 'ERR_OGN_MOVE_LETTER'
    | 'ERR_OGN_WRONG_SIDE'
    | 'ERR_OGN_ILLEGAL_MOVE'
    | 'ERR_OGN_CAPTURE'
    | 'ERR_OGN_RESULT'
    | 'ERR_OGN_EMPTY';
  readonly line: number;
  readonly column: number;
  /** The 1-based number of the move concerned, for the move errors. */
  readonly moveNumber?: number;
  /** The underlying error code (a position's, a move's, a rule set's), when there is one. */
  readonly cause?: string;
  readonly message: string;
}

/**
 * Why a record cannot be written as OGN: `ERR_OGN_GAME` (not Wari/Oware on the 6×4 board, the
 * only board OGN's position has room for), `ERR_OGN_RECORD` (the record does not replay).
 */
export interface OgnExportError {
  readonly code: 'ERR_OGN_GAME' | 'ERR_OGN_RECORD';
  readonly message: string;
}
