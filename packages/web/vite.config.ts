import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pwa } from './build/pwa.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web app's build: Preact through esbuild's JSX transform (no Babel), the engine's Web
 * Worker as an ES module, and the offline support of `build/pwa.ts`. Output in `dist/`.
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
  plugins: [pwa(root)],
});
