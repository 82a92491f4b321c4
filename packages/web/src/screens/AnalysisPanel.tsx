import type { Direction, Position } from '@kalaha/rules';
import { useEffect, useState } from 'preact/hooks';
import { analysisKey, type AnalysisService, type AnalysisState } from '../game/analysis-service.ts';
import { useI18n, useT } from '../i18n/context.ts';
import { EvalGraph } from './EvalGraph.tsx';
import { FoldPanel } from './FoldPanel.tsx';

/**
 * The analysis panel: every legal move of the position on the board valued by the engine (seeds
 * ahead at the end under best play, marked exact where proven), best first and marked, in Giuthi
 * (docs/RULES.md 4) each house once per legal direction; and the evaluation graph over `positions` (the
 * whole game, or in Giuthi the round in play). Runs the engine only while open.
 */
export function AnalysisPanel({
  service,
  open,
  onToggle,
  position,
  positions,
  shown,
}: {
  service: AnalysisService;
  open: boolean;
  onToggle: () => void;
  /** The position on the board. */
  position: Position;
  /** Every position of the game, the start first. */
  positions: readonly Position[];
  /** Index in `positions` of the position on the board. */
  shown: number;
}) {
  const t = useT();
  const i18n = useI18n();
  const [state, setState] = useState<AnalysisState>(service.state);
  useEffect(() => service.subscribe(() => setState(service.state)), [service]);
  const key = analysisKey(position);
  useEffect(() => {
    if (open) service.request(position, positions);
  }, [open, key, positions.length]);

  const analysis = state.currentKey === key ? state.current : undefined;
  // The best move's row: the first of its house (moves come best first, so in Giuthi the better
  // of its directions).
  const best = analysis?.moves.findIndex((m) => m.move === analysis.bestMove) ?? -1;
  const values = positions.map((p) => state.evals.get(analysisKey(p)) ?? null);
  const format = (score: number) => i18n.number(score, { signDisplay: 'exceptZero' });

  return (
    <FoldPanel id="analysis-title" title={t('analysis.title')} kind="analysis">
      <button type="button" class="button secondary" aria-expanded={open} onClick={onToggle}>
        {open ? t('analysis.hide') : t('analysis.show')}
      </button>
      {open && (
        <div class="analysis-body">
          <p class="muted small">{t('analysis.explain')}</p>
          {analysis === undefined ? (
            <p aria-live="polite">{t('analysis.thinking')}</p>
          ) : analysis.moves.length === 0 ? (
            <p>{t('analysis.none')}</p>
          ) : (
            <table class="analysis-table">
              <thead>
                <tr>
                  <th scope="col">{t('analysis.move', { house: '' }).trim()}</th>
                  <th scope="col">{t('analysis.value')}</th>
                  <th scope="col">
                    <span class="visually-hidden">{t('analysis.exact')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {analysis.moves.map((m, i) => (
                  <tr key={`${m.move}${m.direction ?? ''}`} class={i === best ? 'best' : undefined}>
                    <th scope="row">
                      {t('analysis.move', { house: m.move })}
                      {m.direction && <MoveDirection direction={m.direction} />}
                      {i === best && <span class="tag"> {t('analysis.best')}</span>}
                    </th>
                    <td class="value">{format(m.score)}</td>
                    <td class="muted small">
                      {m.exact ? t('analysis.exact') : t('analysis.estimate')}
                      {m.extraTurn && ` · ${t('analysis.extraTurn')}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <EvalGraph values={values} shown={shown} />
        </div>
      )}
    </FoldPanel>
  );
}

/** A Giuthi move's direction (docs/RULES.md 4): its arrow, and its name for screen readers. */
function MoveDirection({ direction }: { direction: Direction }) {
  const t = useT();
  return (
    <>
      {' '}
      <span aria-hidden="true">{direction === 'ccw' ? '↺' : '↻'}</span>
      <span class="visually-hidden">{t(`analysis.direction.${direction}`)}</span>
    </>
  );
}
