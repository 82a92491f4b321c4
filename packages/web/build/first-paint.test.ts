import { describe, expect, it } from 'vitest';
import { addModulePreload, inlineStylesheet } from './first-paint.ts';

/** `index.html`'s head as Vite writes it. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Kalaha</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
  </head>
  <body><div id="app"></div></body>
</html>`;

describe('the first paint (issue 16: the phone waits for one request, not three in a row)', () => {
  it('writes the stylesheet into the page in place of its link', () => {
    const css = '.board{display:grid}\n';
    const html = inlineStylesheet(PAGE, '/assets/index-b2.css', css);
    expect(html).toContain('<style>.board{display:grid}</style>');
    expect(html).not.toContain('index-b2.css');
    // The rest of the page is as it was.
    expect(html.replace('<style>.board{display:grid}</style>', '')).toBe(
      PAGE.replace('<link rel="stylesheet" crossorigin href="/assets/index-b2.css">', ''),
    );
  });

  it('keeps a stylesheet whose text holds "$&" as it is', () => {
    const css = 'a::after{content:"$&"}';
    expect(inlineStylesheet(PAGE, '/assets/index-b2.css', css)).toContain(`<style>${css}</style>`);
  });

  it('refuses a page without the link, and a stylesheet that would close the element early', () => {
    expect(() => inlineStylesheet(PAGE, '/assets/other.css', 'a{}')).toThrow(
      'no stylesheet link to /assets/other.css',
    );
    expect(() =>
      inlineStylesheet(PAGE, '/assets/index-b2.css', 'a{content:"</style><script>"}'),
    ).toThrow('holds "</style"');
  });

  it("preloads a module from the head, with the module script's crossorigin", () => {
    const html = addModulePreload(PAGE, '/assets/en-c3.js');
    const preload = '<link rel="modulepreload" crossorigin href="/assets/en-c3.js">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
    expect(() => addModulePreload('<p>no head</p>', '/assets/en-c3.js')).toThrow('no </head>');
  });
});
