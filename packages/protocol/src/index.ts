export { ERROR_CODES, MAX_MESSAGE_BYTES, type ErrorCode } from './errors.ts';
export * from './game-view.ts';
export * from './messages.ts';
export * from './delta.ts';
export * from './http.ts';
export * from './client.ts';
export {
  KGP_MAX_LINE,
  kgpQuote,
  KGP_DEFAULT_PORT,
  parseKgpCommand,
  writeKgpCommand,
  type KgpArgument,
  type KgpCommand,
  type KgpSyntaxError,
} from './kgp/command.ts';
export {
  writeKgpBoard,
  kgpBoardOf,
  positionOfKgpBoard,
  mirrorKgpBoard,
  type KgpBoard,
  type KgpBoardError,
} from './kgp/board.ts';
export { kgpRules, KGP_MAX_HOUSES, KGP_MAX_SEEDS } from './kgp/rules.ts';
export { LineSplitter, type SplitPiece } from './kgp/line-splitter.ts';
