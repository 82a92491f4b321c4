import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A drawn evaluation graph. */
export interface GraphHandle {
  /** Redraws with `values` (seeds from South's view by move number; null: not known yet). */
  update(values: readonly (number | null)[], shown: number): void;
  /** Removes the graph. */
  destroy(): void;
}

/**
 * Draws the evaluation graph with uPlot into `box` (this module is its own chunk, loaded on
 * demand): a line of values by move number around a zero line, the shown move marked, resizing
 * with its box.
 */
export function createGraph(
  box: HTMLElement,
  labels: { move: string; value: string },
): GraphHandle {
  box.replaceChildren();
  let shown = 0;
  const opts: uPlot.Options = {
    width: Math.max(200, box.clientWidth),
    height: 170,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // At least 20 moves wide, so that the first moves do not fill the whole graph.
      x: { time: false, range: (_u, _min, max) => [0, Math.max(20, max ?? 0)] },
      y: {
        range: (_u, min, max) => {
          const m = Math.max(4, Math.abs(min ?? 0), Math.abs(max ?? 0));
          return [-m, m];
        },
      },
    },
    axes: [
      { label: labels.move, stroke: '#4a3322', grid: { stroke: '#e6d8c4' } },
      {
        label: labels.value,
        stroke: '#4a3322',
        grid: { stroke: '#e6d8c4' },
        size: 50,
        // Seeds ahead, whoever leads: South above the line, North below (no minus signs).
        values: (_u, ticks) => ticks.map((tick) => String(Math.abs(tick))),
      },
    ],
    series: [
      {},
      {
        stroke: '#7a4620',
        width: 2,
        fill: 'rgba(183, 119, 60, 0.18)',
        spanGaps: false,
        points: { show: true, size: 4 },
      },
    ],
    hooks: {
      draw: [
        (u) => {
          const ctx = u.ctx;
          const y0 = u.valToPos(0, 'y', true);
          const x = u.valToPos(shown, 'x', true);
          ctx.save();
          ctx.strokeStyle = '#4a3322';
          ctx.lineWidth = 1;
          ctx.beginPath();
          ctx.moveTo(u.bbox.left, y0);
          ctx.lineTo(u.bbox.left + u.bbox.width, y0);
          ctx.stroke();
          ctx.strokeStyle = '#1f5f99';
          ctx.setLineDash([4, 4]);
          ctx.beginPath();
          ctx.moveTo(x, u.bbox.top);
          ctx.lineTo(x, u.bbox.top + u.bbox.height);
          ctx.stroke();
          ctx.restore();
        },
      ],
    },
  };
  const plot = new uPlot(opts, [[0], [null]], box);
  const observer = new ResizeObserver(() => {
    plot.setSize({ width: Math.max(200, box.clientWidth), height: 170 });
  });
  observer.observe(box);
  return {
    update(values, at) {
      shown = at;
      plot.setData([values.map((_, i) => i), [...values]]);
    },
    destroy() {
      observer.disconnect();
      plot.destroy();
    },
  };
}
