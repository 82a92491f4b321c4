import { makePosition, startMatch, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { arrangingMatch, giuthiRules } from '../../test/giuthi-match.ts';
import { rulesOf } from '../../test/rules-of.ts';
import { readMatch } from './read-match.ts';
import { parseRequest } from './read-request.ts';
import { toWireMatch } from './wire-match.ts';

const GIUTHI = giuthiRules({ houses: 5, seeds: 4 });

describe('a Giuthi match on the wire (docs/RULES.md 4 "Rounds")', () => {
  it('comes back as it went, through JSON', () => {
    const match = arrangingMatch(GIUTHI, 3);
    const back = unwrap(readMatch(JSON.parse(JSON.stringify(toWireMatch(match)))));
    expect({ ...back, position: makePosition(back.position) }).toEqual({
      ...match,
      position: makePosition(match.position),
    });
  });

  it('refuses bad fields with a code and a message', () => {
    const wire = toWireMatch(arrangingMatch(GIUTHI, 3));
    const cases: [unknown, string, RegExp][] = [
      [null, 'ERR_MESSAGE', /^match: Invalid input/],
      [{ ...wire, rules: rulesOf('wari') }, 'ERR_RULES', /wari is not played in rounds/],
      [{ ...wire, rules: { game: 'giuthi', houses: 99 } }, 'ERR_RULES', /./],
      [{ ...wire, phase: 'resting' }, 'ERR_MESSAGE', /phase/],
      [{ ...wire, position: '1,2|0 3,4|0 south' }, 'ERR_POSITION', /./],
      [{ ...wire, rounds: [{ houses: 0 }] }, 'ERR_MESSAGE', /rounds/],
      [{ ...wire, arranger: 'east' }, 'ERR_MESSAGE', /arranger/],
      [{ ...wire, first: 1 }, 'ERR_MESSAGE', /first/],
      [{ ...wire, houses: 6 }, 'ERR_MESSAGE', /houses/],
      [{ ...wire, result: { reason: 'boredom' } }, 'ERR_MESSAGE', /result/],
    ];
    for (const [data, code, message] of cases) {
      const read = readMatch(data);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error.code).toBe(code);
        expect(read.error.message).toMatch(message);
      }
    }
  });

  it('an arrange request needs a match waiting for an arrangement, a level and a seed', () => {
    const arranging = toWireMatch(arrangingMatch(GIUTHI, 3));
    const request = { type: 'arrange', id: 1, match: arranging, level: 5, seed: 9 };
    expect(parseRequest(request).ok).toBe(true);
    const refused = (data: unknown) => {
      const parsed = parseRequest(data);
      return parsed.ok ? 'ok' : parsed.error.code;
    };
    expect(refused({ ...request, match: toWireMatch(startMatch(GIUTHI)) })).toBe('ERR_MATCH_PHASE');
    expect(refused({ ...request, level: 11 })).toBe('ERR_LEVEL');
    expect(refused({ ...request, seed: -1 })).toBe('ERR_MESSAGE');
    expect(refused({ ...request, match: undefined })).toBe('ERR_MESSAGE');
  });
});
