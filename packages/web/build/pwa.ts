import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { EGDB_DIR } from './egdb.ts';
import { drawIcon } from './icon.ts';

/** The web app manifest (installability): names, colours, icons. */
export const MANIFEST = {
  name: 'Kalaha',
  short_name: 'Kalaha',
  description: 'Kalaha: the board game of sowing and capturing.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#f5eee2',
  theme_color: '#5a3216',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
} as const;

/**
 * The build's offline and install support, in place of a PWA plugin (see the package README for
 * why): emits the manifest and the PNG icons (drawn by `icon.ts`), builds `src/sw/sw.ts` as
 * `/sw.js`, and writes into it the list of every file of the build (the precache) and a version
 * hash of their contents, so that a new build replaces the old cache.
 *
 * @param root the web package's directory (holds `src/sw/sw.ts` and `public/`, whose files Vite
 *   copies as they are and which are precached too).
 */
export function pwa(root: string): Plugin {
  const publicDir = join(root, 'public');
  let swRef = '';
  return {
    name: 'kalaha-pwa',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      swRef = this.emitFile({ type: 'chunk', id: join(root, 'src/sw/sw.ts'), fileName: 'sw.js' });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(MANIFEST, null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: 'icons/icon-192.png', source: drawIcon(192) });
      this.emitFile({ type: 'asset', fileName: 'icons/icon-512.png', source: drawIcon(512) });
      this.emitFile({ type: 'asset', fileName: 'icons/maskable-512.png', source: drawIcon(512) });
    },
    generateBundle(_options, bundle) {
      const sw = this.getFileName(swRef);
      const hash = createHash('sha256');
      const files: string[] = [];
      for (const [name, output] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        // The endgame databases are fetched on demand by the engine's worker (`egdb.ts`).
        if (name === sw || name.endsWith('.map') || name.startsWith(EGDB_DIR)) continue;
        files.push(`/${name}`);
        hash.update(name);
        hash.update(output.type === 'chunk' ? output.code : output.source);
      }
      for (const file of listFiles(publicDir)) {
        files.push(`/${file}`);
        hash.update(file);
        hash.update(String(statSync(join(publicDir, file)).size));
      }
      if (!files.includes('/index.html')) files.push('/index.html');
      const chunk = bundle[sw];
      if (chunk?.type !== 'chunk')
        throw new Error('kalaha-pwa: the service worker chunk is missing');
      const version = hash.digest('hex').slice(0, 16);
      chunk.code = chunk.code
        .replace(/(["'`])__KALAHA_PRECACHE__\1/, JSON.stringify(JSON.stringify(files.sort())))
        .replace(/__KALAHA_VERSION__/, version);
      if (chunk.code.includes('__KALAHA_')) {
        throw new Error('kalaha-pwa: a placeholder was left in the service worker');
      }
    },
  };
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  try {
    walk(dir);
  } catch {
    // No public directory.
  }
  return out;
}
