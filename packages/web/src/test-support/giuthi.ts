import type { GameView } from '@kalaha/protocol';
import {
  makePosition,
  parseMove,
  Position,
  ruleSet,
  type GiuthiRuleSet,
  type Move,
  unwrap,
} from '@kalaha/rules';
import { arrangeSeeds, newGame, playMove, type Game, type GameConfig } from '../game/session.ts';
import knownMatch from './giuthi-match.json';
import { gameView } from './online.ts';

/**
 * A Giuthi match for the tests (docs/RULES.md 4), on a board of 5 houses of 4 seeds (40 in all), South
 * first: round 1 ({@link ROUND_1}: relays, a further choice inside a turn, captures, a pass) ends
 * 14 to 26, so South, with less than half of the seeds, arranges on a board shrunk to 4 houses; he
 * lays out {@link PATTERN}, and round 2 ({@link ROUND_2}, full of further choices) ends 20 to 20:
 * the match is a draw (`equalSeeds`). Its moves and lay-out are kept in `giuthi-match.json`, which
 * the browser tests (`e2e/giuthi-page.ts`) read too.
 */
export const ROUND_1: string[] = [...knownMatch.round1];
/** South's lay-out for round 2 (see {@link ROUND_1}). */
export const PATTERN: number[] = [...knownMatch.pattern];
/** Round 2 (see {@link ROUND_1}). */
export const ROUND_2: string[] = [...knownMatch.round2];

/** Giuthi's rules on 5 houses of 4 seeds, with `overrides`. */
export function giuthiRules(overrides: Record<string, unknown> = {}): GiuthiRuleSet {
  const r = ruleSet('giuthi', { houses: 5, seeds: 4, ...overrides });
  if (!r.ok || r.value.game !== 'giuthi') throw new Error('no Giuthi rules');
  return r.value;
}

/** Two people on one device, South first, on {@link giuthiRules}. */
export const giuthiFriends: GameConfig = {
  presetId: 'giuthi',
  rules: giuthiRules(),
  seats: { south: { kind: 'human' }, north: { kind: 'human' } },
  starts: 'south',
};

/** A move written `3cw`. */
export function moveOf(text: string): Move {
  const m = unwrap(parseMove(text));
  return m;
}

/** `game` after the moves of `line`; throws on a move the rules refuse. */
export function playLine(game: Game, line: readonly string[]): Game {
  for (const text of line) {
    const next = unwrap(playMove(game, moveOf(text)));
    game = next.game;
  }
  return game;
}

/** The whole match of {@link ROUND_1}, over, under `config`. */
export function wholeMatch(config: GameConfig = giuthiFriends): Game {
  const arranged = unwrap(arrangeSeeds(playLine(newGame(config), ROUND_1), PATTERN));
  return playLine(arranged, ROUND_2);
}

/**
 * A Giuthi match as the server shows it (for tests): Ann (South) against Bob (North) on
 * {@link giuthiRules}, South first, active, `moves` and `arrangements` played; anything else
 * overridden. `version` counts the create and the join before the moves and lay-outs.
 */
export function giuthiView(
  moves: readonly string[] = [],
  arrangements: readonly (readonly number[])[] = [],
  overrides: Partial<GameView> = {},
): GameView {
  const rules = giuthiRules();
  return gameView({
    rules: { ...rules },
    start: makePosition(Position.initial(rules, 'south')),
    moves: [...moves],
    arrangements: arrangements.map((pattern) => [...pattern]),
    version: 2 + moves.length + arrangements.length,
    ...overrides,
  });
}

/**
 * The whole known match ({@link ROUND_1}, {@link PATTERN}, {@link ROUND_2}) as the server shows it
 * over: a draw by equal seeds, 20 to 20 (docs/RULES.md 4).
 */
export function finishedMatchView(): GameView {
  return giuthiView([...ROUND_1, ...ROUND_2], [PATTERN], {
    status: 'finished',
    result: {
      winner: 'draw',
      scores: { south: 20, north: 20 },
      reason: 'end',
      end: 'equalSeeds',
    },
  });
}
