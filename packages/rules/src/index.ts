/**
 * @kalaha/rules: the games of Kalaha and its relatives as data and pure functions. Rule sets are
 * validated records (RULES.md 1.1), positions come only from validated setups, a move returns the
 * next position and the ordered events of the move, and nothing here performs I/O.
 */
export { SIDES, opponent, isSide, type Side, type PerSide } from './side.ts';
export { ok, err, type Result } from './result.ts';
export {
  KALAHA_OPTIONS,
  KALAHA_OPTION_NAMES,
  LATER_OPTION_DEFAULTS,
  describeAllowed,
  type KalahaOptionName,
  type KalahaOptions,
  type OptionSpec,
} from './options.ts';
export { PRESETS, findPreset, type Preset, type RulebookId } from './presets.ts';
export {
  ruleSet,
  validateRuleSet,
  parseOptionAssignment,
  presetOf,
  differencesFrom,
  PRESET_IDS,
  type RuleSet,
  type KalahaRuleSet,
  type RuleError,
} from './ruleset.ts';
export {
  Position,
  totalSeeds,
  isPieState,
  type Setup,
  type PositionError,
  type PieState,
} from './position.ts';
export {
  parseMove,
  makeMove,
  sameMove,
  isSwap,
  SWAP_MOVE,
  type Move,
  type Direction,
  type MoveSyntaxError,
} from './move.ts';
export type { MoveEvent, GameEnd, HouseRef, Pit } from './events.ts';
export { legalMoves, play, checkMove, type MoveError, type MoveResult } from './play.ts';
export { outcome, type Outcome } from './outcome.ts';
export { perft } from './perft.ts';
export { makePosition, parsePosition, makeEnd, parseEnd, type NotationError } from './notation.ts';
export {
  makeRecord,
  parseRecord,
  recordResult,
  stoppedResult,
  isStoppedEnd,
  makeRecordEnd,
  parseRecordEnd,
  type StoppedEnd,
  type RecordEnd,
  RECORD_FORMAT,
  RECORD_VERSION,
  type GameRecord,
  type PlayerInfo,
  type RecordResult,
  type RecordError,
} from './record.ts';
export { replay, type Replay, type ReplayStep, type ReplayError } from './replay.ts';
