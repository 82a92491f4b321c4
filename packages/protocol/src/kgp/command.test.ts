import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KgpBoard } from './board.ts';
import {
  KGP_MAX_LINE,
  kgpQuote,
  parseKgpCommand,
  writeKgpCommand,
  type KgpArgument,
  type KgpCommand,
} from './command.ts';

function parsed(line: string): KgpCommand {
  const result = parseKgpCommand(line);
  if (!result.ok) throw new Error(`${line}: ${result.error.message}`);
  return result.value;
}

function refused(line: string): string {
  const result = parseKgpCommand(line);
  if (result.ok) throw new Error(`${line} was read as ${JSON.stringify(result.value)}`);
  return result.error.code;
}

describe('parseKgpCommand: the forms of spec 012', () => {
  it('reads a bare command and its arguments (spec 013: kgp 1 0 0)', () => {
    expect(parsed('kgp 1 0 0')).toEqual({ name: 'kgp', args: [1, 0, 0] });
    expect(parsed('goodbye')).toEqual({ name: 'goodbye', args: [] });
  });

  it('reads an id, a reference and both (spec 021 example: 4 state, @4 move 1, 6@4 stop)', () => {
    expect(parsed('4 state <3,0,0,3,3,3,3,3,3>')).toEqual({
      id: 4,
      name: 'state',
      args: [{ south: [3, 3, 3], north: [3, 3, 3], stores: { south: 0, north: 0 } }],
    });
    expect(parsed('@4 move 1')).toEqual({ ref: 4, name: 'move', args: [1] });
    expect(parsed('6@4 stop')).toEqual({ id: 6, ref: 4, name: 'stop', args: [] });
    expect(parsed('0@0 ok')).toEqual({ id: 0, ref: 0, name: 'ok', args: [] });
  });

  it('reads integers with and without signs', () => {
    expect(parsed('x 32 +0 -100 007').args).toEqual([32, 0, -100, 7]);
  });

  it('reads reals of every form (spec 012: 0.0, +3.141, -.123)', () => {
    expect(parsed('x 0.0 +3.141 -.123 .5').args).toEqual([0, 3.141, -0.123, 0.5]);
  });

  it('reads words with letters, digits, - and :', () => {
    expect(parsed('set info:name single-word').args).toEqual(['info:name', 'single-word']);
    expect(parsed('x - -- 5a -5a a:b:c').args).toEqual(['-', '--', '5a', '-5a', 'a:b:c']);
  });

  it('reads quoted strings with \\" and \\\\ escapes and white space inside', () => {
    expect(parsed('error "with double quotes"').args).toEqual(['with double quotes']);
    expect(parsed('error "like \\" this"').args).toEqual(['like " this']);
    expect(parsed('error "a\\\\b" ""').args).toEqual(['a\\b', '']);
    expect(parsed('error "\\x"').args).toEqual(['x']);
  });

  it('reads boards South first (spec 012: size, south store, north store, south, north)', () => {
    expect(parsed('state <3,10,2,1,2,3,4,2,0>').args[0]).toEqual({
      south: [1, 2, 3],
      north: [4, 2, 0],
      stores: { south: 10, north: 2 },
    });
  });

  it('tolerates several spaces, tabs and white space around the line', () => {
    expect(parsed('  12@3 \t move\t 4  \r')).toEqual({ id: 12, ref: 3, name: 'move', args: [4] });
  });

  it('reads a lone number as a name, not as an id (an id is followed by a name)', () => {
    expect(parsed('42')).toEqual({ name: '42', args: [] });
  });
});

describe('parseKgpCommand: refused lines', () => {
  it('refuses garbage with ERR_KGP_SYNTAX and a column', () => {
    for (const line of [
      '',
      '   ',
      '@ move',
      'mo-ve 1',
      'move! 1',
      'set a+b 1',
      'move 1.',
      'move +a',
      'move @3',
      '1@ move',
      'x 1"a"',
      'x "a"b',
      'x <1,0,0,1,1>x',
    ]) {
      expect(refused(line), line).toBe('ERR_KGP_SYNTAX');
    }
    const result = parseKgpCommand('move 1 +x');
    expect(!result.ok && result.error.message).toMatch(/column 8/);
  });

  it('refuses unterminated strings, also one ending in a backslash', () => {
    expect(refused('error "open')).toBe('ERR_KGP_SYNTAX');
    expect(refused('error "open\\"')).toBe('ERR_KGP_SYNTAX');
    expect(refused('error "open\\')).toBe('ERR_KGP_SYNTAX');
  });

  it('refuses malformed boards and boards whose count does not match their size', () => {
    for (const line of [
      'state <3,0,0>',
      'state <1,0,0,1>',
      'state <1,0,0,1,1,1>',
      'state <>',
      'state <1,0,0,1,1',
      'state <1,-1,0,1,1>',
      'state <1, 0,0,1,1>',
      'state <a>',
    ]) {
      expect(refused(line), line).toBe('ERR_KGP_SYNTAX');
    }
  });

  it('refuses ids and integers it could not read exactly', () => {
    expect(refused('99999999999999999 move 1')).toBe('ERR_KGP_SYNTAX');
    expect(refused('move 99999999999999999')).toBe('ERR_KGP_SYNTAX');
  });

  it('refuses over-long lines with ERR_KGP_TOO_LONG (16384 with CRLF, spec 012)', () => {
    const longest = `x "${'a'.repeat(KGP_MAX_LINE - 2 - 4)}"`;
    expect(longest.length + 2).toBe(KGP_MAX_LINE);
    expect(parseKgpCommand(longest).ok).toBe(true);
    expect(refused(`${longest} `)).toBe('ERR_KGP_TOO_LONG');
  });
});

describe('writeKgpCommand', () => {
  it('writes ids, references, words bare and other strings quoted', () => {
    expect(writeKgpCommand({ ref: 4, name: 'move', args: [3] })).toBe('@4 move 3');
    expect(writeKgpCommand({ id: 7, ref: 4, name: 'yield', args: [] })).toBe('7@4 yield');
    expect(writeKgpCommand({ id: 1, name: 'set', args: ['info:name', 'kalaha-engine'] })).toBe(
      '1 set info:name kalaha-engine',
    );
    expect(writeKgpCommand({ name: 'error', args: ['say "hi" \\ bye', '', '12', '-.5'] })).toBe(
      'error "say \\"hi\\" \\\\ bye" "" "12" "-.5"',
    );
  });

  it('writes numbers without exponents', () => {
    expect(writeKgpCommand({ name: 'x', args: [1e-7, 1.5e-7, 1e21, -2.5e22, 0.25, -3] })).toBe(
      'x 0.0000001 0.00000015 1000000000000000000000.0 -25000000000000000000000.0 0.25 -3',
    );
  });

  it('writes boards South first', () => {
    const board: KgpBoard = { south: [1, 2, 3], north: [4, 2, 0], stores: { south: 10, north: 2 } };
    expect(writeKgpCommand({ id: 8, name: 'state', args: [board] })).toBe(
      '8 state <3,10,2,1,2,3,4,2,0>',
    );
  });

  it('throws on what no line can carry (bugs in the caller)', () => {
    expect(() => writeKgpCommand({ name: 'bad name', args: [] })).toThrow(RangeError);
    expect(() => writeKgpCommand({ id: -1, name: 'x', args: [] })).toThrow(RangeError);
    expect(() => writeKgpCommand({ name: 'x', args: [Number.NaN] })).toThrow(RangeError);
  });

  it("writes a string's line breaks and control characters as U+FFFD: one line, never a throw", () => {
    expect(writeKgpCommand({ name: 'error', args: ['foo\rbar', 'two\nlines\u2028\u0000'] })).toBe(
      'error "foo\uFFFDbar" "two\uFFFDlines\uFFFD\uFFFD"',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const line = writeKgpCommand({ name: 'error', args: [text] });
        expect(line).not.toMatch(/[\r\n]/);
        expect(parseKgpCommand(line).ok).toBe(true);
      }),
    );
  });

  it("quotes a peer's token in its syntax error with control characters visible (kgpQuote)", () => {
    const parsed = parseKgpCommand('foo\rbar baz');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain("'foo\\u{D}bar'");
    expect(kgpQuote('x'.repeat(50))).toBe(`'${'x'.repeat(40)}…'`);
  });
});

const board = fc.integer({ min: 0, max: 14 }).chain((size) =>
  fc.record({
    south: fc.array(fc.nat(500), { minLength: size, maxLength: size }),
    north: fc.array(fc.nat(500), { minLength: size, maxLength: size }),
    stores: fc.record({ south: fc.nat(1000), north: fc.nat(1000) }),
  }),
);

const printable = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', '\\', ' ', '\t', ':', '-', '<', '@'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
});

const argument: fc.Arbitrary<KgpArgument> = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x)),
  fc.stringMatching(/^[A-Za-z0-9:-]{1,12}$/),
  // Without the characters the writer cannot write and turns into U+FFFD (tested above): the
  // control characters but the tab, and the line and paragraph separators.
  printable.filter((s) => !/[\u2028\u2029]|[^\P{Cc}\t]/u.test(s)),
  board,
);

const command: fc.Arbitrary<KgpCommand> = fc
  .record(
    {
      id: fc.nat(1e6),
      ref: fc.nat(1e6),
      name: fc.stringMatching(/^[A-Za-z0-9]{1,10}$/),
      args: fc.array(argument, { maxLength: 6 }),
    },
    { requiredKeys: ['name', 'args'] },
  )
  // A name of digits alone with no id, no reference and no argument would read back as a name
  // either way; with arguments it would read as an id, which the writer never produces.
  .filter((c) => c.id !== undefined || c.ref !== undefined || !/^\d+$/.test(c.name));

describe('round trips (fast-check)', () => {
  it('parse(write(command)) = command', () => {
    fc.assert(
      fc.property(command, (c) => {
        expect(parsed(writeKgpCommand(c))).toEqual(c);
      }),
      { numRuns: 500 },
    );
  });

  it('write(parse(line)) = line for lines the writer produced', () => {
    fc.assert(
      fc.property(command, (c) => {
        const line = writeKgpCommand(c);
        expect(writeKgpCommand(parsed(line))).toBe(line);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary input, only answers a Result', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (line) => {
        const result = parseKgpCommand(line);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});
