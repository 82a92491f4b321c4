import { describe, it, expect } from 'vitest';
import { IdSchema, SecretSchema } from '@kalaha/protocol';
import { hashSecret, newId, newSecret, seatSecret, secretMatches } from './secrets.ts';

describe('secrets', () => {
  it('ids and secrets are random, of the shapes the protocol accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, newId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(IdSchema.safeParse(id).success).toBe(true);
    const secret = newSecret();
    expect(SecretSchema.safeParse(secret).success).toBe(true);
    expect(Buffer.from(secret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(newSecret()).not.toBe(secret);
  });

  it('only a hash is kept, and only the right secret matches it', () => {
    const secret = newSecret();
    const hash = hashSecret(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(newSecret(), hash)).toBe(false);
    expect(secretMatches(secret, 'not-hex')).toBe(false);
  });

  it('a seat secret is derived again from the player hash, differs by game and side', () => {
    const hash = hashSecret(newSecret());
    const south = seatSecret(hash, 'g1', 'south');
    expect(seatSecret(hash, 'g1', 'south')).toBe(south);
    expect(seatSecret(hash, 'g1', 'north')).not.toBe(south);
    expect(seatSecret(hash, 'g2', 'south')).not.toBe(south);
    expect(seatSecret(hashSecret(newSecret()), 'g1', 'south')).not.toBe(south);
    expect(SecretSchema.safeParse(south).success).toBe(true);
  });
});
