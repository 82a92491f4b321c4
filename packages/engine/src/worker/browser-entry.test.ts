import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePosition, Position, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it, vi } from 'vitest';
import type { EngineReply } from './protocol.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier imported (statically or dynamically) by a source file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
  return [...new Set(specifiers)];
}

/** The engine files reachable from `entry` through relative imports, and the packages they use. */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the browser Web Worker entry', () => {
  it.each(['browser-entry.ts', '../wari/egdb-fetch.ts'])(
    '%s imports no Node module, directly or through the engine core',
    (entry) => {
      const { files, packages } = importGraph(resolve(here, entry));
      expect(files.size).toBeGreaterThan(4);
      const node = [...packages].filter(
        (p) => p.startsWith('node:') || builtinModules.includes(p.split('/')[0]!),
      );
      expect(node).toEqual([]);
      // The rules library, and zod/mini for the messages' shapes (small enough for a Web Worker).
      expect([...packages].filter((p) => p !== '@kalaha/rules' && p !== 'zod/mini')).toEqual([]);
    },
  );

  it('answers messages on the worker scope with postMessage', async () => {
    const replies: EngineReply[] = [];
    const scope = globalThis as unknown as {
      onmessage?: (event: { data: unknown }) => void;
      postMessage?: (reply: EngineReply) => void;
    };
    scope.postMessage = (reply) => replies.push(reply);
    try {
      const { startBrowserEngine } = await import('./browser-entry.ts');
      startBrowserEngine();
      const rules = unwrap(ruleSet('kalaha'));
      const position = makePosition(Position.initial(rules));
      scope.onmessage!({
        data: {
          type: 'search',
          id: 1,
          position: { rules: rules, position },
          limits: { depth: 2 },
        },
      });
      scope.onmessage!({ data: { type: 'nonsense', id: 2 } });
      await vi.waitFor(() => expect(replies.some((r) => r.type === 'result')).toBe(true));
      expect(replies.find((r) => r.type === 'error')).toMatchObject({ id: 2, code: 'ERR_MESSAGE' });
      expect(replies.find((r) => r.type === 'result')).toMatchObject({ id: 1, kind: 'search' });
    } finally {
      delete scope.onmessage;
      delete scope.postMessage;
    }
  });
});
