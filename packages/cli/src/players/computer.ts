import {
  chooseArrangement,
  LevelPlayer,
  levelSpec,
  moveOf,
  Searcher,
  type EndOfferAnswer,
  type ExactSources,
} from '@kalaha/engine';
import {
  createPrng,
  deriveSeed,
  type Match,
  type Move,
  type Position,
  type Prng,
  type Side,
} from '@kalaha/rules';
import { answerEndOffer } from './end-offer.ts';
import type { Player } from './player.ts';

/**
 * The computer player of the `kalaha` command: the engine's strength level `level` (1-10; see
 * `packages/engine/src/levels/table.ts`), which plays in this thread. Levels 1-5 choose with
 * deliberate, seeded randomness; 6-9 search a fixed number of nodes; 10 plays perfectly where the
 * engine proves the value, else searches for a second. In Giuthi (docs/RULES.md 4) its moves carry
 * their direction and it lays out its seeds after a lost round with the engine's
 * `chooseArrangement` at the same level.
 */
export class ComputerPlayer implements Player {
  readonly label: string;
  readonly #player: LevelPlayer;
  /** Seeds each Giuthi lay-out (a stream of its own, so that moves keep their seeds). */
  readonly #layouts: Prng;
  /** The searcher that values offers to end the game, made at the first offer. */
  #offerSearcher: Searcher | undefined;

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
    random: Prng,
    exact?: ExactSources,
  ) {
    levelSpec(level);
    const seed = random.below(2 ** 32);
    this.#player = new LevelPlayer(level, seed, exact ? { exact } : {});
    this.#layouts = createPrng(deriveSeed(seed, LAYOUT_STREAM));
    this.label = `Computer level ${level}`;
  }

  /** Chooses a legal move in `position` (a game in progress with this player to move). */
  chooseMove(position: Position): Promise<Move> {
    const chosen = this.#player.move(position);
    return Promise.resolve(moveOf(chosen.move, chosen.direction));
  }

  /** Lays out its seeds after a lost Giuthi round (`chooseArrangement` of `@kalaha/engine`). */
  chooseArrangement(match: Match): Promise<readonly number[]> {
    return Promise.resolve(
      chooseArrangement(match, this.level, { seed: this.#layouts.nextUint32() }),
    );
  }

  /**
   * Answers the opponent's offer to end a Wari or Obridjie game by agreement (docs/RULES.md 2), as
   * `answerEndOffer` decides, at every level alike.
   */
  answerEndOffer(position: Position, side: Side): EndOfferAnswer {
    this.#offerSearcher ??= new Searcher({ ttMiB: 16 });
    return answerEndOffer(position, side, this.#offerSearcher);
  }
}

/** The stream number (`deriveSeed`) of the lay-outs' seeds, after the moves' (the seed itself). */
const LAYOUT_STREAM = 1;
