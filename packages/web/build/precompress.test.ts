import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir (issue 16: the build served compressed)', () => {
  it('writes .br and .gz beside each text file that decompress to it, smaller than it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalaha-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    const js = 'export const seeds = [6, 6, 6, 6, 6, 6];\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(100));
    const done = precompressDir(dir);
    expect(done.map((d) => d.file).sort()).toEqual(['assets/index-abc.js', 'index.html']);
    const path = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(js);
    const entry = done.find((d) => d.file === 'assets/index-abc.js')!;
    expect(entry.br).toBeLessThan(entry.bytes);
    expect(entry.gz).toBeLessThan(entry.bytes);
  });

  it('leaves small files, images and files already compressed alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalaha-precompress-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'sw.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    expect(precompressDir(dir)).toEqual([]);
    expect(existsSync(join(dir, 'sw.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.gz'))).toBe(false);
  });
});
