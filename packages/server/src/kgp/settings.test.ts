import { kgpRules, NewGameSchema, TimeControlSchema } from '@kalaha/protocol';
import { ruleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { MAX_MOVE_MS, MIN_MOVE_MS } from './config.ts';
import { kgpGameSettings, kgpTimeControl } from './settings.ts';

describe('the settings of KGP games', () => {
  it('name exactly the Kalah rules of KGP, as valid game settings', () => {
    for (const [houses, seeds] of [
      [6, 4],
      [4, 3],
      [8, 8],
    ] as const) {
      const settings = kgpGameSettings({ houses, seeds }, null, true);
      expect(NewGameSchema.parse(settings)).toEqual(settings);
      const built = ruleSet(settings.preset, settings.options);
      expect(built.ok && built.value).toEqual(kgpRules(houses, seeds));
    }
    expect(kgpGameSettings({ houses: 6, seeds: 4 }, null, false)).toMatchObject({
      preset: 'kalah',
      options: { majorityEnd: true },
      rated: false,
    });
  });

  it('give paired games a clock of twenty move times plus one a move, at least a minute', () => {
    expect(kgpTimeControl(5_000)).toEqual({ initialMs: 100_000, incrementMs: 5_000 });
    expect(kgpTimeControl(300)).toEqual({ initialMs: 60_000, incrementMs: 300 });
    for (const moveMs of [MIN_MOVE_MS, MAX_MOVE_MS]) {
      expect(TimeControlSchema.safeParse(kgpTimeControl(moveMs)).success).toBe(true);
    }
  });
});
