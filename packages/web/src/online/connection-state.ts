/** The online client's socket status, as it reports it. */
export type SocketStatus = 'connecting' | 'open' | 'closed';

/**
 * What the connection indicator shows: `connecting` (the first connection is being made),
 * `open` (connected: moves go through at once), `offline` (the connection was lost; the client
 * reconnects on its own and sends again what was not confirmed).
 */
export type ConnectionState = 'connecting' | 'open' | 'offline';

/**
 * The indicator's state from the socket status and whether the page was ever connected: before
 * the first connection it is `connecting`, after a loss `offline` until connected again.
 */
export function connectionState(status: SocketStatus, wasOpen: boolean): ConnectionState {
  if (status === 'open') return 'open';
  return wasOpen || status === 'closed' ? 'offline' : 'connecting';
}
