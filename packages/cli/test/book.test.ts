import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpeningBook } from '@kalaha/engine';
import { legalMoves, Position, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { runCommand } from './cli-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-book-'));

describe('kalaha book build', () => {
  it('writes the opening book of a rule set as JSON, with the command that made it', async () => {
    const out = join(dir, 'books', 'oware-4.json');
    const args = ['--rules', 'oware', '--set', 'houses=4', '--plies', '2', '--full-plies', '1'];
    const run = await runCommand([
      'book',
      'build',
      ...args,
      '--nodes',
      '2000',
      '--threads',
      '1',
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    // Not a terminal: one plain progress line a ply.
    expect(run.stderr.trimEnd().split('\n')).toEqual(
      [0, 1, 2].map((ply) =>
        expect.stringMatching(new RegExp(`^searching ply ${ply}/2 \\(\\d+ positions\\) · `)),
      ),
    );
    const book = unwrap(OpeningBook.read(JSON.parse(readFileSync(out, 'utf8'))));
    expect(book.command).toBe(`kalaha book build ${args.join(' ')} --nodes 2000`);
    // The start; North to move after each of South's 4 first moves; South to move after each of
    // North's 4 answers to each: 1 + 4 + 16.
    expect(book.size).toBe(21);
    expect(run.stdout).toContain(
      `Positions: 21 (2 plies, every move in the first 1, 2,000 nodes each)`,
    );
    expect(run.stdout).toContain(`Wrote: ${out}`);
    expect(run.stdout).toContain(`(${statSync(out).size.toLocaleString('en-US')} bytes)`);
    const start = Position.initial(unwrap(ruleSet('oware', { houses: 4 })));
    expect(
      book.lookup(
        start,
        legalMoves(start).map((m) => m.house),
      ),
    ).toBeDefined();
  });

  it('refuses Giuthi, whose moves have directions (docs/RULES.md 4), and a missing --out', async () => {
    const giuthi = await runCommand([
      'book',
      'build',
      '--rules',
      'giuthi',
      '--out',
      join(dir, 'g.json'),
    ]);
    expect(giuthi.code).toBe(2);
    expect(giuthi.stderr).toMatch(/no opening book for a game whose moves have directions/);
    const noOut = await runCommand(['book', 'build', '--rules', 'oware']);
    expect(noOut.code).not.toBe(0);
    expect(noOut.stderr).toMatch(/--out/);
  });
});
