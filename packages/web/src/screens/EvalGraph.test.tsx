import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { renderWith } from '../test-support/render.tsx';
import { EvalGraph } from './EvalGraph.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  // The graph loads uPlot on first show; loaded here, every render's import is answered from the
  // module cache, and none is still loading when the file's environment is torn down.
  await import('./eval-graph-plot.ts');
});

/** The graph's text for people who cannot see it, at move `shown`. */
function summary(values: (number | null)[], shown: number): string {
  const { container, unmount } = renderWith(i18n, <EvalGraph values={values} shown={shown} />);
  const label = container.querySelector('.eval-graph-plot')?.getAttribute('aria-label') ?? '';
  unmount();
  return label;
}

describe('the evaluation graph says who is ahead (issue 16: not "South ahead by: -16")', () => {
  it('names the leader and the seeds, or says the players are level', () => {
    expect(summary([0, 3, -16], 2)).toContain('North is ahead by 16 seeds.');
    expect(summary([0, 3, -16], 1)).toContain('South is ahead by 3 seeds.');
    expect(summary([0, 1], 1)).toContain('South is ahead by 1 seed.');
    expect(summary([0, 3], 0)).toContain('The players are level.');
    expect(summary([null], 0)).not.toContain('ahead by');
  });
});
