import {
  err,
  ok,
  parsePosition,
  play,
  Position,
  validateRuleSet,
  type HistoryEntry,
  type Match,
  type Result,
  type Side,
} from '@kalaha/rules';
import * as z from 'zod/mini';
import { moveOf } from '../levels/level-move.ts';
import { isLevel, MAX_LEVEL, MIN_LEVEL } from '../levels/table.ts';
import type { GameSpec } from '../match/game.ts';
import type {
  AnalyzeRequest,
  ArrangeRequest,
  JobId,
  LevelMoveRequest,
  PlayGameRequest,
  SearchRequest,
  StopRequest,
  WireError,
} from './protocol.ts';
import { readMatch } from './read-match.ts';
import { bad } from './wire-checks.ts';
import {
  JobIdSchema,
  readShape,
  REQUEST_TYPES,
  RequestSchema,
  type WireRequest,
} from './wire-schemas.ts';

/**
 * Reading what a client posts to the engine (the message API of `protocol.ts`): the receiving
 * side only, so that a client that only writes messages does not carry the readers.
 */

/** A message as read: the request, with its position(s) rebuilt and checked. */
export type ParsedRequest =
  | {
      readonly type: 'analyze' | 'search';
      readonly request: AnalyzeRequest | SearchRequest;
      readonly position: Position;
    }
  | { readonly type: 'levelMove'; readonly request: LevelMoveRequest; readonly position: Position }
  | { readonly type: 'playGame'; readonly request: PlayGameRequest }
  | { readonly type: 'arrange'; readonly request: ArrangeRequest; readonly match: Match }
  | { readonly type: 'stop'; readonly request: StopRequest };

/** The id of a message when it has a valid one (for error replies), else null. */
export function idOf(data: unknown): JobId | null {
  const read = z.looseObject({ id: JobIdSchema }).safeParse(data);
  return read.success ? read.data.id : null;
}

/**
 * Reads and checks a message received by the engine: its shape, type, id and every field's type
 * and range ({@link RequestSchema}, `ERR_MESSAGE`), then what the rules library and the levels
 * table say: the rule set (`validateRuleSet`, `ERR_RULES`), the position (`parsePosition`,
 * `ERR_POSITION`), the level (`ERR_LEVEL`), or the match of rounds (`readMatch`).
 */
export function parseRequest(data: unknown): Result<ParsedRequest, WireError> {
  const typed = z.looseObject({ type: z.enum(REQUEST_TYPES) }).safeParse(data);
  if (!typed.success) {
    return bad(`a message must be an object whose type is one of ${REQUEST_TYPES.join(', ')}`);
  }
  const shape = readShape(RequestSchema, data, '');
  if (!shape.ok) return shape;
  const request = shape.value;
  switch (request.type) {
    case 'stop':
      return ok({ type: 'stop', request });
    case 'analyze':
    case 'search': {
      const position = readPosition(request.position);
      if (!position.ok) return position;
      return ok({
        type: request.type,
        request: request as AnalyzeRequest | SearchRequest,
        position: position.value,
      });
    }
    case 'levelMove': {
      const position = readPosition(request.position);
      if (!position.ok) return position;
      if (!isLevel(request.level)) return levelError(request.level);
      if (position.value.isOver) {
        return err({
          code: 'ERR_POSITION',
          message: 'the game is over: there is no move to choose',
        });
      }
      return ok({
        type: 'levelMove',
        request: request as LevelMoveRequest,
        position: position.value,
      });
    }
    case 'playGame': {
      const game = readGame(request.game);
      if (!game.ok) return game;
      const { id, stopFlag } = request;
      const playGame: PlayGameRequest = {
        type: 'playGame',
        id,
        ...(stopFlag === undefined ? {} : { stopFlag }),
        game: game.value,
      };
      return ok({ type: 'playGame', request: playGame });
    }
    case 'arrange': {
      const match = readMatch(request.match);
      if (!match.ok) return match;
      if (!isLevel(request.level)) return levelError(request.level);
      if (match.value.phase !== 'arranging') {
        return err({
          code: 'ERR_MATCH_PHASE',
          message: `there is nothing to arrange: the match is ${match.value.phase === 'over' ? 'over' : 'in a round'}`,
        });
      }
      return ok({ type: 'arrange', request: request as ArrangeRequest, match: match.value });
    }
  }
}

function levelError(level: unknown): Result<never, WireError> {
  return err({
    code: 'ERR_LEVEL',
    message: `level must be a whole number ${MIN_LEVEL}-${MAX_LEVEL} (got ${JSON.stringify(level)})`,
  });
}

/** A position whose shape was read: its rules, text and history checked by the rules library. */
function readPosition(data: {
  readonly rules: unknown;
  readonly position: string;
  readonly history?: unknown;
}): Result<Position, WireError> {
  const rules = validateRuleSet(data.rules);
  if (!rules.ok) return err({ code: 'ERR_RULES', message: rules.error.message });
  const position = parsePosition(rules.value, data.position);
  if (!position.ok) return err({ code: 'ERR_POSITION', message: position.error.message });
  if (data.history === undefined) return ok(position.value);
  // The rules library checks the history against the position (ERR_HISTORY: shape, seeds, a
  // third occurrence, a game without repetitions).
  const withHistory = Position.fromSetup(rules.value, {
    ...position.value.toSetup(),
    history: data.history as readonly HistoryEntry[],
  });
  if (!withHistory.ok) return err({ code: 'ERR_POSITION', message: withHistory.error.message });
  return ok(withHistory.value);
}

/** A game between levels whose shape was read: its rules, players' levels and opening checked. */
function readGame(
  data: Extract<WireRequest, { type: 'playGame' }>['game'],
): Result<GameSpec, WireError> {
  const rules = validateRuleSet(data.rules);
  if (!rules.ok) return err({ code: 'ERR_RULES', message: rules.error.message });
  const moves = data.opening.map((m) => moveOf(m.house, m.direction));
  const players: Partial<Record<Side, GameSpec['players']['south']>> = {};
  for (const side of ['south', 'north'] as const) {
    const p = data.players[side];
    if (!isLevel(p.level)) {
      return err({
        code: 'ERR_LEVEL',
        message: `game.players.${side}.level must be ${MIN_LEVEL}-${MAX_LEVEL}`,
      });
    }
    players[side] = {
      level: p.level,
      seed: p.seed,
      ...(p.timeMs === undefined ? {} : { timeMs: p.timeMs }),
      ...(p.wariWeights === undefined ? {} : { wariWeights: p.wariWeights }),
      ...(p.book === undefined ? {} : { book: p.book }),
      ...(p.exact === undefined ? {} : { exact: p.exact }),
    };
  }
  let position = Position.initial(rules.value, data.starts ?? 'south');
  for (const [i, move] of moves.entries()) {
    const played = play(position, move);
    if (!played.ok) {
      return err({ code: 'ERR_POSITION', message: `game.opening[${i}]: ${played.error.message}` });
    }
    position = played.value.position;
  }
  if (position.isOver) return err({ code: 'ERR_POSITION', message: 'game.opening ends the game' });
  return ok({
    rules: rules.value,
    opening: moves,
    ...(data.starts === undefined ? {} : { starts: data.starts }),
    players: { south: players.south!, north: players.north! },
  });
}
