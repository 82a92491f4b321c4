import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { wholeMatch } from '../test-support/giuthi.ts';
import { exportRecord, importRecord } from './record-io.ts';
import { recordLink } from './record-link.ts';
import { lastEvents, matchNow, newGame } from './session.ts';
import { rulesOf } from '../test-support/positions.ts';

describe('records of a whole Giuthi match (docs/RULES.md 4)', () => {
  it('writes the match and opens it again: rounds, arrangement, result', () => {
    const game = wholeMatch();
    expect(matchNow(game).phase).toBe('over');
    const text = exportRecord(game, { south: 'Wanjiru', north: 'Kamau' });
    const json = JSON.parse(text) as { rounds: unknown[]; result: { end: string } };
    expect(json.rounds).toHaveLength(2);
    expect(json.result.end).toBe('equalSeeds');
    const back = unwrap(importRecord(text));
    expect(matchNow(back).result).toEqual(matchNow(game).result);
    expect(matchNow(back).rounds).toEqual(matchNow(game).rounds);
    expect(back.config.presetId).toBe('giuthi');
    expect(back.ended).toBe(game.ended);
    // The last move's events, for the board and the words of the end.
    expect(lastEvents(back).at(-1)?.type).toBe('end');
  });

  it('travels in a link like a game record', () => {
    const text = exportRecord(wholeMatch(), { south: 'A', north: 'B' });
    expect(recordLink('http://localhost/', text)).toMatch(/^http:\/\/localhost\/#record=/);
  });

  it('still opens a game record, and refuses a tampered match naming its round', () => {
    const game = newGame({
      presetId: 'kalaha',
      rules: rulesOf(),
      seats: { south: { kind: 'human' }, north: { kind: 'human' } },
      starts: 'south',
    });
    const opened = importRecord(exportRecord(game, { south: 'A', north: 'B' }));
    expect(opened.ok && matchNow(opened.value).history).toEqual([
      { arrangement: undefined, moves: [] },
    ]);
    const text = exportRecord(wholeMatch(), { south: 'A', north: 'B' });
    const tampered = importRecord(
      text.replace('"arrangement": [\n        1,', '"arrangement": [\n        2,'),
    );
    expect(tampered.ok).toBe(false);
    if (!tampered.ok) {
      expect(tampered.error.code).toBe('ERR_ARRANGEMENT');
      expect(tampered.error.message).toMatch(/round 2/i);
    }
    const broken = importRecord('{"format": "kalaha-record"');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.code).toBe('ERR_RECORD_JSON');
  });
});
