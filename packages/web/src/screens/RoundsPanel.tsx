import type { Match, PerSide } from '@kalaha/rules';
import { useT } from '../i18n/context.ts';
import { FoldPanel } from './FoldPanel.tsx';

/**
 * The rounds of a Giuthi match played so far (docs/RULES.md 4), a row each: its number, the houses a
 * side it was played on, who moved first, the seeds each player held at its end and who won it.
 */
export function RoundsPanel({ match, names }: { match: Match; names: PerSide<string> }) {
  const t = useT();
  return (
    <FoldPanel id="rounds-title" title={t('giuthi.rounds')} kind="rounds">
      {match.rounds.length === 0 ? (
        <p class="muted">{t('giuthi.noRounds')}</p>
      ) : (
        <div class="rounds-scroll" role="region" aria-labelledby="rounds-title" tabIndex={0}>
          <table class="rounds-table">
            <thead>
              <tr>
                <th scope="col">{t('giuthi.round')}</th>
                <th scope="col">{t('giuthi.houses')}</th>
                <th scope="col">{names.south}</th>
                <th scope="col">{names.north}</th>
                <th scope="col">{t('giuthi.winner')}</th>
              </tr>
            </thead>
            <tbody>
              {match.rounds.map((round, i) => (
                <tr key={i}>
                  <th scope="row">{i + 1}</th>
                  <td>{round.houses}</td>
                  <td>{round.seeds.south}</td>
                  <td>{round.seeds.north}</td>
                  <td>{round.winner ? names[round.winner] : t('giuthi.drawn')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FoldPanel>
  );
}
