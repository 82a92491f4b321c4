import {
  capabilities,
  err,
  ok,
  parsePosition,
  validateRuleSet,
  type Match,
  type Result,
  type RoundResult,
} from '@kalaha/rules';
import * as z from 'zod/mini';
import type { WireError } from './protocol.ts';
import { matchSchema, readShape } from './wire-schemas.ts';

/**
 * Reads a match from the wire and checks every field: the rules of a game played in rounds
 * (`ERR_RULES`), the position under them (`ERR_POSITION`), and the phase, rounds (houses, first
 * player, seeds, winner, end), arranger, first player, houses, result and history (arrangements
 * of whole seeds, moves with a house and a direction) by type and range ({@link matchSchema},
 * `ERR_MESSAGE`). Whether the match is in the phase a job needs is for the job to say.
 */
export function readMatch(data: unknown): Result<Match, WireError> {
  const envelope = readShape(z.looseObject({ rules: z.unknown() }), data, 'match');
  if (!envelope.ok) return envelope;
  const rules = validateRuleSet(envelope.value.rules);
  if (!rules.ok) return err({ code: 'ERR_RULES', message: rules.error.message });
  if (!capabilities(rules.value).hasRounds) {
    return err({ code: 'ERR_RULES', message: `${rules.value.game} is not played in rounds` });
  }
  const read = readShape(matchSchema(rules.value.houses), data, 'match');
  if (!read.ok) return read;
  const wire = read.value;
  const position = parsePosition(rules.value, wire.position);
  if (!position.ok) return err({ code: 'ERR_POSITION', message: position.error.message });
  return ok({
    rules: rules.value,
    phase: wire.phase,
    position: position.value,
    rounds: wire.rounds as readonly RoundResult[],
    arranger: wire.arranger,
    first: wire.first,
    houses: wire.houses,
    result: wire.result && { ...wire.result, winner: wire.result.winner },
    history: wire.history.map((round) => ({ arrangement: round.arrangement, moves: round.moves })),
  });
}
