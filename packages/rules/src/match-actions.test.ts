/**
 * The one shape of a game: every rule set played as a match through `legalActions` and `act`
 * (a game without rounds is a match of one round; docs/RULES.md 4 "Rounds" for Giuthi's).
 */
import { describe, expect, it } from 'vitest';
import { capabilities } from './capabilities.ts';
import { act, legalActions, matchFrom, startMatch, type Action, type Match } from './match.ts';
import { outcome } from './outcome.ts';
import { createPrng, type Prng } from './prng.ts';
import { PRESET_IDS, ruleSet } from './ruleset.ts';
import { unwrap } from './result.ts';
import { Position } from './position.ts';

/** A legal action of `match` chosen by `prng`: a move, or a lay-out spreading the seeds evenly. */
function randomAction(match: Match, prng: Prng): Action {
  const legal = legalActions(match);
  if (legal.arrangement) {
    const { houses, seeds } = legal.arrangement;
    const pattern = Array.from(
      { length: houses },
      (_, i) => Math.floor(seeds / houses) + (i < seeds % houses ? 1 : 0),
    );
    return { kind: 'arrange', pattern };
  }
  return { kind: 'move', move: legal.moves[prng.below(legal.moves.length)]! };
}

/** `match` played to its end by random legal actions (at most `limit` of them). */
function playOut(match: Match, prng: Prng, limit = 2000): Match {
  for (let i = 0; i < limit && match.phase !== 'over'; i++) {
    match = unwrap(act(match, randomAction(match, prng))).match;
  }
  return match;
}

describe('every game as a match', () => {
  it('docs/RULES.md 1-4: a game without rounds is a match of one round, decided as outcome decides it', () => {
    const prng = createPrng(7);
    for (const preset of PRESET_IDS) {
      const rules = unwrap(ruleSet(preset));
      if (capabilities(rules).hasRounds) continue;
      for (let game = 0; game < 5; game++) {
        const match = playOut(startMatch(rules, game % 2 ? 'north' : 'south'), prng);
        expect(match.phase, preset).toBe('over');
        expect(match.history, preset).toHaveLength(1);
        expect(match.rounds, preset).toHaveLength(1);
        expect(match.result?.reason, preset).toBe('singleRound');
        // The tie-break of docs/RULES.md 1.1 decides equal stores as outcome does.
        expect(match.result?.winner, preset).toBe(outcome(match.position)?.winner);
        expect(legalActions(match)).toEqual({
          side: undefined,
          moves: [],
          agreement: false,
          arrangement: undefined,
        });
      }
    }
  });

  it('docs/RULES.md 4: Giuthi waits for the loser of a round to arrange, and only for him', () => {
    const prng = createPrng(11);
    let match = startMatch(unwrap(ruleSet('giuthi', { houses: 5, seeds: 4 })));
    let arranged = 0;
    while (match.phase !== 'over') {
      const legal = legalActions(match);
      if (match.phase === 'arranging') {
        expect(legal.side).toBe(match.arranger);
        expect(legal.moves).toEqual([]);
        expect(legal.arrangement?.side).toBe(match.arranger);
        arranged++;
      } else {
        expect(legal.side).toBe(match.position.turn);
        expect(legal.arrangement).toBeUndefined();
        expect(legal.agreement).toBe(false);
      }
      match = unwrap(act(match, randomAction(match, prng))).match;
    }
    expect(match.history).toHaveLength(arranged + 1);
  });

  it('docs/RULES.md 2: Wari ends by agreement as an action, its round marked agreed', () => {
    const rules = unwrap(ruleSet('wari'));
    const start = startMatch(rules);
    expect(legalActions(start).agreement).toBe(true);
    const agreed = unwrap(act(start, { kind: 'agree' }));
    expect(agreed.match.phase).toBe('over');
    expect(agreed.match.history[0]?.agreed).toBe(true);
    expect(agreed.match.position.end).toEqual({ reason: 'agreement' });
    expect(agreed.events.at(-1)?.type).toBe('end');
    // Nothing is left to agree on.
    expect(act(agreed.match, { kind: 'agree' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_MATCH_PHASE' },
    });
  });

  it('docs/RULES.md 1.3: the Kalaha family has no agreed end, and nothing is arranged outside rounds', () => {
    const start = startMatch(unwrap(ruleSet('kalaha')));
    expect(legalActions(start).agreement).toBe(false);
    expect(act(start, { kind: 'agree' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_AGREEMENT' },
    });
    expect(act(start, { kind: 'arrange', pattern: [1] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_MATCH_PHASE' },
    });
  });

  it('a match from a set-up position starts there; from a finished one it is over', () => {
    const rules = unwrap(ruleSet('kalaha', { houses: 2, seeds: 1 }));
    const start = unwrap(
      Position.fromSetup(rules, {
        houses: { south: [0, 1], north: [1, 0] },
        stores: { south: 1, north: 1 },
        turn: 'north',
      }),
    );
    const match = matchFrom(start);
    expect(match.first).toBe('north');
    expect(match.position).toBe(start);
    const played = unwrap(act(match, { kind: 'move', move: { house: 1 } })).match;
    expect(played.history[0]?.moves).toEqual([{ house: 1 }]);
    const over = matchFrom(played.position);
    expect(over.position.isOver).toBe(played.position.isOver);
    expect(over.phase).toBe(played.position.isOver ? 'over' : 'playing');
  });
});
