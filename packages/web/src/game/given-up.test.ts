/**
 * A game given up online (resign, timeout: the record's `resign:SIDE` / `timeout:SIDE`, the other
 * side wins with the stores as they stood) and opened from its record: the review knows who gave
 * it up, counts it as ended (no move, no take-back, no computer move), says so in every language,
 * is not kept as a game in progress and writes the same record back.
 */
import { makeRecord, stoppedResult, type RuleSet, type StoppedEnd, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { housesOf } from '../test-support/game.ts';
import type { I18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { testI18n } from '../test-support/i18n.ts';
import { memoryStore } from '../test-support/memory-store.ts';
import { anyRulesOf } from '../test-support/positions.ts';
import { GameController } from './controller.ts';
import { loadGame, saveGame } from './persist.ts';
import { exportRecord, importRecord } from './record-io.ts';
import { toRecord } from './records.ts';
import {
  current,
  hasEnded,
  newGame,
  playMove,
  takeBackPoint,
  truncate,
  type Game,
} from './session.ts';
import { stoppedResultText } from './stopped-text.ts';

const NAMES = { south: 'Ann', north: 'Bob' };
const i18n: Partial<Record<Language, I18n>> = {};
beforeAll(async () => {
  for (const language of ['en', 'de', 'sv', 'nb', 'da', 'fi'] as const) {
    i18n[language] = await testI18n(language);
  }
});

/** A game of `rules` between two people (South starts) after `moves`. */
function played(rules: RuleSet, presetId: string, moves: readonly number[]): Game {
  let game = newGame(
    {
      presetId,
      rules,
      seats: { south: { kind: 'human' }, north: { kind: 'human' } },
      starts: 'south',
    },
    new Date('2026-11-21T10:00:00.000Z'),
  );
  for (const house of moves) {
    const next = unwrap(playMove(game, { house }));
    game = next.game;
  }
  return game;
}

/** The record text of `game` given up as `end` says (as the server writes it). */
function givenUpRecord(game: Game, end: StoppedEnd): string {
  return makeRecord({
    ...toRecord(game, NAMES),
    result: stoppedResult(current(game), end),
    ended: '2026-11-21T10:30:00.000Z',
  });
}

function opened(text: string): Game {
  const read = unwrap(importRecord(text));
  return read;
}

// Kalaha 6 houses, 4 seeds (docs/RULES.md 1): 3 ends in South's store (an extra turn), 1 captures nothing.
const kalaha = played(anyRulesOf('kalaha'), 'kalaha', [3, 1, 4]);
// Wari (docs/RULES.md 2): no stores on the board, the captures are the stores.
const wari = played(anyRulesOf('wari'), 'wari', [1, 6, 2, 5]);

function controllerOf(game: Game, engine = new FakeEngine()): GameController {
  return new GameController(game, {
    engine: () => engine,
    t: () => i18n.en!.t,
    speed: () => 1,
    reducedMotion: () => true,
    save: () => {},
    sleep: async () => undefined,
  });
}

describe('a game given up online, opened from its record (record result resign:SIDE / timeout:SIDE)', () => {
  it.each([
    ['a resigned Kalaha game', kalaha, { reason: 'resign', side: 'north' } as const],
    ['a Wari game lost on time', wari, { reason: 'timeout', side: 'south' } as const],
  ])('%s keeps who gave it up, has ended and is written back byte for byte', (_, game, end) => {
    expect(hasEnded(game)).toBe(false);
    const text = givenUpRecord(game, end);
    const back = opened(text);
    const position = current(game);
    expect(back.stopped).toEqual({
      winner: end.side === 'north' ? 'south' : 'north',
      scores: { south: position.store('south'), north: position.store('north') },
      end,
    });
    expect(housesOf(back)).toEqual(housesOf(game));
    expect(back.ended).toBe('2026-11-21T10:30:00.000Z');
    expect(hasEnded(back)).toBe(true);
    expect(takeBackPoint(back)).toBeUndefined();
    expect(exportRecord(back, NAMES)).toBe(text);
    // Kept for a reload as the finished game it is: who gave it up, and no move to play.
    const store = memoryStore();
    saveGame(store, back);
    const reloaded = loadGame(store)!;
    expect(reloaded.stopped).toEqual(back.stopped);
    expect(exportRecord(reloaded, NAMES)).toBe(text);
  });

  it('drops the given-up result when cut back before its last move', () => {
    const back = opened(givenUpRecord(kalaha, { reason: 'resign', side: 'north' }));
    const cut = truncate(back, 1);
    expect(cut.stopped).toBeUndefined();
    expect(cut.ended).toBeUndefined();
    expect(truncate(back, back.actions.length)).toEqual(back);
  });

  it('says who won and who gave up, in English', () => {
    const t = i18n.en!.t;
    const resigned = opened(givenUpRecord(kalaha, { reason: 'resign', side: 'north' }));
    expect(stoppedResultText(t, resigned.stopped!)).toEqual({
      headline: 'South wins',
      why: ['North resigned.'],
    });
    const timedOut = opened(givenUpRecord(wari, { reason: 'timeout', side: 'south' }));
    expect(stoppedResultText(t, timedOut.stopped!)).toEqual({
      headline: 'North wins',
      why: ["South's time ran out."],
    });
  });

  it('tells it in all six languages', () => {
    const game = opened(givenUpRecord(wari, { reason: 'timeout', side: 'south' }));
    const said = (language: Language) => stoppedResultText(i18n[language]!.t, game.stopped!);
    expect(said('de')).toEqual({ headline: 'Nord gewinnt', why: ['Süds Zeit ist abgelaufen.'] });
    expect(said('sv')).toEqual({ headline: 'Nord vinner', why: ['Syds tid tog slut.'] });
    expect(said('nb')).toEqual({ headline: 'Nord vinner', why: ['Sørs tid gikk ut.'] });
    expect(said('da')).toEqual({ headline: 'Nord vinder', why: ['Syds tid løb ud.'] });
    expect(said('fi')).toEqual({ headline: 'Pohjoinen voittaa', why: ['Etelän aika loppui.'] });
  });

  it('opens at its end: the result announced, no legal move, no take-back, no computer move', () => {
    const back = opened(givenUpRecord(kalaha, { reason: 'resign', side: 'north' }));
    // North, the side to move, is the computer here: it must not move in a game given up.
    const vsComputer: Game = {
      ...back,
      config: {
        ...back.config,
        seats: { ...back.config.seats, north: { kind: 'computer', level: 3 } },
      },
    };
    expect(current(vsComputer).turn).toBe('north');
    const engine = new FakeEngine();
    const controller = controllerOf(vsComputer, engine);
    expect(controller.view.phase).toBe('over');
    expect(controller.view.announcement).toBe('South wins. North resigned.');
    expect(controller.view.board.legal).toEqual([]);
    expect(engine.asked).toEqual([]);
    expect(controller.canTakeBack).toBe(false);
    expect(controller.canOfferEnd).toBe(false);
    controller.takeBack();
    expect(controller.view.game).toBe(vsComputer);
  });

  it('is told after the words it was opened with (an import)', () => {
    const back = opened(givenUpRecord(wari, { reason: 'timeout', side: 'south' }));
    const controller = new GameController(
      back,
      {
        engine: () => new FakeEngine(),
        t: () => i18n.en!.t,
        speed: () => 1,
        reducedMotion: () => true,
        save: () => {},
      },
      'Game imported.',
    );
    expect(controller.view.announcement).toBe("Game imported. North wins. South's time ran out.");
  });

  it('steps through its moves in review and back to the given-up end', () => {
    const back = opened(givenUpRecord(kalaha, { reason: 'resign', side: 'north' }));
    const controller = controllerOf(back);
    controller.review(1);
    expect(controller.view.phase).toBe('review');
    expect(controller.view.board.houses.south).toEqual(back.matches[1]!.position.houses('south'));
    controller.review(back.actions.length);
    expect(controller.view.board.stores).toEqual(back.stopped!.scores);
    // Playing on from a position in review is refused: the game stays given up.
    controller.review(1);
    controller.continueFromReview();
    expect(controller.view.game).toBe(back);
    controller.leaveReview();
    expect(controller.view.phase).toBe('over');
    expect(controller.view.announcement).toBe('South wins. North resigned.');
  });
});
