import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { failure } from '../errors.ts';
import { formatBytes } from './solve.ts';

/**
 * Writes what a builder made (`kalaha book build`, `kalaha puzzles build`), `text`, to the file
 * `out`, making its directory when missing.
 *
 * @returns the lines that say so: where it went and its size.
 * @throws CliError (failure) when the file cannot be written.
 */
export function writeBuilt(out: string, text: string): string[] {
  try {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
  } catch (error) {
    throw failure(`cannot write ${out}: ${(error as Error).message}`);
  }
  const bytes = Buffer.byteLength(text);
  return [`Wrote: ${out}`, `Size: ${formatBytes(bytes)} (${bytes.toLocaleString('en-US')} bytes)`];
}
