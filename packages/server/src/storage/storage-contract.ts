import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bot, game, player, seatedGame, step, uid } from './fixtures.ts';
import type { Storage, StoredGame, StoredRating } from './storage.ts';

/** How long (ms) opening storage may take: a fresh PGlite runs `initdb` (seconds on 2 cores). */
const OPEN_TIMEOUT_MS = 60_000;

/**
 * The behaviour every {@link Storage} must have, as one vitest suite: `pglite.test.ts` and
 * `postgres.test.ts` run it against each database. `open` gives migrated storage, shared by the
 * suite's tests (each test makes its own players and games); the suite closes it at the end.
 */
export function describeStorageContract(name: string, open: () => Promise<Storage>): void {
  describe(`Storage contract: ${name}`, () => {
    let storage: Storage;
    beforeAll(async () => {
      storage = await open();
    }, OPEN_TIMEOUT_MS);
    afterAll(async () => {
      await storage?.close();
    });

    it('inserts, finds and renames players; an unknown player is undefined', async () => {
      const astrid = player('Astrid');
      await storage.insertPlayer(astrid);
      expect(await storage.findPlayer(astrid.playerId)).toEqual(astrid);
      await storage.renamePlayer(astrid.playerId, 'Astrid L.');
      expect(await storage.findPlayer(astrid.playerId)).toEqual({ ...astrid, name: 'Astrid L.' });
      expect(await storage.findPlayer(uid('p'))).toBeUndefined();
    });

    it('refuses a second player with the same id and keeps the first', async () => {
      const astrid = player('Astrid');
      await storage.insertPlayer(astrid);
      await expect(storage.insertPlayer({ ...astrid, name: 'Impostor' })).rejects.toThrow();
      expect((await storage.findPlayer(astrid.playerId))?.name).toBe('Astrid');
    });

    it('throws a RangeError when renaming a player that does not exist', async () => {
      await expect(storage.renamePlayer(uid('p'), 'Nobody')).rejects.toThrow(RangeError);
    });

    it('stores bots and engine levels as players, found by token and by name in any case', async () => {
      const nimbus = bot(uid('Nimbus').slice(0, 32));
      const guest = bot('Guest bot', null);
      const engine = bot(uid('Engine').slice(0, 32), null, 'engine');
      for (const someone of [nimbus, guest, engine]) await storage.insertPlayer(someone);
      expect(await storage.findPlayer(nimbus.playerId)).toEqual(nimbus);
      expect(await storage.findPlayerByToken(nimbus.tokenHash!)).toEqual(nimbus);
      expect(await storage.findRegisteredPlayer(nimbus.name.toUpperCase())).toEqual(nimbus);
      expect(await storage.findRegisteredPlayer(engine.name)).toEqual(engine);
      expect(await storage.findPlayer(guest.playerId)).toEqual(guest);
      // Anonymous bots and humans hold no registered name.
      expect(await storage.findRegisteredPlayer('Guest bot')).toBeUndefined();
      const astrid = player(uid('Astrid').slice(0, 32));
      await storage.insertPlayer(astrid);
      expect(await storage.findRegisteredPlayer(astrid.name)).toBeUndefined();
      expect(await storage.findPlayerByToken(uid('token'))).toBeUndefined();
    });

    it('refuses a second registered player with the same name or token; others share names', async () => {
      const name = uid('Orca').slice(0, 32);
      const orca = bot(name);
      await storage.insertPlayer(orca);
      await expect(storage.insertPlayer(bot(name.toLowerCase()))).rejects.toThrow();
      await expect(storage.insertPlayer(bot(name, null, 'engine'))).rejects.toThrow();
      await expect(storage.insertPlayer(bot(uid('Other'), orca.tokenHash))).rejects.toThrow();
      expect(await storage.findRegisteredPlayer(name)).toEqual(orca);
      // Humans and anonymous bots may bear a registered bot's name.
      const human = player(name);
      const guest = bot(name, null);
      await storage.insertPlayer(human);
      await storage.insertPlayer(guest);
      expect(await storage.findPlayer(guest.playerId)).toEqual(guest);
      expect(await storage.findRegisteredPlayer(name)).toEqual(orca);
    });

    it('keeps a renamed bot registered under its new name only', async () => {
      const orca = bot(uid('Orca').slice(0, 32));
      const taken = bot(uid('Taken').slice(0, 32));
      await storage.insertPlayer(orca);
      await storage.insertPlayer(taken);
      const renamed = uid('Orca2').slice(0, 32);
      await storage.renamePlayer(orca.playerId, renamed);
      expect(await storage.findRegisteredPlayer(renamed)).toEqual({ ...orca, name: renamed });
      expect(await storage.findRegisteredPlayer(orca.name)).toBeUndefined();
      await expect(storage.renamePlayer(orca.playerId, taken.name)).rejects.toThrow();
      expect((await storage.findPlayer(orca.playerId))?.name).toBe(renamed);
      const astrid = player('Astrid');
      await storage.insertPlayer(astrid);
      await storage.renamePlayer(astrid.playerId, taken.name);
      expect(await storage.findRegisteredPlayer(taken.name)).toEqual(taken);
    });

    it('stores a game and loads it back exactly, with no actions yet', async () => {
      const astrid = player('Astrid');
      await storage.insertPlayer(astrid);
      const open = game(astrid, null, {
        clocks: { south: 300_000, north: 300_000, running: null, at: 1_700_000_000_000 },
      });
      await storage.insertGame(open);
      expect(await storage.loadGame(open.gameId)).toEqual({ game: open, actions: [] });
      expect(await storage.loadGame(uid('g'))).toBeUndefined();
    });

    it('commits actions: each advances the version, and they load in version order', async () => {
      let { game: current } = await seatedGame(storage);
      const actions = [];
      for (const side of ['south', 'north', 'south'] as const) {
        const commit = step(current, side);
        expect(await storage.commit(commit)).toBe('ok');
        actions.push(commit.action);
        current = commit.next;
      }
      const loaded = await storage.loadGame(current.gameId);
      expect(loaded?.game).toEqual(current);
      expect(loaded?.game.version).toBe(3);
      expect(loaded?.actions).toEqual(actions);
      expect(await storage.findAction(current.gameId, actions[1]!.actionId)).toEqual(actions[1]);
      expect(await storage.findAction(current.gameId, uid('a'))).toBeUndefined();
    });

    it('commits an unrated game end and a rematch offer as moves are, every column loading back exactly', async () => {
      // Commits without ratings or a new game go through the group statement, which passes its
      // rows as one JSON text: every column type must come back as it went in (jsonb with quotes
      // and non-ASCII, times to the millisecond, nulls).
      const { game: start } = await seatedGame(storage, {
        rated: false,
        rules: { game: 'kalaha', houses: 6, seeds: 4, note: 'Åsa "Ö" \\ € \u2028 ⚑' },
      });
      const moved = step(start, 'south');
      const resign = step(moved.next, 'north', { kind: 'resign' });
      const ended: StoredGame = {
        ...resign.next,
        status: 'finished',
        result: { winner: 'south', scores: { south: 29, north: 19 }, reason: 'resign', end: null },
        clocks: null,
        ended: new Date(start.created.getTime() + 61_234),
      };
      const offer = step(ended, 'north', { kind: 'rematch' });
      const offered: StoredGame = { ...offer.next, rematchOfferedBy: 'north' };
      const commits = [moved, { ...resign, next: ended }, { ...offer, next: offered }];
      for (const commit of commits) expect(await storage.commit(commit)).toBe('ok');
      expect(await storage.loadGame(start.gameId)).toEqual({
        game: offered,
        actions: commits.map((commit) => commit.action),
      });
    });

    it('stores a Giuthi lay-out (arrange, its pattern as text) among the moves', async () => {
      const { game } = await seatedGame(storage);
      const moved = step(game, 'south', { move: '3cw' });
      const laid = step(moved.next, 'north', { kind: 'arrange', move: '2,2,1' });
      const next = step(laid.next, 'north', { move: '1ccw' });
      for (const commit of [moved, laid, next]) expect(await storage.commit(commit)).toBe('ok');
      const loaded = await storage.loadGame(game.gameId);
      expect(loaded?.actions).toEqual([moved.action, laid.action, next.action]);
      expect(loaded?.actions[1]).toMatchObject({ kind: 'arrange', move: '2,2,1' });
    });

    it('answers conflict to a stale expected version and changes nothing', async () => {
      const { south, north, game: start } = await seatedGame(storage);
      const first = step(start, 'south');
      expect(await storage.commit(first)).toBe('ok');
      const rematch = game(north, south);
      const stale = {
        ...step(start, 'south'),
        ratings: [rating(south.playerId, start.family, 1600)],
        newGame: rematch,
      };
      expect(await storage.commit(stale)).toBe('conflict');
      expect(await storage.loadGame(start.gameId)).toEqual({
        game: first.next,
        actions: [first.action],
      });
      expect(await storage.findAction(start.gameId, stale.action.actionId)).toBeUndefined();
      expect(await storage.ratingsOf(south.playerId)).toEqual([]);
      expect(await storage.loadGame(rematch.gameId)).toBeUndefined();
    });

    it('answers conflict when the row version moved on though the action slot is free', async () => {
      const { game: start } = await seatedGame(storage, { version: 2 });
      const behind = step({ ...start, version: 0 }, 'south');
      // Version 1 has no action (the game was stored at version 2), so only the row check catches it.
      expect(await storage.commit(behind)).toBe('conflict');
      expect(await storage.loadGame(start.gameId)).toEqual({ game: start, actions: [] });
    });

    it('answers duplicate to a stored action id, before or after the game moved on', async () => {
      const { game: start } = await seatedGame(storage);
      const first = step(start, 'south');
      expect(await storage.commit(first)).toBe('ok');
      expect(await storage.commit(first)).toBe('duplicate');
      const second = step(first.next, 'north');
      expect(await storage.commit(second)).toBe('ok');
      expect(await storage.commit(first)).toBe('duplicate');
      const sameIdLater = step(second.next, 'south', { actionId: first.action.actionId });
      expect(await storage.commit(sameIdLater)).toBe('duplicate');
      expect(await storage.loadGame(start.gameId)).toEqual({
        game: second.next,
        actions: [first.action, second.action],
      });
    });

    it('lets exactly one of concurrent commits on the same version through', async () => {
      const { game: start } = await seatedGame(storage);
      const racers = Array.from({ length: 6 }, (_, i) =>
        step(start, 'south', { move: String(i + 1) }),
      );
      const outcomes = await Promise.all(racers.map((commit) => storage.commit(commit)));
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'conflict')).toHaveLength(5);
      const winner = racers[outcomes.indexOf('ok')]!;
      expect(await storage.loadGame(start.gameId)).toEqual({
        game: winner.next,
        actions: [winner.action],
      });
    });

    it('commits the moves of many games at once, each exactly; a retried one among them is a duplicate', async () => {
      const starts = await Promise.all(
        Array.from({ length: 12 }, async () => (await seatedGame(storage)).game),
      );
      const firsts = starts.map((start) => step(start, 'south'));
      expect(await Promise.all(firsts.map((commit) => storage.commit(commit)))).toEqual(
        firsts.map(() => 'ok'),
      );
      // The second moves arrive together: one reuses its game's first action id (its insert
      // fails, which fails a shared statement), one is a retry of a first move, one is stale.
      const seconds = firsts.map((first, i) =>
        step(first.next, 'north', i === 7 ? { actionId: first.action.actionId } : {}),
      );
      const stale = step(starts[3]!, 'south', { move: '6' });
      const outcomes = await Promise.all(
        [...seconds, firsts[5]!, stale].map((commit) => storage.commit(commit)),
      );
      expect(outcomes).toEqual([
        ...seconds.map((_, i) => (i === 7 ? 'duplicate' : 'ok')),
        'duplicate',
        'conflict',
      ]);
      for (const [i, second] of seconds.entries()) {
        expect(await storage.loadGame(starts[i]!.gameId)).toEqual(
          i === 7
            ? { game: firsts[i]!.next, actions: [firsts[i]!.action] }
            : { game: second.next, actions: [firsts[i]!.action, second.action] },
        );
      }
    });

    it('stores the ratings and the rematch game in the same commit as the game end', async () => {
      const { south, north, game: start } = await seatedGame(storage);
      const family = uid('family');
      await finishRated(storage, start, [
        rating(south.playerId, family, 1662.3),
        rating(north.playerId, family, 1337.7),
      ]);
      const current = (await storage.loadGame(start.gameId))!.game;
      const rematch = game(north, south, { previousGameId: start.gameId });
      const offer = step(current, 'south', { kind: 'rematch' });
      const accepted = {
        ...offer,
        next: { ...offer.next, nextGameId: rematch.gameId },
        ratings: [rating(south.playerId, family, 1700, 2)],
        newGame: rematch,
      };
      expect(await storage.commit(accepted)).toBe('ok');
      expect(
        await storage.commit({ ...accepted, ratings: [rating(south.playerId, family, 9)] }),
      ).toBe('duplicate');
      expect(await storage.loadGame(rematch.gameId)).toEqual({ game: rematch, actions: [] });
      expect((await storage.loadGame(start.gameId))?.game.nextGameId).toBe(rematch.gameId);
      expect(await storage.ratingsOf(south.playerId)).toEqual([
        rating(south.playerId, family, 1700, 2),
      ]);
      expect(await storage.ratingsOf(north.playerId)).toEqual([
        rating(north.playerId, family, 1337.7),
      ]);
    });

    it('answers conflict to a game end whose rating was replaced meanwhile, and keeps the other game end', async () => {
      const { south, game: first } = await seatedGame(storage);
      const rival = player('Cecilia');
      await storage.insertPlayer(rival);
      const second = game(south, rival);
      await storage.insertGame(second);
      const family = uid('family');
      // Two of Astrid's games end at once, each rated from her rating before either (none).
      await finishRated(storage, first, [rating(south.playerId, family, 1600, 1)]);
      const end = step(second, 'south', { kind: 'resign' });
      const late = { ...end, ratings: [rating(south.playerId, family, 1450, 1)] };
      expect(await storage.commit(late)).toBe('conflict');
      expect(await storage.loadGame(second.gameId)).toEqual({ game: second, actions: [] });
      expect(await storage.ratingsOf(south.playerId)).toEqual([
        rating(south.playerId, family, 1600, 1),
      ]);
      // Decided again from the stored rating (one game), it goes through.
      const again = {
        ...end,
        ratings: [rating(south.playerId, family, 1550, 2), rating(rival.playerId, family, 1500)],
      };
      expect(await storage.commit(again)).toBe('ok');
      expect(await storage.ratingsOf(south.playerId)).toEqual([
        rating(south.playerId, family, 1550, 2),
      ]);
    });

    it('lists games by status, newest first, with names and move counts', async () => {
      const astrid = player('Astrid');
      const bjorn = player('Björn');
      await storage.insertPlayer(astrid);
      await storage.insertPlayer(bjorn);
      const base = Date.now();
      const older = game(astrid, null, { created: new Date(base - 2000) });
      const newer = game(bjorn, null, { created: new Date(base - 1000) });
      const active = game(astrid, bjorn, { created: new Date(base) });
      for (const stored of [older, newer, active]) await storage.insertGame(stored);
      let current: StoredGame = active;
      for (const [side, kind] of [
        ['south', 'move'],
        ['north', 'move'],
        ['south', 'rematch'],
      ] as const) {
        const commit = step(current, side, { kind });
        expect(await storage.commit(commit)).toBe('ok');
        current = commit.next;
      }

      const lobby = await storage.listGames({ status: 'open', limit: 1000 });
      expect(lobby.every((line) => line.game.status === 'open')).toBe(true);
      const mine = lobby.filter((line) => [older.gameId, newer.gameId].includes(line.game.gameId));
      expect(mine).toEqual([
        { game: newer, names: { south: 'Björn', north: null }, moves: 0 },
        { game: older, names: { south: 'Astrid', north: null }, moves: 0 },
      ]);
      const playing = await storage.listGames({
        status: 'active',
        playerId: bjorn.playerId,
        limit: 10,
      });
      expect(playing).toEqual([
        { game: current, names: { south: 'Astrid', north: 'Björn' }, moves: 2 },
      ]);
    });

    it("lists a player's games in either seat, newest first, at most limit", async () => {
      const astrid = player('Astrid');
      const bjorn = player('Björn');
      const other = player('Cecilia');
      for (const someone of [astrid, bjorn, other]) await storage.insertPlayer(someone);
      const base = Date.now();
      const games = [
        game(astrid, bjorn, { created: new Date(base - 3000), status: 'finished' }),
        game(bjorn, astrid, { created: new Date(base - 2000) }),
        game(astrid, null, { created: new Date(base - 1000) }),
        game(bjorn, other, { created: new Date(base) }),
      ];
      for (const stored of games) await storage.insertGame(stored);

      const all = await storage.listGames({ playerId: astrid.playerId, limit: 10 });
      expect(all.map((line) => line.game.gameId)).toEqual(
        [games[2]!, games[1]!, games[0]!].map((stored) => stored.gameId),
      );
      expect(all.map((line) => line.names)).toEqual([
        { south: 'Astrid', north: null },
        { south: 'Björn', north: 'Astrid' },
        { south: 'Astrid', north: 'Björn' },
      ]);
      const two = await storage.listGames({ playerId: astrid.playerId, limit: 2 });
      expect(two.map((line) => line.game.gameId)).toEqual([games[2]!.gameId, games[1]!.gameId]);
      expect(await storage.listGames({ playerId: uid('p'), limit: 10 })).toEqual([]);
      await expect(storage.listGames({ limit: -1 })).rejects.toThrow(RangeError);
      await expect(storage.listGames({ limit: 1.5 })).rejects.toThrow(RangeError);
    });

    it('ranks the leaderboard by rating, then rd, with names, at most limit', async () => {
      const family = uid('family');
      const players = ['Astrid', 'Björn', 'Cecilia', 'David'].map((name) => player(name));
      for (const someone of players) await storage.insertPlayer(someone);
      const [a, b, c, d] = players as [
        (typeof players)[0],
        (typeof players)[0],
        (typeof players)[0],
        (typeof players)[0],
      ];
      const { game: played } = await seatedGame(storage);
      await finishRated(storage, played, [
        rating(a.playerId, family, 1500, 1, 200),
        rating(b.playerId, family, 1720),
        rating(c.playerId, family, 1500, 1, 90),
        rating(d.playerId, family, 1390),
      ]);
      const board = await storage.leaderboard(family, 3);
      expect(board).toEqual([
        { ...rating(b.playerId, family, 1720), name: 'Björn' },
        { ...rating(c.playerId, family, 1500, 1, 90), name: 'Cecilia' },
        { ...rating(a.playerId, family, 1500, 1, 200), name: 'Astrid' },
      ]);
      expect(await storage.leaderboard(uid('family'), 10)).toEqual([]);
      await expect(storage.leaderboard(family, -3)).rejects.toThrow(RangeError);
    });

    it('throws a RangeError for a commit that breaks its own rules, and stores nothing', async () => {
      const { game: start } = await seatedGame(storage);
      const good = step(start, 'south');
      const broken = [
        { ...good, expectedVersion: 1 },
        { ...good, next: { ...good.next, version: 5 } },
        { ...good, next: { ...good.next, gameId: uid('g') } },
        { ...good, newGame: { ...start, version: 0 } },
      ];
      for (const commit of broken) await expect(storage.commit(commit)).rejects.toThrow(RangeError);
      expect(await storage.loadGame(start.gameId)).toEqual({ game: start, actions: [] });
    });

    it('answers conflict to a commit on a game that is not stored, and stores nothing', async () => {
      const astrid = player('Astrid');
      await storage.insertPlayer(astrid);
      const missing = step(game(astrid), 'south');
      expect(await storage.commit(missing)).toBe('conflict');
      expect(await storage.loadGame(missing.next.gameId)).toBeUndefined();
      expect(
        await storage.findAction(missing.next.gameId, missing.action.actionId),
      ).toBeUndefined();
    });

    it("stores a player's first attempt at a puzzle with both ratings, and no second", async () => {
      const ada = player('Ada');
      await storage.insertPlayer(ada);
      const key = uid('kalah S 6/3 0 4');
      expect(await storage.puzzleStanding(ada.playerId, key)).toEqual({
        player: undefined,
        puzzle: undefined,
        tried: false,
      });
      const first = {
        playerId: ada.playerId,
        puzzleKey: key,
        solved: true,
        at: new Date(),
        player: { rating: 1662.3, rd: 290.3, volatility: 0.06, attempts: 1, solved: 1 },
        puzzle: { rating: 1337.7, rd: 290.3, volatility: 0.06, attempts: 1, solved: 0 },
      };
      expect(await storage.recordPuzzleAttempt(first)).toBe('ok');
      expect(await storage.puzzleStanding(ada.playerId, key)).toEqual({
        player: first.player,
        puzzle: first.puzzle,
        tried: true,
      });
      expect(await storage.puzzleRatingOf(ada.playerId)).toEqual(first.player);
      expect(await storage.puzzleRatingOf(uid('p'))).toBeUndefined();
      // Only the first attempt counts: a second stores nothing.
      const again = { ...first, player: { ...first.player, attempts: 2, rating: 1700 } };
      expect(await storage.recordPuzzleAttempt(again)).toBe('tried');
      expect((await storage.puzzleStanding(ada.playerId, key)).player).toEqual(first.player);
    });

    it('refuses a puzzle attempt computed from a rating that has moved, and stores none of it', async () => {
      const bo = player('Bo');
      const cy = player('Cy');
      await storage.insertPlayer(bo);
      await storage.insertPlayer(cy);
      const key = uid('kalah S 1/1');
      const rated = (attempts: number) => ({
        rating: 1500 + attempts,
        rd: 300,
        volatility: 0.06,
        attempts,
        solved: 0,
      });
      const attempt = (playerId: string, player: number, puzzle: number) => ({
        playerId,
        puzzleKey: key,
        solved: false,
        at: new Date(),
        player: rated(player),
        puzzle: rated(puzzle),
      });
      expect(await storage.recordPuzzleAttempt(attempt(bo.playerId, 1, 1))).toBe('ok');
      // Cy's attempt read the puzzle before Bo's (it would be the puzzle's first attempt too).
      expect(await storage.recordPuzzleAttempt(attempt(cy.playerId, 1, 1))).toBe('moved');
      expect(await storage.puzzleStanding(cy.playerId, key)).toEqual({
        player: undefined,
        puzzle: rated(1),
        tried: false,
      });
      // Read again, it is the puzzle's second.
      expect(await storage.recordPuzzleAttempt(attempt(cy.playerId, 1, 2))).toBe('ok');
      expect((await storage.puzzleStanding(cy.playerId, key)).puzzle).toEqual(rated(2));
    });

    it('migrates again, twice at once, without harm', async () => {
      const { game: start } = await seatedGame(storage);
      await storage.migrate();
      await Promise.all([storage.migrate(), storage.migrate()]);
      expect(await storage.loadGame(start.gameId)).toEqual({ game: start, actions: [] });
    });
  });
}

/** A rating as Glicko-2 would store it (rd 80 and volatility 0.06 unless given). */
export function rating(
  playerId: string,
  family: string,
  value: number,
  games = 1,
  rd = 80,
): StoredRating {
  return { playerId, family, rating: value, rd, volatility: 0.06, games };
}

/** Commits South's resignation of `current` with `ratings` (the end of a rated game). */
async function finishRated(
  storage: Storage,
  current: StoredGame,
  ratings: readonly StoredRating[],
): Promise<void> {
  const resign = step(current, 'south', { kind: 'resign' });
  const ended = new Date(current.created.getTime() + 60_000);
  const next: StoredGame = {
    ...resign.next,
    status: 'finished',
    result: { winner: 'north', scores: { south: 20, north: 28 }, reason: 'resign', end: null },
    clocks: null,
    ended,
  };
  expect(await storage.commit({ ...resign, next, ratings })).toBe('ok');
}
