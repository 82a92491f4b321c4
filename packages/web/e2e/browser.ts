import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

/** Debian's Chromium (never a downloaded browser); `vitest.config.ts` checks it is there. */
export const CHROMIUM = '/usr/bin/chromium';

/** Where screenshots and measured figures go (git-ignored). */
export const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

/** The two screen sizes of the screenshots: a phone in portrait and a desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Starts headless Chromium with the flags this machine needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page and the console errors and page errors it has shown. */
export interface WatchedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/**
 * A fresh context and page that records every console error and uncaught page error (the
 * tests check there are none). Reduced motion by default, so that moves appear at once.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { context, page, errors };
}

/**
 * Writes a screenshot of the whole page to `test-artifacts/NAME-WxH.png` when
 * `KALAHA_SCREENSHOTS=1` (for a person to look at: `KALAHA_SCREENSHOTS=1 npm run test:e2e`);
 * otherwise nothing. The shots are artifacts, not assertions, and cost the suite time: the layout
 * test took 157 s with none and 175-190 s with its 72 full-page shots (2026-11-28, this 2-core
 * machine).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.KALAHA_SCREENSHOTS !== '1') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const size = page.viewportSize();
  const file = `${ARTIFACTS}${name}-${size?.width}x${size?.height}.png`;
  await page.screenshot({ path: file, fullPage: true });
}

/** Adds figures to `test-artifacts/metrics.json`. */
export function recordMetrics(figures: Record<string, unknown>): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = `${ARTIFACTS}metrics.json`;
  let current: Record<string, unknown> = {};
  try {
    current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // First figures.
  }
  writeFileSync(file, `${JSON.stringify({ ...current, ...figures }, null, 2)}\n`);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** An axe-core finding. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/**
 * Runs axe-core on the page (WCAG 2.1 A and AA rules and best practices) and returns the
 * serious and critical violations (see {@link axeViolations}).
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
}

/**
 * Runs axe-core on the page (WCAG 2.1 A and AA rules and best practices) and returns every
 * violation, of any impact. axe is injected through the DevTools protocol, so the app's
 * Content-Security-Policy stays in force.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations;
}

/**
 * Resolves after the page has drawn two more frames: what a resize or a media-query change
 * re-renders is then on the screen (no fixed wait).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * The elements that reach past the right edge of the viewport (at most 5, as tag.class and their
 * right edge in CSS px), and the page's scroll width against its width: what makes a phone
 * scroll sideways.
 */
export async function overflow(
  page: Page,
): Promise<{ scrollWidth: number; width: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Cut off by an ancestor that clips or scrolls (and itself fits): not seen past the edge.
    const clipped = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        const clips = style.overflowX !== 'visible' || style.clipPath !== 'none';
        if (clips && up.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && el.checkVisibility() && !clipped(el)) {
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
        wide.push(`${name} → ${Math.round(box.right)}`);
        if (wide.length === 5) break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
}
