import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import type { GraphHandle } from './eval-graph-plot.ts';

/**
 * The evaluation graph: each position's value from South's view (seeds; above zero South is
 * ahead) after each move, with the position on the board marked. Drawn with uPlot, which is
 * loaded only when the graph is first shown (it is not part of the initial JavaScript).
 */
export function EvalGraph({
  values,
  shown,
}: {
  values: readonly (number | null)[];
  shown: number;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<GraphHandle | undefined>(undefined);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('./eval-graph-plot.ts').then(({ createGraph }) => {
      if (cancelled || !box.current) return;
      plot.current = createGraph(box.current, {
        move: t('analysis.graphMove'),
        value: t('analysis.graphValue'),
      });
      setLoaded(true);
    });
    return () => {
      cancelled = true;
      plot.current?.destroy();
      plot.current = undefined;
    };
  }, []);

  useEffect(() => {
    plot.current?.update(values, shown);
  }, [loaded, values.join(','), shown]);

  const value = values[shown];
  // Who is ahead, in words (issue 16: not "South ahead by: -16").
  const lead =
    value === null || value === undefined
      ? undefined
      : value === 0
        ? t('analysis.graphLevel')
        : t('analysis.graphLead', {
            side: value > 0 ? 'south' : 'north',
            seeds: t('common.seeds', { count: Math.abs(value) }),
          });
  const summary = lead ? `${t('analysis.graphExplain')} ${lead}` : t('analysis.graphExplain');
  return (
    <figure class="eval-graph">
      <figcaption>{t('analysis.graph')}</figcaption>
      {!loaded && <p class="muted small">{t('analysis.graphLoading')}</p>}
      <div ref={box} class="eval-graph-plot" role="img" aria-label={summary} />
    </figure>
  );
}
