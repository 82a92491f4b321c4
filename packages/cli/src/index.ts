/**
 * @kalaha/cli: the `kalaha` command (`bin/kalaha.mjs` runs {@link main}), and the player interface
 * through which computer players (the engine's strength levels) take part in games.
 */
export { main } from './main.ts';
export { EXIT_CODES, type ExitCode } from './errors.ts';
export type { Io } from './io.ts';
export type { Player } from './players/player.ts';
export { ComputerPlayer } from './players/computer.ts';
