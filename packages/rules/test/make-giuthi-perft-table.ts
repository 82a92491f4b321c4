/**
 * Writes `giuthi-perft-table.json`: perft counts of Giuthi (docs/RULES.md 4) from the start of a round
 * and from a few positions given as text, computed with the NAIVE implementation of
 * `naive-giuthi.ts`, not the library. `perft-giuthi.test.ts` checks the library's `perft` against
 * them. The positions with few seeds are played deep so that every step of the rules occurs:
 * relays, further choices, captures, passes, the round's end by no move and by repetition, on a
 * shrunk board and from a pending choice.
 *
 * Run from the repository root: `npx tsx packages/rules/test/make-giuthi-perft-table.ts`
 * (about 10 seconds).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ruleSet } from '../src/ruleset.ts';
import type { PerftEntry, PerftTables, Spec } from './make-perft-tables.ts';
import { countEntry, formatPerftTables } from './make-perft-tables.ts';
import { naiveGiuthiFromText, naiveGiuthiInitial, naiveGiuthiPerft } from './naive-giuthi.ts';

/** A table entry to compute; the preset is always giuthi. */
type GiuthiSpec = Omit<Spec, 'preset'>;

/** The options as they were before docs/RULES.md 4 made 004's literal readings the defaults. */
const OLD = { secondCapture: 'next', furtherChoice: 'twoOrMore' } as const;

const SPECS: GiuthiSpec[] = [
  { id: 'giuthi', overrides: {}, depth: 6, note: 'preset giuthi (004): 6x6' },
  {
    id: 'giuthi-next',
    overrides: { secondCapture: 'next' },
    depth: 6,
    note: 'secondCapture next: only the next own house in the direction of sowing',
  },
  {
    id: 'giuthi-twoOrMore',
    overrides: { furtherChoice: 'twoOrMore' },
    depth: 6,
    note: 'furtherChoice twoOrMore: a further choice needs a house of 2 seeds',
  },
  {
    id: 'giuthi-old',
    overrides: OLD,
    depth: 6,
    note: 'secondCapture next and furtherChoice twoOrMore: the rules before issue 15',
  },
  { id: 'giuthi-5x4', overrides: { houses: 5, seeds: 4 }, depth: 6, note: 'the smallest board' },
  { id: 'giuthi-10x9', overrides: { houses: 10, seeds: 9 }, depth: 4, note: 'the largest board' },
  {
    id: 'giuthi-5x4-repetition',
    overrides: { houses: 5, seeds: 4 },
    depth: 16,
    start: '2,2,0,0,0|16 2,2,0,0,0|16 south',
    note: 'few seeds played deep: passes, further choices, ends by no move and by repetition',
  },
  {
    id: 'giuthi-5x4-captures',
    overrides: { houses: 5, seeds: 4 },
    depth: 14,
    start: '2,0,2,0,0|17 0,0,3,0,0|16 south',
    note: 'relays, captures and passes until no one can move',
  },
  {
    id: 'giuthi-shrunk',
    overrides: {},
    depth: 8,
    start: '2,3,3|0 2,3,3|56 south',
    note: 'a later round on a board shrunk by 3 houses a side',
  },
  {
    id: 'giuthi-choice',
    overrides: {},
    depth: 8,
    start: '0,0,0,1,4,0|40 2,0,0,0,0,0|25 south choice:cw',
    note: 'from a pending further choice (clockwise only)',
  },
  {
    id: 'giuthi-choice-old',
    overrides: OLD,
    depth: 8,
    start: '0,0,0,1,4,0|40 2,0,0,0,0,0|25 south choice:cw',
    note: 'from a pending further choice under furtherChoice twoOrMore',
  },
  {
    id: 'giuthi-5x4-captures-next',
    overrides: { houses: 5, seeds: 4, secondCapture: 'next' },
    depth: 14,
    start: '2,0,2,0,0|17 0,0,3,0,0|16 south',
    note: 'relays, captures and passes under secondCapture next',
  },
  {
    id: 'giuthi-5x4-captures-old',
    overrides: { houses: 5, seeds: 4, ...OLD },
    depth: 14,
    start: '2,0,2,0,0|17 0,0,3,0,0|16 south',
    note: 'relays, captures and passes under secondCapture next and furtherChoice twoOrMore',
  },
];

/** Computes every entry with the naive model; `log` gets one line per entry. */
export function makeGiuthiPerftTable(log: (line: string) => void): PerftTables {
  const entries: PerftEntry[] = [];
  for (const spec of SPECS) {
    const made = ruleSet('giuthi', spec.overrides);
    if (!made.ok || made.value.game !== 'giuthi')
      throw new Error(`${spec.id}: not a Giuthi rule set`);
    const rules = made.value;
    const start = spec.start
      ? naiveGiuthiFromText(rules, spec.start)
      : naiveGiuthiInitial(rules, rules.houses, rules.seeds, 'south');
    entries.push(
      countEntry({ ...spec, preset: 'giuthi' }, (depth) => naiveGiuthiPerft(start, depth), log),
    );
  }
  return {
    about:
      'Giuthi (docs/RULES.md 4) perft counts from the start of a round, South to move, or from `start` (a position text without history): perft[d-1] is the number of move sequences of length d (one move = one sowing with its relays; a further choice inside a turn is the next ply; a pass is no ply; a finished round is one leaf). Rules = preset giuthi with the overrides. Computed by the naive model (packages/rules/test/naive-giuthi.ts) with `npx tsx packages/rules/test/make-giuthi-perft-table.ts`; checked against the library by perft-giuthi.test.ts.',
    entries,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('./giuthi-perft-table.json', import.meta.url));
  const tables = makeGiuthiPerftTable((line) => console.log(line));
  writeFileSync(out, formatPerftTables(tables));
  console.log(`wrote ${out} (${tables.entries.length} entries)`);
}
