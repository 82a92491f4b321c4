import { LevelPlayer, Searcher } from '@kalaha/engine';
import { legalMoves, play, ruleSet, type Position, type RuleSet } from '@kalaha/rules';
import { BOT_TT_MIB, type BotEngineOptions } from './bot-engine.ts';
import type { AgentChoice, MoveChooser } from './mankalah-agent.ts';

/**
 * The rules of the ManKalah game engine (issue 7): standard Kalah (`kalah` preset:
 * `emptyCapture: false`, `endRule: ownerTakes`) with 7 houses, 7 seeds and the pie rule `swap`.
 */
export function mankalahRules(): RuleSet {
  const rules = ruleSet('kalah', { houses: 7, seeds: 7, swap: true });
  if (!rules.ok) throw new Error(`the ManKalah rules are refused: ${rules.error.message}`);
  return rules.value;
}

/**
 * Chooses the agent's moves with the engine: a time-limited `Searcher` search by default, or the
 * engine's level player with `level`. The swap (docs/RULES.md 5) is decided by the value of the
 * position: searched with the agent to move, it scores v for the agent if it sows; if it swaps, it
 * takes the other side and the opponent is to move in the same position, worth −v to it. So the
 * agent swaps exactly when v < 0. For the same reason the first move of the game is chosen to leave
 * a position as even as possible: whatever it leaves, worth v to North, North takes the better of v
 * and −v, so the first player gets −|v| and picks the move with the smallest |v|.
 */
export class EngineChooser implements MoveChooser {
  readonly #searcher = new Searcher({ ttMiB: BOT_TT_MIB });
  readonly #player: LevelPlayer | undefined;

  constructor(options: BotEngineOptions = {}) {
    this.#player =
      options.level === undefined
        ? undefined
        : new LevelPlayer(options.level, options.seed ?? 0, { ttMiB: BOT_TT_MIB });
  }

  /** See {@link MoveChooser.choose}; `timeMs` bounds the search (the level player keeps its own). */
  choose(position: Position, timeMs: number): AgentChoice {
    if (position.pie === 'firstMove') return this.#firstMove(position, timeMs);
    if (position.pie === 'offered' || this.#player === undefined) {
      const result = this.#searcher.search(position, { timeMs });
      if (position.pie === 'offered' && result.score < 0) return 'swap';
      if (this.#player === undefined && result.move !== undefined) return result.move;
    }
    if (this.#player !== undefined) return this.#player.move(position).move;
    // A search stopped before its first move (no time at all) still gives its fallback move.
    return this.#searcher.search(position, { depth: 1 }).move ?? 1;
  }

  /** The first move under the pie rule: the one leaving the smallest |value| (see the class). */
  #firstMove(position: Position, timeMs: number): AgentChoice {
    const moves = legalMoves(position);
    let best = moves[0]!.house;
    let bestValue = Infinity;
    for (const move of moves) {
      const played = play(position, move);
      if (!played.ok) continue;
      const { score } = this.#searcher.search(played.value.position, {
        timeMs: timeMs / moves.length,
      });
      if (Math.abs(score) < bestValue) {
        bestValue = Math.abs(score);
        best = move.house;
      }
    }
    return best;
  }
}
