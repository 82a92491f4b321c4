/**
 * Games written by the Aualé Oware program itself (`test/ogn/auale/`): its `Result` counts the
 * stores before the final sweep, and its last move's `+N` the seeds captured before it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../replay.ts';
import { unwrap } from '../result.ts';
import { parseOgn } from './parse.ts';
import { statedBeforeSweep } from './stated.ts';

const DIR = new URL('../../test/ogn/auale/', import.meta.url);
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.ogn'));

/** The `Result` tag of an OGN text, as numbers. */
function resultTag(text: string): { south: number; north: number } {
  const [, south, north] = /\[Result "(\d+)-(\d+)"\]/.exec(text)!;
  return { south: Number(south), north: Number(north) };
}

describe("games written by Aualé (docs/RULES.md 2, Oware's end)", () => {
  it('has the thirty files', () => {
    expect(FILES).toHaveLength(30);
  });

  it.each(FILES)('%s opens, replays and reports Aualé’s result', (name) => {
    const text = readFileSync(new URL(name, DIR), 'utf8');
    const game = unwrap(parseOgn(text));
    expect(game.statedScores).toEqual(resultTag(text));
    // The record's own result is the rules' (after the final sweep), and it replays.
    const replayed = unwrap(replay(game.record));
    expect(replayed.final.isOver).toBe(true);
    expect(game.record.result?.scores).toEqual({
      south: replayed.final.store('south'),
      north: replayed.final.store('north'),
    });
  });

  it('tells the stated result where it is the stores before the sweep, and not where the file states the result of the moves', () => {
    const text = readFileSync(new URL('auale_77_0.ogn', DIR), 'utf8');
    expect(statedBeforeSweep(unwrap(parseOgn(text)))).toEqual({ south: 7, north: 32 });
    expect(statedBeforeSweep(unwrap(parseOgn(text.replace(/7-32/g, '8-40'))))).toBeUndefined();
    const unfinished = text.replace(/\[Result "7-32"\]\n/, '').replace(/ 7-32\s*$/, ' *\n');
    expect(statedBeforeSweep(unwrap(parseOgn(unfinished)))).toBeUndefined();
  });

  it('still refuses a result or a last capture the moves do not give', () => {
    const text = readFileSync(new URL('auale_77_0.ogn', DIR), 'utf8');
    // Aualé's 7-32 (before the sweep) and the rules' 8-40 (after it) read; 7-31 does not.
    expect(parseOgn(text.replace(/7-32/g, '8-40')).ok).toBe(true);
    expect(parseOgn(text.replace(/7-32/g, '7-31'))).toMatchObject({
      ok: false,
      error: { code: 'ERR_OGN_RESULT' },
    });
    // The last move captured 12 before the sweep (and 20 with it), never 13.
    expect(parseOgn(text.replace('d+12', 'd+20')).ok).toBe(true);
    expect(parseOgn(text.replace('d+12', 'd+13'))).toMatchObject({
      ok: false,
      error: { code: 'ERR_OGN_CAPTURE' },
    });
  });
});
