/**
 * Commands of the Kalah Game Protocol (KGP 1.0, public repository KWARC/kalah-game, `spec/012`):
 * one command a line, `[id][@ref] name arg…`, read and written here. The same form serves both
 * directions (server to client and client to server).
 *
 * The grammar, as read here (spec 012, with the evident intent of its `*1DIGIT`, "one or more"):
 *
 * ```
 * command  = [id] [ref] WSP… name *(WSP… argument)   (the line, its CRLF removed)
 * id       = 1*DIGIT                ref = "@" 1*DIGIT    (an id or a ref is followed by white space)
 * name     = 1*(DIGIT / ALPHA)
 * argument = integer / real / word / string / board
 * integer  = ["+" / "-"] 1*DIGIT     real = ["+" / "-"] *DIGIT "." 1*DIGIT
 * word     = 1*(DIGIT / ALPHA / "-" / ":")
 * string   = DQUOTE *("\" CHAR / any char but DQUOTE, "\" and line breaks) DQUOTE
 * board    = "<" 1*DIGIT *("," 1*DIGIT) ">"
 * ```
 *
 * White space (WSP) is spaces and tabs; leading and trailing white space is tolerated. A token
 * that reads as an integer or a real is a number even where the word form would also match
 * (`32`, `-100`); other words are strings, as quoted strings are.
 */
import { err, ok, type Result } from '@kalaha/rules';
import { kgpBoardFromNumbers, writeKgpBoard, type KgpBoard } from './board.ts';

/** One argument: integer or real (number), word or string (string), board literal. */
export type KgpArgument = number | string | KgpBoard;

/** One KGP command: its optional id and reference, its name and its arguments in order. */
export interface KgpCommand {
  /** The command's own id (spec 012: unique per sender), a whole number ≥ 0. */
  readonly id?: number;
  /** The id of the earlier command this one answers (`@ref`). */
  readonly ref?: number;
  /** The command name: letters and digits (`state`, `move`, `set`…). */
  readonly name: string;
  readonly args: readonly KgpArgument[];
}

/** Why a line is no KGP command. */
export interface KgpSyntaxError {
  /** `ERR_KGP_TOO_LONG`: longer than {@link KGP_MAX_LINE}; `ERR_KGP_SYNTAX`: anything else. */
  readonly code: 'ERR_KGP_SYNTAX' | 'ERR_KGP_TOO_LONG';
  /** What is wrong and where (a 1-based column). */
  readonly message: string;
}

/**
 * The longest command, in characters including its line end (spec 012: "Each command MUST at
 * most be 16384 characters long, including trailing white space").
 */
export const KGP_MAX_LINE = 16384;

/**
 * The TCP port of KGP servers unless configured otherwise: the port of the published reference
 * server (KWARC/kalah-game, `server/go-kgp`), the default of `@kalaha/server`'s `KGP_PORT` and of
 * `kalaha kgp-client`'s address.
 */
export const KGP_DEFAULT_PORT = 2671;

/** The line end the grammar ends each command with (spec 012: CRLF). */
const LINE_END_LENGTH = 2;

const INTEGER = /^[+-]?\d+$/;
const REAL = /^[+-]?\d*\.\d+$/;
const WORD = /^[A-Za-z0-9:-]+$/;
const NAME = /^[A-Za-z0-9]+$/;
const ID_PREFIX = /^(\d*)(?:@(\d+))?$/;
const BOARD_BODY = /^\d+(?:,\d+)*$/;

function isWhite(c: string | undefined): boolean {
  return c === ' ' || c === '\t';
}

function syntax(message: string): { readonly ok: false; readonly error: KgpSyntaxError } {
  return err({ code: 'ERR_KGP_SYNTAX', message });
}

/**
 * Reads one command line (without its CR/LF).
 *
 * @returns the command, or `ERR_KGP_TOO_LONG` (the line and its CRLF exceed {@link KGP_MAX_LINE})
 *   or `ERR_KGP_SYNTAX` naming the column and what was expected: an empty line, a bad name,
 *   an unterminated string, a malformed number or board, a board whose count of numbers does not
 *   match its size, an id or integer beyond 2^53 − 1 (it would not be read exactly).
 */
export function parseKgpCommand(line: string): Result<KgpCommand, KgpSyntaxError> {
  if (line.length + LINE_END_LENGTH > KGP_MAX_LINE) {
    return err({
      code: 'ERR_KGP_TOO_LONG',
      message: `the line has ${line.length} characters; a command is at most ${KGP_MAX_LINE} with its line end`,
    });
  }
  let end = line.length;
  while (end > 0 && (isWhite(line[end - 1]) || line[end - 1] === '\r')) end--;
  let at = 0;
  while (at < end && isWhite(line[at])) at++;
  if (at === end) return syntax('an empty line is no command');

  const firstEnd = tokenEnd(line, at, end);
  const first = line.slice(at, firstEnd);
  let id: number | undefined;
  let ref: number | undefined;
  const prefix = ID_PREFIX.exec(first);
  if (prefix && first !== '' && firstEnd < end) {
    if (prefix[1] !== '') id = Number(prefix[1]);
    if (prefix[2] !== undefined) ref = Number(prefix[2]);
    if (
      (id !== undefined && !Number.isSafeInteger(id)) ||
      (ref !== undefined && !Number.isSafeInteger(ref))
    ) {
      return syntax(`column ${at + 1}: the id or reference ${kgpQuote(first)} is beyond 2^53 - 1`);
    }
    at = skipWhite(line, firstEnd, end);
  }
  const nameEnd = tokenEnd(line, at, end);
  const name = line.slice(at, nameEnd);
  if (!NAME.test(name)) {
    return syntax(`column ${at + 1}: a command name is letters and digits (got ${kgpQuote(name)})`);
  }
  at = nameEnd;
  const args: KgpArgument[] = [];
  while (at < end) {
    if (!isWhite(line[at])) {
      return syntax(`column ${at + 1}: white space must separate the arguments`);
    }
    at = skipWhite(line, at, end);
    const argument = readArgument(line, at, end);
    if (!argument.ok) return argument;
    args.push(argument.value.argument);
    at = argument.value.next;
  }
  return ok({
    ...(id !== undefined ? { id } : {}),
    ...(ref !== undefined ? { ref } : {}),
    name,
    args,
  });
}

function skipWhite(line: string, at: number, end: number): number {
  while (at < end && isWhite(line[at])) at++;
  return at;
}

function tokenEnd(line: string, at: number, end: number): number {
  while (at < end && !isWhite(line[at])) at++;
  return at;
}

function readArgument(
  line: string,
  at: number,
  end: number,
): Result<{ argument: KgpArgument; next: number }, KgpSyntaxError> {
  const c = line[at];
  if (c === '"') return readString(line, at, end);
  if (c === '<') {
    const close = line.indexOf('>', at);
    if (close < 0 || close >= end) {
      return syntax(`column ${at + 1}: the board literal has no closing '>'`);
    }
    const body = line.slice(at + 1, close);
    if (!BOARD_BODY.test(body)) {
      return syntax(
        `column ${at + 1}: a board literal is whole numbers separated by commas (got ${kgpQuote(`<${body}>`)})`,
      );
    }
    const numbers = body.split(',').map(Number);
    if (!numbers.every(Number.isSafeInteger)) {
      return syntax(`column ${at + 1}: a number of the board is beyond 2^53 - 1`);
    }
    const board = kgpBoardFromNumbers(numbers);
    if (!board.ok) return syntax(`column ${at + 1}: ${board.error}`);
    return ok({ argument: board.value, next: close + 1 });
  }
  const next = tokenEnd(line, at, end);
  const token = line.slice(at, next);
  if (INTEGER.test(token)) {
    const value = Number(token);
    if (!Number.isSafeInteger(value)) {
      return syntax(`column ${at + 1}: the integer ${token} is beyond 2^53 - 1`);
    }
    return ok({ argument: value, next });
  }
  if (REAL.test(token)) return ok({ argument: Number(token), next });
  if (WORD.test(token)) return ok({ argument: token, next });
  return syntax(
    `column ${at + 1}: ${kgpQuote(token)} is no integer, real, word (letters, digits, '-', ':'), "string" or <board>`,
  );
}

function readString(
  line: string,
  at: number,
  end: number,
): Result<{ argument: string; next: number }, KgpSyntaxError> {
  let text = '';
  let i = at + 1;
  while (i < end) {
    const c = line[i]!;
    if (c === '"') return ok({ argument: text, next: i + 1 });
    if (c === '\\') {
      if (i + 1 >= end) break;
      text += line[i + 1];
      i += 2;
    } else {
      text += c;
      i += 1;
    }
  }
  return syntax(`column ${at + 1}: the string has no closing '"'`);
}

/**
 * Writes a command as one line, without its line end. Numbers are written in the integer or real
 * form (never with an exponent; a whole number beyond 2^53 - 1 as a real, `…0.0`); strings that read back as a word (and not as a number) are
 * written bare, others in double quotes with `"` and `\` escaped by `\`; boards as literals.
 *
 * @throws RangeError for what no line can carry: a name that is not letters and digits, an id or
 *   reference that is not a whole number ≥ 0, a number that is not finite. These are bugs in the
 *   caller, which builds commands from checked values. A string is never refused: its line breaks
 *   and other control characters (text echoed from a peer) are written as U+FFFD.
 */
export function writeKgpCommand(command: KgpCommand): string {
  if (!NAME.test(command.name)) {
    throw new RangeError(`a KGP command name is letters and digits (got '${command.name}')`);
  }
  let prefix = '';
  if (command.id !== undefined) prefix += String(checkedId(command.id));
  if (command.ref !== undefined) prefix += `@${checkedId(command.ref)}`;
  const parts = prefix === '' ? [command.name] : [prefix, command.name];
  for (const argument of command.args) parts.push(writeArgument(argument));
  return parts.join(' ');
}

function checkedId(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`a KGP id or reference is a whole number, 0 or more (got ${value})`);
  }
  return value;
}

function writeArgument(argument: KgpArgument): string {
  if (typeof argument === 'number') return writeNumber(argument);
  if (typeof argument === 'string') return writeString(argument);
  return writeKgpBoard(argument);
}

function writeString(text: string): string {
  if (WORD.test(text) && !INTEGER.test(text) && !REAL.test(text)) return text;
  return `"${replaceUnwritable(text, () => '\uFFFD').replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Whether a character cannot stand in a string argument on a line: line breaks (CR, LF, U+2028,
 * U+2029) and the other control characters but the tab. They reach a writer only in text that
 * came from elsewhere (a peer's token echoed in an error), and are written as U+FFFD.
 */
function unwritable(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029
  );
}

/** `text` with each {@link unwritable} character replaced by `by(character)`. */
function replaceUnwritable(text: string, by: (c: string) => string): string {
  let out = '';
  for (const c of text) out += unwritable(c.charCodeAt(0)) ? by(c) : c;
  return out;
}

/** The most characters of a peer's text {@link kgpQuote} shows. */
const QUOTE_MAX = 40;

/**
 * A peer's text as a message quotes it: in single quotes, cut to its first 40 characters (`…`
 * after them), each control character or line break shown as `\u{HEX}`, so that an echo of
 * hostile text is readable and always fits on one line.
 */
export function kgpQuote(text: string): string {
  const cut = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text;
  const shown = replaceUnwritable(
    cut,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
  return `'${shown}'`;
}

/**
 * A finite number in the grammar's integer or real form: JavaScript's shortest round-trip digits,
 * with an exponent (`1e-7`, `1e+21`) spelt out as plain digits.
 */
function writeNumber(value: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`a KGP number is finite (got ${value})`);
  }
  const plain = plainDigits(value);
  // Whole numbers beyond 2^53 - 1 go in the real form, which the reader takes as it comes; the
  // integer form is kept for the numbers it reads exactly.
  return Number.isInteger(value) && !Number.isSafeInteger(value) ? `${plain}.0` : plain;
}

function plainDigits(value: number): string {
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const mantissa = text.slice(sign.length, e);
  const exponent = Number(text.slice(e + 1));
  const point = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  // Position of the decimal point after the first digit, shifted by the exponent.
  const pointAt = (point < 0 ? mantissa.length : point) + exponent;
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}
