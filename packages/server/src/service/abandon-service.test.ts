import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import {
  FakeClock,
  newPlayer,
  recorder,
  serviceOnPGlite,
  settings,
  waitFor,
} from './test-helpers.ts';

/** The open games whose creator has looked away, each time the service looked at one. */
const checked: string[] = [];
const clock = new FakeClock();
// No wait at all: the game is called off as soon as its creator watches it nowhere.
const fixture = serviceOnPGlite(clock, {
  openGameAbandonMs: 0,
  onAbandonCheck: (gameId) => checked.push(gameId),
});

/**
 * Lets the game's queue and the timers due now run: what the watches and unwatches before it
 * armed has fired, and what that queued on the game has been done.
 */
async function settled(gameId: string): Promise<void> {
  await fixture.service.game(gameId);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await fixture.service.game(gameId);
}

/**
 * Issue 16: an open game whose creator has gone leaves the lobby after a time (here none), called
 * off as an abort of his seat; one whose creator still watches it, from any of his tabs, stays.
 */
describe('open games whose creator has gone', () => {
  it('calls off an open game once its creator watches it nowhere, and only then', async () => {
    const { service } = fixture;
    const ann = await newPlayer(service, 'Ann');
    const eve = await newPlayer(service, 'Eve');
    const created = unwrap(await service.createGame(ann, settings()));
    const gameId = created.game.id;
    const listed = async () => (await service.lobby()).some((g) => g.id === gameId);
    expect(await listed()).toBe(true);

    // Ann in two tabs and Eve watching: Ann closes one tab, and is still there in the other.
    const tab1 = unwrap(await service.watch(gameId, recorder().listener, ann.playerId));
    const tab2 = unwrap(await service.watch(gameId, recorder().listener, ann.playerId));
    const watching = unwrap(await service.watch(gameId, recorder().listener, eve.playerId));
    tab1.unwatch();
    await settled(gameId);
    expect(checked).not.toContain(gameId);
    expect(await listed()).toBe(true);

    // Ann closes her last tab: a spectator does not keep the game open.
    tab2.unwatch();
    await waitFor(() => checked.includes(gameId));
    expect(await listed()).toBe(false);
    const game = unwrap(await service.game(gameId));
    expect(game.status).toBe('aborted');
    watching.unwatch();
  });

  it('leaves a game that has started alone, and a game never watched is not looked at', async () => {
    const { service } = fixture;
    const ann = await newPlayer(service, 'Ann');
    const bob = await newPlayer(service, 'Bob');
    const created = unwrap(await service.createGame(ann, settings()));
    const gameId = created.game.id;
    const tab = unwrap(await service.watch(gameId, recorder().listener, ann.playerId));
    unwrap(await service.joinGame(bob, gameId));
    tab.unwatch();
    await settled(gameId);
    expect(checked).not.toContain(gameId);
    expect(unwrap(await service.game(gameId)).status).toBe('active');
    // Created and never opened (the creator's page never connected): not called off here.
    const quiet = unwrap(await service.createGame(ann, settings())).game.id;
    await settled(quiet);
    expect((await service.lobby()).some((g) => g.id === quiet)).toBe(true);
    expect(checked).not.toContain(quiet);
  });
});
