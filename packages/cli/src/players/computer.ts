import { LevelPlayer, levelSpec, type ExactSources } from '@kalaha/engine';
import type { Move, Position } from '@kalaha/rules';
import type { Random } from '../random.ts';
import type { Player } from './player.ts';

/**
 * The computer player of the `kalaha` command: the engine's strength level `level` (1-10; see
 * `packages/engine/src/levels/table.ts`), which plays in this thread. Levels 1-5 choose with
 * deliberate, seeded randomness; 6-9 search a fixed number of nodes; 10 plays perfectly where the
 * engine proves the value, else searches for a second.
 */
export class ComputerPlayer implements Player {
  readonly label: string;
  readonly #player: LevelPlayer;

  /**
   * @param level 1..10; another number throws a RangeError (a bug: `--south`/`--north` are
   *   checked when read).
   * @param random seeds the player's own generator (one number drawn here), so that a game
   *   played with the same `--seed` repeats.
   * @param exact level 10's solver and endgame databases (`--egdb`); a solver without
   *   databases when absent.
   */
  constructor(
    readonly level: number,
    random: Random,
    exact?: ExactSources,
  ) {
    levelSpec(level);
    this.#player = new LevelPlayer(level, random.below(2 ** 32), exact ? { exact } : {});
    this.label = `Computer level ${level}`;
  }

  /** Chooses a legal move in `position` (a game in progress with this player to move). */
  chooseMove(position: Position): Promise<Move> {
    return Promise.resolve({ house: this.#player.move(position).move });
  }
}
