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
