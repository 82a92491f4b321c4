import { describe, expect, it } from 'vitest';
import { inviteLink, isOnline, parseRoute, routePath, type Route } from './routes.ts';

describe('routes', () => {
  it('reads every page of online play from its address', () => {
    expect(parseRoute('/')).toEqual({ kind: 'local' });
    expect(parseRoute('/online')).toEqual({ kind: 'lobby' });
    expect(parseRoute('/online/')).toEqual({ kind: 'lobby' });
    expect(parseRoute('/play/g_1-A')).toEqual({ kind: 'play', gameId: 'g_1-A' });
    expect(parseRoute('/player/p9')).toEqual({ kind: 'player', playerId: 'p9' });
    expect(parseRoute('/leaderboard')).toEqual({ kind: 'leaderboard', family: undefined });
    expect(parseRoute('/leaderboard?family=kalaha')).toEqual({
      kind: 'leaderboard',
      family: 'kalaha',
    });
    expect(parseRoute('/play/abc#record=x')).toEqual({ kind: 'play', gameId: 'abc' });
  });

  it('gives the rules page its own address, with the rule set shown', () => {
    expect(parseRoute('/rules')).toEqual({ kind: 'rules', set: undefined });
    expect(parseRoute('/rules?set=wari')).toEqual({ kind: 'rules', set: 'wari' });
    expect(parseRoute('/rules?set=%3Cx%3E')).toEqual({ kind: 'rules', set: undefined });
    expect(routePath({ kind: 'rules', set: 'kalah' })).toBe('/rules?set=kalah');
    expect(isOnline({ kind: 'rules', set: undefined })).toBe(false);
  });

  it('gives the lesson of a rule set its own address (issue 19)', () => {
    expect(parseRoute('/learn')).toEqual({ kind: 'learn', set: undefined });
    expect(parseRoute('/learn?set=oware')).toEqual({ kind: 'learn', set: 'oware' });
    expect(parseRoute('/learn?set=..%2Fx')).toEqual({ kind: 'learn', set: undefined });
    expect(routePath({ kind: 'learn', set: 'kalah' })).toBe('/learn?set=kalah');
    expect(routePath({ kind: 'learn', set: undefined })).toBe('/learn');
    expect(isOnline({ kind: 'learn', set: undefined })).toBe(false);
  });

  it('gives the puzzles their own address: rule set, theme and number, anything malformed left out', () => {
    const none = { kind: 'puzzles', set: undefined, theme: undefined, number: undefined };
    expect(parseRoute('/puzzles')).toEqual(none);
    expect(parseRoute('/puzzles?set=kalah&theme=capture&n=17')).toEqual({
      kind: 'puzzles',
      set: 'kalah',
      theme: 'capture',
      number: 17,
    });
    for (const query of [
      'n=0',
      'n=-3',
      'n=1.5',
      'n=1e3',
      'n=9999999',
      'set=%3Cx%3E',
      'theme=a%20b',
    ]) {
      expect(parseRoute(`/puzzles?${query}`), query).toEqual(none);
    }
    const route: Route = { kind: 'puzzles', set: 'kalaha', theme: 'starve', number: 3 };
    expect(routePath(route)).toBe('/puzzles?set=kalaha&theme=starve&n=3');
    expect(parseRoute(routePath(route))).toEqual(route);
    expect(routePath(none as Route)).toBe('/puzzles');
    expect(isOnline(route)).toBe(false);
  });

  it('gives the page not found for unknown paths and ids the server never makes (issue 16: a 404 page)', () => {
    for (const address of [
      '/nowhere',
      '/play',
      '/play/',
      '/play/a/b',
      '/play/has%20space',
      '/play/%E0%A4%A',
      `/play/${'x'.repeat(65)}`,
      '/player/<script>',
    ]) {
      expect(parseRoute(address), address).toEqual({ kind: 'notFound' });
    }
    expect(parseRoute('/index.html')).toEqual({ kind: 'local' });
    expect(parseRoute('/?x=1')).toEqual({ kind: 'local' });
    expect(parseRoute('/leaderboard?family=%3Cx%3E')).toEqual({
      kind: 'leaderboard',
      family: undefined,
    });
  });

  it('writes the address of a route so that it reads back the same', () => {
    const routes: Route[] = [
      { kind: 'local' },
      { kind: 'notFound' },
      { kind: 'lobby' },
      { kind: 'play', gameId: 'Zx_9-' },
      { kind: 'player', playerId: 'p-1' },
      { kind: 'leaderboard', family: undefined },
      { kind: 'leaderboard', family: 'kalaha' },
    ];
    for (const route of routes) expect(parseRoute(routePath(route))).toEqual(route);
    expect(routePath({ kind: 'play', gameId: 'abc' })).toBe('/play/abc');
  });

  it('makes the invite link from the origin and tells online pages apart', () => {
    expect(inviteLink('https://kalaha.example', 'g1')).toBe('https://kalaha.example/play/g1');
    expect(inviteLink('http://localhost:8080/', 'g1')).toBe('http://localhost:8080/play/g1');
    expect(isOnline({ kind: 'local' })).toBe(false);
    expect(isOnline({ kind: 'notFound' })).toBe(false);
    expect(isOnline({ kind: 'lobby' })).toBe(true);
  });
});
