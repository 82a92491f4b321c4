/** The WebSocket close codes the server uses (RFC 6455, section 7.4.1). */
export const CLOSE = {
  /** The server is shutting down; the client should reconnect (to another instance). */
  goingAway: 1001,
  /** The client broke a rule: flooding, or too many connections from its address. */
  policy: 1008,
  /** A message larger than the protocol's `MAX_MESSAGE_BYTES` (sent by `ws` itself). */
  tooLarge: 1009,
} as const;
