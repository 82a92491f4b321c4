/**
 * The app's addresses. The local app (new game, game, rules) lives at `/`; online play has its
 * own pages, each a real address that can be shared, bookmarked and reloaded (the server answers
 * every navigation with `index.html`):
 *
 * | path                | page                                       |
 * |---------------------|--------------------------------------------|
 * | `/rules`            | the rules page (`?set=<preset id>`)        |
 * | `/learn`            | the lesson of a rule set (`?set=<preset>`) |
 * | `/puzzles`          | puzzles (`?set=<preset>&theme=<t>&n=<n>`)  |
 * | `/online`           | the lobby of open games                    |
 * | `/play/<gameId>`    | an online game (the invite link)           |
 * | `/player/<id>`      | a player's ratings and games               |
 * | `/leaderboard`      | the leaderboard (`?family=kalaha`)         |
 *
 * This module is part of the first page load (the app reads the address before anything else),
 * so it imports nothing.
 */

/** A page of the app, parsed from its address; `notFound` for an address the app has no page at. */
export type Route =
  | { readonly kind: 'local' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'rules'; readonly set: string | undefined }
  /** The lesson (issue 19) of the preset `set`, or of the rules in use. */
  | { readonly kind: 'learn'; readonly set: string | undefined }
  | {
      readonly kind: 'puzzles';
      /** The preset whose puzzles are shown. */
      readonly set: string | undefined;
      /** Only puzzles of this theme (a name of the engine's `PUZZLE_THEMES`, checked there). */
      readonly theme: string | undefined;
      /** The puzzle's number in its set (1-based); none: the puzzle of the day. */
      readonly number: number | undefined;
    }
  | { readonly kind: 'lobby' }
  | { readonly kind: 'play'; readonly gameId: string }
  | { readonly kind: 'player'; readonly playerId: string }
  | { readonly kind: 'leaderboard'; readonly family: string | undefined };

/** The routes of the app's own pages, which need no server. */
type OwnRoute = Extract<
  Route,
  { readonly kind: 'local' | 'notFound' | 'rules' | 'learn' | 'puzzles' }
>;

/** A route of online play (every route but the app's own pages: local play, rules, lessons, puzzles, not found). */
export type OnlineRoute = Exclude<Route, OwnRoute>;

/** An id as the server makes them (the protocol's `IdSchema`: 1-64 of `A-Za-z0-9_-`). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The route of an address: its path and query (`location.pathname + location.search`). `/` (and
 * `/index.html`) is the local app; an unknown path or a malformed id gives `notFound`, whose page
 * says so and leads to the start (issue 16: unknown paths get a 404 page).
 */
export function parseRoute(address: string): Route {
  const [rawPath = '/', query = ''] = address.split('#')[0]!.split('?');
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const parts = path.split('/').slice(1);
  const id = (value: string | undefined) => {
    if (value === undefined) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return ID.test(decoded) ? decoded : undefined;
  };
  if (parts.length === 1 && parts[0] === 'online') return { kind: 'lobby' };
  if (parts.length === 1 && (parts[0] === 'rules' || parts[0] === 'learn')) {
    const set = new URLSearchParams(query).get('set');
    return { kind: parts[0], set: set && ID.test(set) ? set : undefined };
  }
  if (parts.length === 1 && parts[0] === 'puzzles') {
    const params = new URLSearchParams(query);
    const text = (name: string) => {
      const value = params.get(name);
      return value && ID.test(value) ? value : undefined;
    };
    const n = params.get('n');
    const number = n !== null && /^[1-9]\d{0,5}$/.test(n) ? Number(n) : undefined;
    return { kind: 'puzzles', set: text('set'), theme: text('theme'), number };
  }
  if (parts.length === 1 && parts[0] === 'leaderboard') {
    const family = new URLSearchParams(query).get('family');
    return { kind: 'leaderboard', family: family && ID.test(family) ? family : undefined };
  }
  if (parts.length === 2 && parts[0] === 'play') {
    const gameId = id(parts[1]);
    if (gameId) return { kind: 'play', gameId };
  }
  if (parts.length === 2 && parts[0] === 'player') {
    const playerId = id(parts[1]);
    if (playerId) return { kind: 'player', playerId };
  }
  return path === '/' || path === '/index.html' ? { kind: 'local' } : { kind: 'notFound' };
}

/** The address of a route (`parseRoute(routePath(r))` gives `r` back). */
export function routePath(route: Route): string {
  switch (route.kind) {
    case 'local':
      return '/';
    case 'notFound':
      return '/not-found';
    case 'rules':
    case 'learn':
      return route.set === undefined
        ? `/${route.kind}`
        : `/${route.kind}?set=${encodeURIComponent(route.set)}`;
    case 'puzzles': {
      const params = new URLSearchParams();
      if (route.set !== undefined) params.set('set', route.set);
      if (route.theme !== undefined) params.set('theme', route.theme);
      if (route.number !== undefined) params.set('n', String(route.number));
      const query = params.toString();
      return query === '' ? '/puzzles' : `/puzzles?${query}`;
    }
    case 'lobby':
      return '/online';
    case 'play':
      return `/play/${encodeURIComponent(route.gameId)}`;
    case 'player':
      return `/player/${encodeURIComponent(route.playerId)}`;
    case 'leaderboard':
      return route.family === undefined
        ? '/leaderboard'
        : `/leaderboard?family=${encodeURIComponent(route.family)}`;
  }
}

/** The invite link of a game: `<origin>/play/<gameId>`. */
export function inviteLink(origin: string, gameId: string): string {
  return `${origin.replace(/\/+$/, '')}${routePath({ kind: 'play', gameId })}`;
}

/** True for a route of online play. */
export function isOnline(route: Route): route is OnlineRoute {
  return (
    route.kind !== 'local' &&
    route.kind !== 'notFound' &&
    route.kind !== 'rules' &&
    route.kind !== 'learn' &&
    route.kind !== 'puzzles'
  );
}
