import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './record-link.ts';

describe('records in links', () => {
  it('round-trips any text through base64url', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = toBase64Url(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(encoded)).toBe(text);
      }),
    );
  });
});
