import type { Plugin, Rollup } from 'vite';

/** A stylesheet link of a page, with its address (`href`) as group 1. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The addresses of `html`'s stylesheet links, in the page's order. */
function stylesheetLinks(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
}

/**
 * `html` with its `<link rel="stylesheet" … href="HREF">` replaced by a `<style>` holding `css`:
 * the page paints from the HTML alone instead of waiting for a second request.
 *
 * @throws Error when `html` has no stylesheet link to `href`, or `css` could close the element
 *   early (it holds `</style`).
 */
export function inlineStylesheet(html: string, href: string, css: string): string {
  const link = [...html.matchAll(STYLESHEET_LINK)].find((m) => m[1] === href)?.[0];
  if (link === undefined) throw new Error(`kalaha-first-paint: no stylesheet link to ${href}`);
  if (/<\/style/i.test(css)) throw new Error(`kalaha-first-paint: ${href} holds "</style"`);
  return html.replace(link, () => `<style>${css.trim()}</style>`);
}

/**
 * `html` with a `<link rel="modulepreload">` for the module at `href` before `</head>`, with the
 * `crossorigin` of Vite's own module script so that the browser uses the preloaded copy.
 *
 * @throws Error when `html` has no `</head>`.
 */
export function addModulePreload(html: string, href: string): string {
  if (!html.includes('</head>')) throw new Error('kalaha-first-paint: the page has no </head>');
  return html.replace(
    '</head>',
    () => `  <link rel="modulepreload" crossorigin href="${href}">\n  </head>`,
  );
}

/**
 * The build step that shapes `index.html` for the first paint on a slow phone connection
 * (issue 16; Lighthouse's phone profile: 150 ms round trips, 1.6 Mbit/s):
 *
 * - the entry's stylesheet (about 22 kB, 6 kB compressed) is written into the page, so the first
 *   paint needs one request, not two racing the entry script for the line;
 * - the modules in `preload` (absolute paths of source files the first screen always imports
 *   dynamically: English, the fallback language, whose messages load with any language) are
 *   preloaded from the page, so they download beside the entry script instead of after it has run.
 *
 * It runs after Vite has written `index.html` and before `pwa.ts` lists the build for the
 * service worker, so the inlined stylesheet's file leaves the build and the precache.
 *
 * @throws Error at build time when a module of `preload` is not a chunk of the build.
 */
export function firstPaint(preload: readonly string[]): Plugin {
  return {
    name: 'kalaha-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('kalaha-first-paint: no index.html in the build');
      let html = text(page.source);
      for (const href of stylesheetLinks(html)) {
        const file = href.replace(/^\//, '');
        const css = bundle[file];
        if (css?.type !== 'asset') continue;
        html = inlineStylesheet(html, href, text(css.source));
        // Rollup drops a file from the build when its entry leaves the bundle object.
        Reflect.deleteProperty(bundle, file);
      }
      for (const module of preload) html = addModulePreload(html, `/${chunkOf(bundle, module)}`);
      page.source = html;
    },
  };
}

/** The file name of the chunk whose entry module is `module` (an absolute path). */
function chunkOf(bundle: Rollup.OutputBundle, module: string): string {
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === module,
  );
  if (!chunk) throw new Error(`kalaha-first-paint: ${module} is not a chunk of the build`);
  return chunk.fileName;
}

/** An asset's source as text (Rollup holds it as a string or as bytes). */
function text(source: string | Uint8Array): string {
  return typeof source === 'string' ? source : new TextDecoder().decode(source);
}
