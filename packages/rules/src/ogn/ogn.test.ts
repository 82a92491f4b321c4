import { unwrap } from '../result.ts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../test/arbitraries.ts';
import { recordResult, type GameRecord } from '../record.ts';
import { replay } from '../replay.ts';
import { ruleSet } from '../ruleset.ts';
import type { Position } from '../position.ts';
import { makeOgnPosition } from './fen.ts';
import { makeOgn } from './make.ts';
import { parseOgn } from './parse.ts';
import type { OgnGame } from './types.ts';

const rules = (preset: string, overrides = {}) => {
  const r = unwrap(ruleSet(preset, overrides));
  return r;
};

function expectSameGame(a: OgnGame, b: OgnGame): void {
  const { start: sa, ...ra } = a.record;
  const { start: sb, ...rb } = b.record;
  expect(sa.equals(sb)).toBe(true);
  expect(ra).toEqual(rb);
  expect(a.tags).toEqual(b.tags);
  expect(a.comments).toEqual(b.comments);
}

const make = (game: OgnGame): string => {
  const text = unwrap(makeOgn(game));
  return text;
};

/** Random legal Oware and Wari games (to their end or cut short), players, dates and comments. */
const ognGameArb: fc.Arbitrary<OgnGame> = fc
  .record({
    preset: fc.constantFrom('oware', 'wari'),
    cycleRule: fc.constantFrom('ownSide', 'split'),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
    length: fc.integer({ min: 0, max: 400 }),
    names: fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })),
    computer: fc.boolean(),
    level: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    seconds: fc.integer({ min: 0, max: 4_000_000_000 }),
    event: fc.string({ minLength: 1, maxLength: 20 }),
    comment: fc.option(fc.string({ minLength: 1, maxLength: 30 }), { nil: undefined }),
  })
  .filter(({ names, event }) => !names.includes('?') && event.trim() === event && event !== '?')
  .map((g) => {
    const played = playGame(rules(g.preset, { cycleRule: g.cycleRule }), g.choices, g.length);
    const final = played.positions[played.positions.length - 1]!;
    const result = recordResult(final);
    const record: GameRecord = {
      rules: played.rules,
      players: {
        south: { name: g.names[0].trim(), kind: 'human' },
        north: {
          name: g.names[1].trim(),
          kind: g.computer ? 'computer' : 'human',
          ...(g.level !== undefined ? { level: g.level } : {}),
        },
      },
      start: played.positions[0]!,
      moves: played.moves,
      ...(result ? { result } : {}),
      started: new Date(g.seconds * 1000).toISOString(),
    };
    const text = g.comment?.split(/\s+/).filter(Boolean).join(' ');
    return {
      record,
      tags: [{ name: 'Event', value: g.event }],
      comments:
        text && played.moves.length > 0
          ? [{ afterMove: Math.min(3, played.moves.length), text: text.replace(/}/g, ')') }]
          : [],
    };
  });

describe('Oware Game Notation', () => {
  it('round-trips random legal Oware and Wari games: parse(make(x)) = x', () => {
    fc.assert(
      fc.property(ognGameArb, (game) => {
        const back = parseOgn(make(game));
        if (!back.ok) throw new Error(`${back.error.code}: ${back.error.message}`);
        expectSameGame(back.value, game);
      }),
      { seed: 11, numRuns: 150 },
    );
  });

  it('docs/RULES.md 2: tells Aualé’s users the move at which Aualé stops, at the first repeated position', () => {
    let tagged = 0;
    fc.assert(
      fc.property(ognGameArb, (game) => {
        const text = make(game);
        // The first move after which a board and player to move come back, counted here anew.
        const { steps } = unwrap(replay(game.record));
        const key = (p: Position) => `${makeOgnPosition(p).split('-').slice(0, 12)}${p.turn}`;
        const seen = new Set([key(game.record.start)]);
        let repeated: number | undefined;
        for (const [i, step] of steps.entries()) {
          if (seen.has(key(step.position))) {
            repeated = i + 1;
            break;
          }
          seen.add(key(step.position));
        }
        const tag = /\[AualeEnd "move (\d+): /.exec(text);
        expect(tag && Number(tag[1])).toBe(repeated ?? null);
        if (tag) tagged++;
      }),
      { seed: 11, numRuns: 150 },
    );
    // Random games come back to a position now and then.
    expect(tagged).toBeGreaterThan(0);
  });

  it('reads a hand-written Aualé file: tags, moves, comment, skipped variation, result', () => {
    const text = readFileSync(new URL('../../test/ogn/club-night.ogn', import.meta.url), 'utf8');
    const game = unwrap(parseOgn(text));
    const { record, tags, comments } = game;
    expect(record.rules).toEqual(rules('oware'));
    expect(record.players).toEqual({
      south: { name: 'Ama Owusu', kind: 'human' },
      north: { name: 'Kofi "the sower" Mensah', kind: 'human' },
    });
    expect(record.moves.map((m) => m.house)).toEqual([
      3, 3, 1, 1, 6, 5, 5, 1, 1, 6, 1, 1, 2, 1, 3, 1, 5,
    ]);
    expect(record.started).toBe('2024-03-05T00:00:00.000Z');
    // Aualé ended the game on a repeated position, each player taking his side: an agreed end here.
    expect(record.result).toEqual({
      winner: 'north',
      scores: { south: 18, north: 30 },
      end: { reason: 'agreement' },
    });
    expect(tags).toEqual([
      { name: 'Event', value: 'Club night, round robin' },
      { name: 'Site', value: 'Kumasi' },
      { name: 'Round', value: '3' },
    ]);
    expect(comments).toEqual([
      { afterMove: 2, text: 'A quiet start: both sides keep their seeds home' },
    ]);
    // Written again, the moves, captures and result stay Aualé's.
    const again = make(game);
    expect(again).toContain('[North "Kofi \\"the sower\\" Mensah"]');
    expect(again).toContain('7. B+2 a 8. C a 9. E+16 18-30');
    const back = parseOgn(again);
    expect(back.ok && back.value.record.moves).toEqual(record.moves);
  });

  it('reads a set-up position (FEN) with North to move', () => {
    const fen = '0-0-0-10-0-6-1-14-6-9-0-0-2-0-N';
    const game = unwrap(parseOgn(`[Variant "Oware Abapa"]\n[FEN "${fen}"]\n\n1. b D\n`));
    expect(game.record.start.turn).toBe('north');
    expect(game.record.start.houses('north')).toEqual([1, 14, 6, 9, 0, 0]);
    expect(make(game)).toContain(`[FEN "${fen}"]`);
  });

  it.each([
    ['a malformed tag', '[Variant Oware]\n', 'ERR_OGN_TAG', 1, 1],
    ['a duplicated tag', '[Site "a"]\n[Site "b"]\n', 'ERR_OGN_TAG', 2, 1],
    ['an unknown variant', '[Variant "Awale"]\n', 'ERR_OGN_VARIANT', 1, 11],
    ['a bad option', '[Rules "cycleRule=often"]\n', 'ERR_OGN_RULES', 1, 9],
    ['a board OGN cannot hold', '[Rules "houses=5"]\n', 'ERR_OGN_RULES', 1, 9],
    ['a FEN not so written', '[FEN "4-4-4"]\n', 'ERR_OGN_FEN', 1, 7],
    [
      'a FEN that does not conserve seeds',
      '[FEN "4-4-4-4-4-4-4-4-4-4-4-5-0-0-S"]\n',
      'ERR_OGN_POSITION',
      1,
      7,
    ],
    ['an unknown move letter', '\n1. C g 2. G\n', 'ERR_OGN_MOVE_LETTER', 2, 6],
    ['a move of the wrong side', '1. C C\n', 'ERR_OGN_WRONG_SIDE', 1, 6],
    ['text that is no token', '1. C c 2. $$\n', 'ERR_OGN_TOKEN', 1, 11],
    ['an open comment', '1. C { no end\n', 'ERR_OGN_UNTERMINATED', 1, 6],
    ['an open variation', '1. C (1... d\n', 'ERR_OGN_UNTERMINATED', 1, 6],
    ['a wrong capture count', '1. C+2 c\n', 'ERR_OGN_CAPTURE', 1, 4],
    [
      'a result the moves do not give',
      '[Result "30-18"]\n\n1. C c 30-18\n',
      'ERR_OGN_RESULT',
      3,
      8,
    ],
    ['two results that differ', '[Result "25-23"]\n\n1. C c 24-24\n', 'ERR_OGN_RESULT', 3, 8],
    ['moves after the result', '1. C c * 2. A\n', 'ERR_OGN_TOKEN', 1, 10],
    ['a tag after the moves', '1. C c\n[Site "x"]\n', 'ERR_OGN_TAG', 2, 1],
  ])('refuses %s with its code, line and column', (_, text, code, line, column) => {
    const game = parseOgn(text);
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error).toMatchObject({ code, line, column });
  });

  it('refuses a file that holds no game, and reads a game not begun where the file says so', () => {
    for (const empty of ['', '  \n', '{ a comment }', '[Event "Club night"]\n[South "Ann"]\n']) {
      expect(parseOgn(empty), JSON.stringify(empty)).toMatchObject({
        ok: false,
        error: { code: 'ERR_OGN_EMPTY', line: 1, column: 1 },
      });
    }
    // `*`: a game in play, here one not begun.
    for (const notBegun of [
      '[Event "Club night"]\n[Result "*"]\n',
      '[Event "Club night"]\n\n*\n',
    ]) {
      const game = unwrap(parseOgn(notBegun));
      expect(game.record.moves).toEqual([]);
      expect(game.record.result).toBeUndefined();
    }
  });

  it('names the illegal move by its number and place', () => {
    // After 1. C c, South's house 3 is empty.
    const game = parseOgn('[Event "x"]\n\n1. C c 2. C\n');
    expect(!game.ok && game.error).toMatchObject({
      code: 'ERR_OGN_ILLEGAL_MOVE',
      moveNumber: 3,
      line: 3,
      column: 11,
      cause: 'ERR_EMPTY_HOUSE',
    });
  });

  it('refuses to write a game OGN cannot hold', () => {
    const kalaha = playGame(rules('kalaha'), [1], 3);
    const written = makeOgn({
      record: {
        rules: kalaha.rules,
        players: { south: { name: '', kind: 'human' }, north: { name: '', kind: 'human' } },
        start: kalaha.positions[0]!,
        moves: kalaha.moves,
        started: '2024-01-01T00:00:00.000Z',
      },
      tags: [],
      comments: [],
    });
    expect(!written.ok && written.error.code).toBe('ERR_OGN_GAME');
  });
});
