import type { ExactSources } from '@kalaha/engine';
import { SIDES, type PerSide, type PlayerInfo, type Prng, type Side } from '@kalaha/rules';
import { playerTitle } from '../names.ts';
import type { PlayerSpec } from '../options.ts';
import { ComputerPlayer } from '../players/computer.ts';
import type { Player } from '../players/player.ts';

/** Who sits at one side: the player as a record names him, and the program's player if any. */
export interface Seat {
  readonly info: PlayerInfo;
  /** The computer moving for this side; absent for a human, whose moves are typed in. */
  readonly player?: Player;
}

/**
 * Seats the players of `--south` / `--north`. Unnamed humans are called `You` when the other side
 * is the computer and `Player 1` (South) / `Player 2` (North) between two humans; an unnamed
 * computer is called by its label (`Computer level 3`).
 *
 * @param random the source of the computers' choices.
 * @param exact level 10's solver and endgame databases (shared by both computers).
 */
export function createSeats(
  specs: PerSide<PlayerSpec>,
  names: PerSide<string | undefined>,
  random: Prng,
  exact?: ExactSources,
): PerSide<Seat> {
  const bothHuman = specs.south.kind === 'human' && specs.north.kind === 'human';
  const seat = (side: Side): Seat => {
    const spec = specs[side];
    const name = names[side];
    if (spec.kind === 'human') {
      const defaultName = bothHuman ? `Player ${side === 'south' ? 1 : 2}` : 'You';
      return { info: { name: name ?? defaultName, kind: 'human' } };
    }
    const player = new ComputerPlayer(spec.level, random, exact);
    return { info: { name: name ?? player.label, kind: 'computer', level: spec.level }, player };
  };
  return { south: seat('south'), north: seat('north') };
}

/** The seats with the players changing sides (a rematch, docs/RULES.md 5). */
export function swapSeats(seats: PerSide<Seat>): PerSide<Seat> {
  return { south: seats.north, north: seats.south };
}

/** True when the player at `side` is a human. */
export function isHuman(players: PerSide<PlayerInfo>, side: Side): boolean {
  return players[side].kind === 'human';
}

/**
 * The side drawn at the bottom of the board: the human's when one human plays the computer, the
 * side to move (`turn`) between two humans, South between two computers.
 */
export function bottomSide(players: PerSide<PlayerInfo>, turn: Side): Side {
  const humans = SIDES.filter((side) => isHuman(players, side));
  if (humans.length === 2) return turn;
  return humans[0] ?? 'south';
}

/** The players as titled on screen: `South (Ann)`. */
export function titles(players: PerSide<PlayerInfo>): PerSide<string> {
  return {
    south: playerTitle('south', players.south.name),
    north: playerTitle('north', players.north.name),
  };
}
