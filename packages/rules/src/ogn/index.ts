/**
 * Oware Game Notation (OGN), the PGN-like game text of the Aualé Oware program: read into our game
 * records ({@link parseOgn}) and written from them ({@link makeOgn}).
 */
export { parseOgn } from './parse.ts';
export { makeOgn } from './make.ts';
export { statedBeforeSweep } from './stated.ts';
export { parseOgnPosition, makeOgnPosition } from './fen.ts';
export type { OgnGame, OgnTag, OgnComment, OgnError, OgnExportError } from './types.ts';
