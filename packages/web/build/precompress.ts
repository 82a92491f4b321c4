import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The files worth compressing: text, and the endgame databases (2.1 MB to about 91 kB with Brotli);
 * the PNG icons are compressed already.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|egdb)$/;

/** Smaller files are sent as they are: the gain would not outweigh a header (bytes). */
export const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * `dir` and its folders of at least {@link MIN_BYTES}, each only when it is smaller than the file:
 * the server sends them to browsers that accept them (issue 16: the first load sent 252 kB where
 * the compressed build is a third of it). Compression is Node's zlib.
 *
 * @returns the files compressed, relative to `dir`, with their sizes in bytes.
 */
export function precompressDir(
  dir: string,
): { readonly file: string; readonly bytes: number; readonly br: number; readonly gz: number }[] {
  const done: { file: string; bytes: number; br: number; gz: number }[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        walk(path, `${name}/`);
        continue;
      }
      if (!COMPRESSIBLE.test(entry.name) || statSync(path).size < MIN_BYTES) continue;
      const source = readFileSync(path);
      const br = brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
      if (br.length < source.length) writeFileSync(`${path}.br`, br);
      if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      done.push({ file: name, bytes: source.length, br: br.length, gz: gz.length });
    }
  };
  walk(dir, '');
  return done;
}

/**
 * The build step that precompresses the written build ({@link precompressDir}), after every other
 * plugin has written its files; the service worker's precache list (`pwa.ts`) is made before and
 * names only the files themselves.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kalaha-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
