import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages.ts';

describe('detectLanguage', () => {
  it('keeps the language the user chose', () => {
    expect(detectLanguage('fi', ['de-DE'])).toBe('fi');
  });

  it('ignores a stored value that is no language of ours', () => {
    expect(detectLanguage('xx', ['da'])).toBe('da');
  });

  it("takes the browser's first language we have, by primary subtag", () => {
    expect(detectLanguage(null, ['fr-FR', 'sv-FI', 'en'])).toBe('sv');
    expect(detectLanguage(undefined, ['de-AT'])).toBe('de');
  });

  it('reads Norwegian, Nynorsk and bokmål as bokmål', () => {
    expect(detectLanguage(null, ['no'])).toBe('nb');
    expect(detectLanguage(null, ['nn-NO'])).toBe('nb');
    expect(detectLanguage(null, ['nb-NO'])).toBe('nb');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, ['ja', 'fr'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
