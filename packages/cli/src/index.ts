/**
 * @kalaha/cli: the `kalaha` command (`bin/kalaha.mjs` runs {@link main}), and the player interface
 * through which computer players (this package's search, later the engine's) take part in games.
 */
export { main } from './main.ts';
export { EXIT_CODES, type ExitCode } from './errors.ts';
export type { Io } from './io.ts';
export type { Player } from './players/player.ts';
export { ComputerPlayer } from './players/computer.ts';
export { search, type SearchResult } from './players/search.ts';
