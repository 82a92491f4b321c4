/**
 * The project's rule book, `docs/RULES.md`, and the citations of it: every option of every game is
 * described in its game's section, and every "docs/RULES.md N" in the repository names a section the
 * book has. Nothing in the repository points at a rule text outside it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES, optionNamesOf, type Game } from '../src/index.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BOOK = readFileSync(`${ROOT}docs/RULES.md`, 'utf8');

/** The section numbers the book has: `1`, `1.1`, … from its `##` and `###` headings. */
function sections(book: string): Set<string> {
  const found = new Set<string>();
  for (const match of book.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)) found.add(match[1]!);
  return found;
}

/** The text of section `n` (a top-level `## n.` heading) up to the next top-level one. */
function sectionText(book: string, n: number): string {
  const start = book.indexOf(`\n## ${n}. `);
  const end = book.indexOf('\n## ', start + 1);
  return book.slice(start, end === -1 ? undefined : end);
}

/** Every tracked text file of the repository but the book itself, with its text. */
function trackedFiles(): { path: string; text: string }[] {
  const paths = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((p) => /\.(ts|tsx|mjs|js|md|json)$/.test(p))
    .filter((p) => p !== 'docs/RULES.md' && p !== 'package-lock.json');
  return paths.map((path) => ({ path, text: readFileSync(`${ROOT}${path}`, 'utf8') }));
}

const SECTION_OF_GAME: Record<Game, number> = { kalaha: 1, wari: 2, obridjie: 3, giuthi: 4 };

describe('docs/RULES.md, the rule book', () => {
  it.each(GAMES)('describes every option of %s in its own section', (game) => {
    const text = sectionText(BOOK, SECTION_OF_GAME[game]);
    expect(text.length).toBeGreaterThan(100);
    const missing = optionNamesOf(game).filter(
      (name) => !text.includes(`\`${name}\``) && !(name === 'houses' || name === 'seeds'),
    );
    expect(missing).toEqual([]);
  });

  it('has the sections 0 to 6 that code and tests cite', () => {
    const have = sections(BOOK);
    for (const n of ['0', '1', '1.1', '1.2', '1.3', '1.4', '2', '3', '4', '5', '6']) {
      expect(have, `section ${n}`).toContain(n);
    }
  });

  it('is cited by section numbers it has, and no file cites a rule text outside the repository', () => {
    const have = sections(BOOK);
    const wrong: string[] = [];
    for (const { path, text } of trackedFiles()) {
      for (const match of text.matchAll(/docs\/RULES\.md,?\s+(?:section\s+)?(\d+(?:\.\d+)?)/g)) {
        if (!have.has(match[1]!)) wrong.push(`${path}: docs/RULES.md ${match[1]}`);
      }
      if (/shared\/(RULES\.md|rulebooks)|\bDESIGN\.md/.test(text)) {
        wrong.push(`${path}: cites a document outside the repository`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
