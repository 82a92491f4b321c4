import type { MoveEvent } from '../events.ts';
import type { Move } from '../move.ts';
import { agreeToEnd, play } from '../play.ts';
import { Position } from '../position.ts';
import {
  isStoppedEnd,
  parseRecordEnd,
  recordResult,
  stoppedResult,
  type GameRecord,
  type PlayerInfo,
  type RecordResult,
} from '../record.ts';
import { replay } from '../replay.ts';
import { err, ok, type Result } from '../result.ts';
import { parseOptionAssignment, ruleSet, type RuleSet } from '../ruleset.ts';
import type { PerSide, Side } from '../side.ts';
import { OGN_HOUSES, parseOgnPosition } from './fen.ts';
import { lex, type LexedTag, type MoveToken, type Place } from './lexer.ts';
import { RECORD_TAGS, ROSTER, UNKNOWN, UNKNOWN_START, VARIANTS } from './tags.ts';
import type { OgnComment, OgnError, OgnGame, OgnTag } from './types.ts';

type Fail = Result<never, OgnError>;

function fail(code: OgnError['code'], at: Place, message: string, extra: object = {}): Fail {
  return err({ code, line: at.line, column: at.column, ...extra, message });
}

/**
 * Reads a game in Oware Game Notation as the Aualé Oware program writes it (see the package
 * README, "Oware Game Notation"): the tags, the optional start position (`FEN`), the moves
 * (checked one by one under the rules), the comments (kept) and variations (skipped), and the
 * result. A finished game gets the result its moves give; as the Aualé program writes a game the
 * rules ended, its `Result` may give the stores before the final sweep, and the last move's `+N`
 * the seeds it captured before it (a game won by passing 24 seeds ends with seeds on the board).
 * A `Result` on a game that the moves leave in play is Aualé's end on a repeated position, read as
 * an agreed end (each player takes the seeds on his side, as Aualé counts it) unless a
 * `Termination` tag says otherwise.
 *
 * @returns the game, or an {@link OgnError} with its code, line and column.
 */
export function parseOgn(text: string): Result<OgnGame, OgnError> {
  const lexed = lex(text);
  if (!lexed.ok) return lexed;
  const tags = new Map<string, LexedTag>();
  for (const tag of lexed.value.tags) {
    if (tags.has(tag.name))
      return fail('ERR_OGN_TAG', tag.at, `the tag ${tag.name} is given twice`);
    tags.set(tag.name, tag);
  }
  const known = (name: string): LexedTag | undefined => {
    const tag = tags.get(name);
    return tag && tag.value.trim() !== UNKNOWN ? tag : undefined;
  };

  const rules = readRules(known('Variant'), known('Rules'));
  if (!rules.ok) return rules;
  const start = readStart(rules.value, known('FEN'));
  if (!start.ok) return start;
  const players = readPlayers(known);
  if (!players.ok) return players;
  const started = readStarted(known('Date'), known('Time'));
  if (!started.ok) return started;

  // The moves, checked as they are played.
  const moves: Move[] = [];
  const comments: OgnComment[] = [];
  const played: { token: Extract<MoveToken, { kind: 'move' }>; before: Position }[] = [];
  let position = start.value;
  /** The seeds the final sweep of the last move gave each side (none before the end). */
  let swept = { south: 0, north: 0 };
  let resultToken: Extract<MoveToken, { kind: 'result' }> | undefined;
  for (const token of lexed.value.tokens) {
    if (resultToken) return fail('ERR_OGN_TOKEN', token.at, 'text after the result');
    if (token.kind === 'comment') comments.push({ afterMove: moves.length, text: token.text });
    else if (token.kind === 'result') resultToken = token;
    else if (token.kind === 'move') {
      const number = moves.length + 1;
      const lower = token.letter.toLowerCase();
      if (lower < 'a' || lower > 'f') {
        return fail(
          'ERR_OGN_MOVE_LETTER',
          token.at,
          `move ${number}: '${token.letter}' is not a house: South plays A-F, North a-f`,
          { moveNumber: number },
        );
      }
      const side: Side = token.letter === lower ? 'north' : 'south';
      const house = lower.charCodeAt(0) - 'a'.charCodeAt(0) + 1;
      if (!position.isOver && side !== position.turn) {
        return fail(
          'ERR_OGN_WRONG_SIDE',
          token.at,
          `move ${number} (${token.letter}) is ${side === 'south' ? "South's" : "North's"}, but ${position.turn === 'south' ? 'South' : 'North'} is to move`,
          { moveNumber: number },
        );
      }
      const next = play(position, { house });
      if (!next.ok) {
        return fail(
          'ERR_OGN_ILLEGAL_MOVE',
          token.at,
          `move ${number} (${token.letter}) is illegal: ${next.error.message}`,
          { moveNumber: number, cause: next.error.code },
        );
      }
      played.push({ token, before: position });
      moves.push({ house });
      position = next.value.position;
      swept = sweptBy(next.value.events);
    }
  }

  const resultTag = known('Result');
  if (resultTag && resultToken && resultTag.value.trim() !== resultToken.text) {
    return fail(
      'ERR_OGN_RESULT',
      resultToken.at,
      `the result ${resultToken.text} differs from the Result tag ${resultTag.value}`,
    );
  }
  const resultAt = resultToken?.at ?? resultTag?.valueAt ?? { line: 1, column: 1 };
  const resultText = resultToken?.text ?? resultTag?.value.trim();
  // No moves and no result: nothing says this is a game (one not begun says `*`).
  if (moves.length === 0 && resultText === undefined) {
    return fail(
      'ERR_OGN_EMPTY',
      { line: 1, column: 1 },
      lexed.value.tags.length === 0
        ? 'the file holds no game: no tags, no moves'
        : 'the file holds tags but no moves and no result: a game not begun has the result *',
    );
  }
  const result = readResult(position, resultText, known('Termination'), resultAt, swept);
  if (!result.ok) return result;
  const final = result.value.final;

  // Each `+N`: what the mover's store gained (on the last move, up to the end of the game).
  for (const [i, { token, before }] of played.entries()) {
    if (token.taken === undefined) continue;
    const last = i + 1 === played.length;
    const after = last ? final : played[i + 1]!.before;
    const gained = after.store(before.turn) - before.store(before.turn);
    // Aualé counts the last move's captures without the final sweep.
    const captured = last && position.isOver ? gained - swept[before.turn] : gained;
    if (gained !== token.taken && captured !== token.taken) {
      return fail(
        'ERR_OGN_CAPTURE',
        token.at,
        `move ${i + 1} (${token.letter}+${token.taken}) takes ${gained} seeds, not ${token.taken}`,
        { moveNumber: i + 1 },
      );
    }
  }

  const record: GameRecord = {
    rules: rules.value,
    players: players.value,
    start: start.value,
    moves,
    ...(result.value.result ? { result: result.value.result } : {}),
    started: started.value,
  };
  // The same checks as any record's replay (they hold by construction; a bug otherwise).
  const replayed = replay(record);
  if (!replayed.ok) return fail('ERR_OGN_RESULT', resultAt, replayed.error.message);
  const others: OgnTag[] = lexed.value.tags
    // A roster tag left unknown (`?`) is as good as absent.
    .filter((t) => !RECORD_TAGS.includes(t.name))
    .filter((t) => !(ROSTER.includes(t.name) && t.value.trim() === UNKNOWN))
    .map(({ name, value }) => ({ name, value }));
  return ok({
    record,
    tags: others,
    comments,
    ...(result.value.stated ? { statedScores: result.value.stated } : {}),
  });
}

function readRules(variant: LexedTag | undefined, options: LexedTag | undefined) {
  // No Variant: Aualé's own, Oware Abapa.
  const name = variant?.value.trim() ?? 'Oware Abapa';
  const preset = (VARIANTS as Readonly<Record<string, string>>)[name];
  if (preset === undefined) {
    return fail(
      'ERR_OGN_VARIANT',
      variant!.valueAt,
      `unknown Variant '${name}': this program reads ${Object.keys(VARIANTS).join(' and ')}`,
    );
  }
  const overrides: Record<string, unknown> = {};
  for (const word of options?.value.split(/\s+/).filter(Boolean) ?? []) {
    const assignment = parseOptionAssignment(word, 'wari');
    if (!assignment.ok)
      return fail('ERR_OGN_RULES', options!.valueAt, assignment.error.message, {
        cause: assignment.error.code,
      });
    overrides[assignment.value.option] = assignment.value.value;
  }
  const rules = ruleSet(preset, overrides);
  if (!rules.ok) {
    return fail('ERR_OGN_RULES', options?.valueAt ?? variant!.valueAt, rules.error.message, {
      cause: rules.error.code,
    });
  }
  if (rules.value.houses !== OGN_HOUSES || rules.value.seeds !== 4) {
    return fail(
      'ERR_OGN_RULES',
      options!.valueAt,
      'OGN plays on 6 houses a side with 4 seeds each: the Rules tag may not change the board',
    );
  }
  return ok(rules.value);
}

function readStart(rules: RuleSet, fen: LexedTag | undefined): Result<Position, OgnError> {
  if (!fen) return ok(Position.initial(rules));
  const start = parseOgnPosition(rules, fen.value);
  if (start.ok) return start;
  if (start.error === 'syntax') {
    return fail(
      'ERR_OGN_FEN',
      fen.valueAt,
      `FEN '${fen.value}' must be 14 seed counts and S or N joined by '-' (4-4-4-4-4-4-4-4-4-4-4-4-0-0-S)`,
    );
  }
  return fail('ERR_OGN_POSITION', fen.valueAt, `FEN '${fen.value}': ${start.error.message}`, {
    cause: start.error.code,
  });
}

function readPlayers(
  known: (name: string) => LexedTag | undefined,
): Result<PerSide<PlayerInfo>, OgnError> {
  const read = (side: 'South' | 'North'): Result<PlayerInfo, OgnError> => {
    const type = known(`${side}Type`);
    if (type && type.value !== 'human' && type.value !== 'program')
      return fail('ERR_OGN_TAG', type.valueAt, `${side}Type must be human or program`);
    const level = known(`${side}Level`);
    if (level && !/^[1-9]\d*$/.test(level.value))
      return fail('ERR_OGN_TAG', level.valueAt, `${side}Level must be a whole number from 1`);
    return ok({
      name: known(side)?.value ?? '',
      kind: type?.value === 'program' ? 'computer' : 'human',
      ...(level ? { level: Number(level.value) } : {}),
    });
  };
  const south = read('South');
  if (!south.ok) return south;
  const north = read('North');
  if (!north.ok) return north;
  return ok({ south: south.value, north: north.value });
}

function readStarted(date: LexedTag | undefined, time: LexedTag | undefined) {
  if (!date) return ok(UNKNOWN_START);
  const d = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(date.value.trim());
  const t = time ? /^(\d{2}):(\d{2}):(\d{2})$/.exec(time.value.trim()) : undefined;
  if (!d) return fail('ERR_OGN_TAG', date.valueAt, 'Date must be written YYYY.MM.DD');
  if (time && !t) return fail('ERR_OGN_TAG', time.valueAt, 'Time must be written HH:MM:SS');
  const iso = `${d[1]}-${d[2]}-${d[3]}T${t ? `${t[1]}:${t[2]}:${t[3]}` : '00:00:00'}.000Z`;
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== iso)
    return fail('ERR_OGN_TAG', date.valueAt, `no such date and time: ${iso}`);
  return ok(iso);
}

/**
 * The record result and the final position: the rules' end, a stopped game (Termination
 * `resign:…`, `timeout:…`), an agreed end (Termination `agreement`, or Aualé's end on a repeated
 * position: a `Result` while the game is in play), or none (`*`).
 */
function readResult(
  position: Position,
  text: string | undefined,
  termination: LexedTag | undefined,
  at: Place,
  swept: PerSide<number>,
): Result<
  { result?: RecordResult; final: Position; stated?: PerSide<number> | undefined },
  OgnError
> {
  const scores = text && /^(\d+)-(\d+)$/.exec(text);
  const stated = scores ? { south: Number(scores[1]), north: Number(scores[2]) } : undefined;
  const end = termination && parseRecordEnd(termination.value.trim());
  if (termination && !end) {
    return fail(
      'ERR_OGN_TAG',
      termination.valueAt,
      `Termination '${termination.value}' must be noMove:SIDE, majority:SIDE, repetition, agreement, resign:SIDE or timeout:SIDE`,
    );
  }
  let final = position;
  let result: RecordResult | undefined;
  if (position.isOver) {
    result = recordResult(position);
  } else if (end && isStoppedEnd(end)) {
    result = stoppedResult(position, end);
  } else if (end?.reason === 'agreement' || (!end && stated)) {
    const agreed = agreeToEnd(position);
    if (!agreed.ok) return fail('ERR_OGN_RESULT', at, agreed.error.message);
    final = agreed.value.position;
    result = recordResult(final);
  } else if (end) {
    return fail('ERR_OGN_RESULT', termination!.valueAt, 'the moves leave the game in play');
  }
  if (result && end && JSON.stringify(result.end) !== JSON.stringify(end)) {
    return fail(
      'ERR_OGN_RESULT',
      termination!.valueAt,
      `Termination '${termination!.value}' differs from how the moves end the game`,
    );
  }
  // A game the rules ended: the stores after the final sweep, or before it (Aualé's Result).
  const beforeSweep = result && {
    south: result.scores.south - swept.south,
    north: result.scores.north - swept.north,
  };
  const same = (a: PerSide<number>, b: PerSide<number> | undefined) =>
    b !== undefined && a.south === b.south && a.north === b.north;
  if (
    stated &&
    result &&
    !same(stated, result.scores) &&
    !(position.isOver && same(stated, beforeSweep))
  ) {
    return fail(
      'ERR_OGN_RESULT',
      at,
      `the result ${text} differs from the moves' ${result.scores.south}-${result.scores.north}`,
    );
  }
  if (stated && !result) return fail('ERR_OGN_RESULT', at, 'a result on a game in play');
  return ok({ ...(result ? { result } : {}), final, stated });
}

/** The seeds a move's final sweep gave each side (none when it did not end the game). */
function sweptBy(events: readonly MoveEvent[]): PerSide<number> {
  const swept = { south: 0, north: 0 };
  for (const e of events) if (e.type === 'sweep') swept[e.to] += e.seeds;
  return swept;
}
