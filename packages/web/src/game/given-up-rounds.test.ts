/**
 * A Giuthi match given up online (resign, timeout; docs/RULES.md 4 "Rounds" decides nothing then) and
 * opened from its match record: the review knows who gave it up, takes no more moves, says so in
 * every language and writes the same record back.
 */
import { makeMatchRecord, matchRecordOf, type StoppedEnd, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { giuthiFriends, playLine, ROUND_1 } from '../test-support/giuthi.ts';
import { testI18n } from '../test-support/i18n.ts';
import { memoryStore } from '../test-support/memory-store.ts';
import { GameController } from './controller.ts';
import { loadGame, saveGame } from './persist.ts';
import { matchNow, newGame, seatToAct, type Game } from './session.ts';
import { matchResultText } from './rounds-text.ts';
import { exportRecord, importRecord } from './record-io.ts';

const NAMES = { south: 'Ann', north: 'Bob' };
const i18n: Partial<Record<Language, I18n>> = {};
beforeAll(async () => {
  for (const language of ['en', 'de', 'sv', 'nb', 'da', 'fi'] as const) {
    i18n[language] = await testI18n(language);
  }
});

/** The record text of `game`'s match given up as `stopped` said (as the server writes it). */
function givenUpRecord(game: Game, stopped: StoppedEnd): string {
  const players = {
    south: { name: 'Ann', kind: 'human' as const },
    north: { name: 'Bob', kind: 'human' as const },
  };
  return makeMatchRecord(
    matchRecordOf(matchNow(game), {
      players,
      started: '2026-11-21T10:00:00.000Z',
      ended: '2026-11-21T10:30:00.000Z',
      stopped,
    }),
  );
}

function opened(text: string): Game {
  return unwrap(importRecord(text));
}

// Round 1 of test-support/giuthi.ts ends 14 to 26; four moves in, the stores hold what is taken.
const inRound = playLine(newGame(giuthiFriends), ROUND_1.slice(0, 4));
const between = playLine(newGame(giuthiFriends), ROUND_1);

describe('a Giuthi match given up, opened from its record (docs/RULES.md 4)', () => {
  it('keeps who gave it up, has ended, lets nobody act, and writes the record back unchanged', () => {
    const text = givenUpRecord(inRound, { reason: 'resign', side: 'north' });
    const game = opened(text);
    const stores = matchNow(inRound).position;
    expect(game.stopped).toEqual({
      winner: 'south',
      scores: { south: stores.store('south'), north: stores.store('north') },
      end: { reason: 'resign', side: 'north' },
    });
    expect(game.ended).toBe('2026-11-21T10:30:00.000Z');
    expect(seatToAct(game)).toBeUndefined();
    expect(exportRecord(game, NAMES)).toBe(text);
    // Kept for a reload as the finished match it is.
    const store = memoryStore();
    saveGame(store, game);
    const reloaded = loadGame(store)!;
    expect(reloaded.stopped).toEqual(game.stopped);
    expect(seatToAct(reloaded)).toBeUndefined();
  });

  it('says who gave the match up, how and when, in round or between rounds', () => {
    const t = i18n.en!.t;
    const resigned = opened(givenUpRecord(inRound, { reason: 'resign', side: 'north' }));
    const { south, north } = resigned.stopped!.scores;
    expect(matchResultText(t, matchNow(resigned), resigned.stopped)).toEqual({
      headline: 'South wins the match',
      why: [
        'North resigned.',
        `The match was given up in round 1, with ${south} seeds in South's bank and ${north} in North's.`,
        '0 rounds played: South won 0, North 0.',
      ],
    });
    const timedOut = opened(givenUpRecord(between, { reason: 'timeout', side: 'south' }));
    expect(matchNow(timedOut).phase).toBe('arranging');
    expect(matchResultText(t, matchNow(timedOut), timedOut.stopped)).toEqual({
      headline: 'North wins the match',
      why: [
        "South's time ran out.",
        'The match was given up between rounds 1 and 2.',
        '1 round played: South won 0, North 1.',
      ],
    });
  });

  it('tells it in all six languages', () => {
    const game = opened(givenUpRecord(between, { reason: 'timeout', side: 'south' }));
    const said = (language: Language) =>
      matchResultText(i18n[language]!.t, matchNow(game), game.stopped);
    expect(said('de').headline).toBe('Nord gewinnt die Partie');
    expect(said('de').why.slice(0, 2)).toEqual([
      'Süds Zeit ist abgelaufen.',
      'Die Partie wurde zwischen Runde 1 und 2 aufgegeben.',
    ]);
    expect(said('sv').why[0]).toBe('Syds tid tog slut.');
    expect(said('nb').why[0]).toBe('Sørs tid gikk ut.');
    expect(said('da').why[0]).toBe('Syds tid løb ud.');
    expect(said('fi').headline).toBe('Pohjoinen voittaa ottelun');
    expect(said('fi').why[1]).toBe('Ottelu luovutettiin kierrosten 1 ja 2 välillä.');
  });

  it('shows the review at its end: the result announced, no move and no lay-out taken', async () => {
    const game = opened(givenUpRecord(between, { reason: 'resign', side: 'south' }));
    const deps = {
      engine: () => new FakeEngine(),
      t: () => i18n.en!.t,
      speed: () => 1,
      reducedMotion: () => true,
      save: () => {},
    };
    const controller = new GameController(game, deps);
    expect(controller.view.phase).toBe('over');
    expect(controller.view.announcement).toBe(
      'North wins the match. South resigned. The match was given up between rounds 1 and 2. 1 round played: South won 0, North 1.',
    );
    expect(controller.arrange([14, 1, 1, 1])).toMatchObject({ code: 'ERR_MATCH_PHASE' });
    expect(controller.view.game).toBe(game);
    // Opened from a file or the online screen, the words of the import come first.
    const imported = new GameController(game, deps, 'Game imported.');
    expect(imported.view.announcement).toBe(
      'Game imported. North wins the match. South resigned. The match was given up between rounds 1 and 2. 1 round played: South won 0, North 1.',
    );
  });
});
