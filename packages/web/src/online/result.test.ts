import { unwrap } from '@kalaha/rules';
import type { GameView } from '@kalaha/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../game/session.ts';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { gameView, wholeGame } from '../test-support/online.ts';
import { gameFromView } from './online-game.ts';
import { onlineResultText } from './result.ts';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  en = await testI18n('en');
  de = await testI18n('de');
});

function both(view: GameView): { view: GameView; game: Game } {
  const game = unwrap(gameFromView(view));
  return { view, game: game };
}

describe('onlineResultText', () => {
  it('says nothing while the game goes on', () => {
    const { view, game } = both(gameView({ moves: ['1'] }));
    expect(onlineResultText(en.t, view, game)).toBeUndefined();
  });

  it('explains an end by the rules as a local game does', () => {
    const { moves, end } = wholeGame();
    const { view, game } = both(
      gameView({
        moves,
        status: 'finished',
        result: {
          winner: null,
          scores: { south: end.store('south'), north: end.store('north') },
          reason: 'end',
          end: null,
        },
      }),
    );
    const words = onlineResultText(en.t, view, game)!;
    expect(words.headline).toMatch(/^(South wins|North wins|A draw)/);
    expect(words.why.length).toBeGreaterThan(0);
  });

  it('names who resigned and whose flag fell, in the user’s language', () => {
    const resigned = both(
      gameView({
        moves: ['1'],
        status: 'finished',
        result: { winner: 'south', scores: { south: 0, north: 0 }, reason: 'resign', end: null },
      }),
    );
    expect(onlineResultText(en.t, resigned.view, resigned.game)).toEqual({
      headline: 'South wins',
      why: ['North resigned.'],
    });
    expect(onlineResultText(de.t, resigned.view, resigned.game)).toEqual({
      headline: 'Süd gewinnt',
      why: ['Nord hat aufgegeben.'],
    });
    const flag = both(
      gameView({
        moves: ['1'],
        status: 'finished',
        result: { winner: 'north', scores: { south: 0, north: 0 }, reason: 'timeout', end: null },
      }),
    );
    expect(onlineResultText(en.t, flag.view, flag.game)).toEqual({
      headline: 'North wins',
      why: ["South's time ran out."],
    });
  });

  it('says that an aborted game was aborted', () => {
    const { view, game } = both(
      gameView({
        status: 'aborted',
        result: { winner: null, scores: { south: 0, north: 0 }, reason: 'aborted', end: null },
      }),
    );
    expect(onlineResultText(en.t, view, game)).toEqual({
      headline: 'The game was aborted.',
      why: [],
    });
  });
});
