import { describe, expect, it } from 'vitest';
import { checkName, MAX_NAME_LENGTH } from './name.ts';

describe('checkName', () => {
  it('trims a name and takes 1 to 32 characters', () => {
    expect(checkName('  Ann ')).toEqual({ ok: true, value: 'Ann' });
    expect(checkName('Åsa Ødegård')).toEqual({ ok: true, value: 'Åsa Ødegård' });
    expect(checkName('x'.repeat(MAX_NAME_LENGTH)).ok).toBe(true);
  });

  it('refuses an empty or long name, or one with control characters, as player/bad_name', () => {
    for (const bad of ['', '   ', 'x'.repeat(MAX_NAME_LENGTH + 1), 'a\u0007b', 'a\u200eb']) {
      const checked = checkName(bad);
      expect(checked.ok, JSON.stringify(bad)).toBe(false);
      if (!checked.ok) expect(checked.error.code).toBe('player/bad_name');
    }
  });
});
