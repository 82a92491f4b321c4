import { describe, expect, it } from 'vitest';
import { Pairing } from './pairing.ts';
import { ManualClock } from './test-clock.ts';

const WAIT_MS = 10_000;

function harness() {
  const clock = new ManualClock();
  const pairs: [string, string][] = [];
  const alone: string[] = [];
  const pairing = new Pairing<{ playerId: string; label: string }>({
    waitMs: WAIT_MS,
    clock,
    paired: (a, b) => pairs.push([a.label, b.label]),
    alone: (bot) => alone.push(bot.label),
  });
  const bot = (label: string, playerId = label) => ({ label, playerId });
  return { clock, pairing, pairs, alone, bot };
}

describe('pairing idle bots', () => {
  it('pairs a bot that arrives with the one that waited longest', () => {
    const { pairing, pairs, bot } = harness();
    const [a, b, c] = [bot('a'), bot('b'), bot('c')];
    pairing.add(a);
    expect(pairs).toEqual([]);
    pairing.add(b);
    expect(pairs).toEqual([['a', 'b']]);
    pairing.add(c);
    expect(pairing.waiting).toEqual([c]);
  });

  it('never pairs two connections of the same player', () => {
    const { pairing, pairs, bot } = harness();
    const first = bot('first', 'nimbus');
    const second = bot('second', 'nimbus');
    pairing.add(first);
    pairing.add(second);
    expect(pairs).toEqual([]);
    pairing.add(bot('orca'));
    expect(pairs).toEqual([['first', 'orca']]);
    expect(pairing.waiting).toEqual([second]);
  });

  it('gives a bot left alone for the wait to the engine, and no sooner', () => {
    const { clock, pairing, alone, bot } = harness();
    const a = bot('a');
    pairing.add(a);
    clock.advance(WAIT_MS - 1);
    expect(alone).toEqual([]);
    clock.advance(1);
    expect(alone).toEqual(['a']);
    expect(pairing.has(a)).toBe(false);
  });

  it('forgets a bot taken out: no pairing, no engine', () => {
    const { clock, pairing, pairs, alone, bot } = harness();
    const a = bot('a');
    pairing.add(a);
    pairing.add(a);
    expect(pairing.remove(a)).toBe(true);
    expect(pairing.remove(a)).toBe(false);
    pairing.add(bot('b'));
    clock.advance(WAIT_MS);
    expect(pairs).toEqual([]);
    expect(alone).toEqual(['b']);
  });

  it('stops every timer when closed', () => {
    const { clock, pairing, alone, bot } = harness();
    pairing.add(bot('a'));
    pairing.close();
    clock.advance(WAIT_MS);
    expect(alone).toEqual([]);
    expect(clock.pending).toBe(0);
  });
});
