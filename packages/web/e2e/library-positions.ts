import { Position, ruleSet, type Side, unwrap } from '@kalaha/rules';

/**
 * The rules library's side of the e2e tests: positions the tests keep beside the app and the
 * board the app should show for them.
 */

/** The rules library's start position of `preset` with `options`, `starts` to move first. */
export function startPosition(
  preset: string,
  options: Record<string, unknown> = {},
  starts: Side = 'south',
): Position {
  const rules = unwrap(ruleSet(preset, options));
  return Position.initial(rules, starts);
}

/**
 * The board the app should show for `position`, as `seeds` in `app-page.ts` reads it: South's
 * and North's houses from house 1, then the stores.
 */
export function boardOf(position: Position): {
  south: readonly number[];
  north: readonly number[];
  stores: number[];
} {
  return {
    south: position.houses('south'),
    north: position.houses('north'),
    stores: [position.store('south'), position.store('north')],
  };
}
