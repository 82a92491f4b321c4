/**
 * @kalaha/rules: the games of Kalaha and its relatives as data and pure functions. Rule sets are
 * validated records (docs/RULES.md 1.1 for the Kalaha family, 2 for Wari, 3 for Obridjie, 4 for Giuthi), positions
 * come only from validated setups, a move returns the next position and the ordered events of the
 * move, and nothing here performs I/O.
 */
export { SIDES, opponent, isSide, type Side, type PerSide } from './side.ts';
export { andThen, err, map, mapErr, ok, unwrap, unwrapOr, type Result } from './result.ts';
export {
  GAMES,
  isGame,
  GAME_OPTIONS,
  KALAHA_OPTIONS,
  KALAHA_OPTION_NAMES,
  WARI_OPTIONS,
  OBRIDJIE_OPTIONS,
  GIUTHI_OPTIONS,
  LATER_OPTION_DEFAULTS,
  describeAllowed,
  optionNamesOf,
  optionSpec,
  type Game,
  type KalahaOptionName,
  type KalahaOptions,
  type WariOptionName,
  type WariOptions,
  type ObridjieOptionName,
  type ObridjieOptions,
  type GiuthiOptionName,
  type GiuthiOptions,
  type OptionNameOf,
  type OptionsOf,
  type OptionSpec,
} from './options.ts';
export {
  PRESETS,
  KALAHA_PRESETS,
  findPreset,
  presetsOf,
  type Preset,
  type PresetOf,
  type KalahaPreset,
  type RulebookId,
} from './presets.ts';
export {
  ruleSet,
  validateRuleSet,
  parseOptionAssignment,
  presetOf,
  differencesFrom,
  PRESET_IDS,
  type RuleSet,
  type RuleSetOf,
  type KalahaRuleSet,
  type WariRuleSet,
  type ObridjieRuleSet,
  type GiuthiRuleSet,
  type RuleError,
} from './ruleset.ts';
export {
  Position,
  totalSeeds,
  isPieState,
  type Setup,
  type HistoryEntry,
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
export type { MoveEvent, GameEnd, HouseRef, HouseSeeds, Pit } from './events.ts';
export {
  legalMoves,
  play,
  checkMove,
  agreeToEnd,
  checkAgreement,
  type MoveError,
  type MoveResult,
  type AgreementError,
} from './play.ts';
export { outcome, type Outcome } from './outcome.ts';
export {
  byGame,
  capabilities,
  ruleIs,
  type AnyOptionName,
  type Capabilities,
} from './capabilities.ts';
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
  type StoppedResult,
  type RecordEnd,
  RECORD_FORMAT,
  RECORD_VERSION,
  type GameRecord,
  type PlayerInfo,
  type RecordResult,
  type RecordError,
} from './record.ts';
export { replay, type Replay, type ReplayStep, type ReplayError } from './replay.ts';
export {
  parseOgn,
  makeOgn,
  statedBeforeSweep,
  parseOgnPosition,
  makeOgnPosition,
  type OgnGame,
  type OgnTag,
  type OgnComment,
  type OgnError,
  type OgnExportError,
} from './ogn/index.ts';
export {
  startMatch,
  matchFrom,
  actor,
  legalActions,
  act,
  playInMatch,
  agreeInMatch,
  arrangementsAllowed,
  arrange,
  type Action,
  type LegalActions,
  type Match,
  type RoundResult,
  type MatchResult,
  type RoundPlay,
  type Arrangement,
  type MatchError,
} from './match.ts';
export {
  makeMatchRecord,
  parseMatchRecord,
  matchRecordOf,
  roundRecordResult,
  type MatchRecord,
  type MatchRecordRound,
  type MatchRecordInfo,
  type RoundRecordResult,
} from './giuthi/match-record.ts';
export {
  replayMatch,
  type MatchReplay,
  type MatchReplayStep,
  type MatchReplayError,
} from './giuthi/match-replay.ts';
export { matchOfPlay, type MatchPlayError } from './giuthi/match-play.ts';
export { parseAnyRecord, type AnyRecord } from './any-record.ts';
export {
  fewestGiuthiHouses,
  giuthiHouses,
  GIUTHI_FEWEST_HOUSES,
  loserShareStep,
} from './giuthi/board-size.ts';
export { createPrng, deriveSeed, type Prng } from './prng.ts';
