import { capabilities, type Pit, type Position, type Side } from '@kalaha/rules';
import { sideName } from '../app/names.ts';
import type { RuleExample } from '../game/rule-examples.ts';
import { useT } from '../i18n/context.ts';

/**
 * A worked example of the rules page (`ruleExamples`): the board before the move, the house
 * played marked, and after it, the pits sown and the houses captured marked, with a sentence
 * saying what happened. Each board is one image for screen readers, its counts read out.
 */
export function RuleExampleFigure({ example }: { example: RuleExample }) {
  const t = useT();
  const captured = t('common.seeds', { count: example.capturedSeeds });
  const values = {
    player: sideName(t, example.side),
    house: example.move.house,
    seeds: t('common.seeds', { count: example.seeds }),
    captured,
  };
  const played: Pit = { kind: 'house', side: example.side, house: example.move.house };
  return (
    <figure class={`rule-example ${example.kind}`} data-example={example.kind}>
      <div class="rule-example-boards">
        <MiniBoard label={t('rulesPage.before')} position={example.before} marked={[played]} />
        <span class="rule-example-arrow" aria-hidden="true">
          →
        </span>
        <MiniBoard
          label={t('rulesPage.after')}
          position={example.after}
          marked={example.sown}
          taken={example.captured.map((h) => ({ kind: 'house', side: h.side, house: h.house }))}
        />
      </div>
      <figcaption>{t(`rulesPage.example.${example.kind}`, values)}</figcaption>
    </figure>
  );
}

/** A small board: North's row above (house m first), South's below, the stores at the ends. */
function MiniBoard({
  label,
  position,
  marked,
  taken = [],
}: {
  label: string;
  position: Position;
  marked: readonly Pit[];
  taken?: readonly Pit[];
}) {
  const t = useT();
  const m = position.houseCount;
  const has = (list: readonly Pit[], pit: Pit) =>
    list.some(
      (p) =>
        p.kind === pit.kind &&
        p.side === pit.side &&
        (p.kind === 'store' || (pit.kind === 'house' && p.house === pit.house)),
    );
  const cell = (pit: Pit, seeds: number, column: number, row: string) => (
    <span
      class={['mini-pit', pit.kind, has(marked, pit) && 'marked', has(taken, pit) && 'taken']
        .filter(Boolean)
        .join(' ')}
      style={{ gridColumn: String(column), gridRow: row }}
    >
      {seeds}
    </span>
  );
  const row = (side: Side) => position.houses(side);
  const banks = !capabilities(position.rules).hasStores;
  const text = t('rulesPage.example.board', {
    south: row('south').join(', '),
    north: row('north').join(', '),
    southStore: t('common.seeds', { count: position.store('south') }),
    northStore: t('common.seeds', { count: position.store('north') }),
  });
  return (
    <div class="mini-board-wrap">
      <span class="mini-board-label" aria-hidden="true">
        {label}
      </span>
      <div
        class={`mini-board${banks ? ' banks' : ''}`}
        role="img"
        aria-label={`${label}: ${text}`}
        style={{ '--houses': String(m) }}
      >
        {cell({ kind: 'store', side: 'north' }, position.store('north'), 1, '1 / span 2')}
        {row('north').map((seeds, i) =>
          cell({ kind: 'house', side: 'north', house: i + 1 }, seeds, m + 1 - i, '1'),
        )}
        {row('south').map((seeds, i) =>
          cell({ kind: 'house', side: 'south', house: i + 1 }, seeds, i + 2, '2'),
        )}
        {cell({ kind: 'store', side: 'south' }, position.store('south'), m + 2, '1 / span 2')}
      </div>
    </div>
  );
}
