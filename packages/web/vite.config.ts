import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { wariEgdbs } from './build/egdb.ts';
import { firstPaint } from './build/first-paint.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web app's build: Preact through esbuild's JSX transform (no Babel), the engine's Web
 * Worker as an ES module, the Wari endgame databases of `build/egdb.ts`, `index.html` shaped for
 * the first paint (`build/first-paint.ts`), the offline support of `build/pwa.ts`, and Brotli and
 * gzip copies of the text files and databases for the server to send (`build/precompress.ts`).
 * Output in `dist/`.
 */
export default defineConfig({
  root,
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    chunkSizeWarningLimit: 200,
  },
  // English, the fallback language, loads with every language (`src/i18n/i18n.ts`).
  plugins: [
    wariEgdbs(),
    firstPaint([join(root, 'src/i18n/messages/en.ts')]),
    pwa(root),
    precompress(),
  ],
});
