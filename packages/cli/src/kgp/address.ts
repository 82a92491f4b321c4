/**
 * The server address of `kalaha kgp-client`: `HOST:PORT`, `[IPv6]:PORT`, or `HOST` alone for the
 * KGP port 2671.
 */
import { KGP_DEFAULT_PORT } from '@kalaha/protocol';
import { err, ok, type Result } from '@kalaha/rules';

/** A TCP address to connect to. */
export interface KgpAddress {
  readonly host: string;
  readonly port: number;
}

/**
 * Reads a server address.
 *
 * @returns the host and port, or a message for the user: an empty host, a port outside 1..65535,
 *   or a WebSocket URL (`ws://`, `wss://`), which this client does not speak: the `ws` package is
 *   not a dependency of the cli package, so it connects over TCP only.
 */
export function parseKgpAddress(text: string): Result<KgpAddress, string> {
  const trimmed = text.trim();
  if (/^wss?:\/\//i.test(trimmed)) {
    return err(
      `'${trimmed}' is a WebSocket URL; kgp-client connects over TCP only: give HOST:PORT (KGP's TCP port is ${KGP_DEFAULT_PORT})`,
    );
  }
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(trimmed);
  const plain = /^([^:[\]\s/]+)(?::(\d+))?$/.exec(trimmed);
  const match = bracketed ?? plain;
  if (!match) return err(`'${text}' is no server address: give HOST:PORT, e.g. localhost:2671`);
  const host = match[1]!;
  const port = match[2] === undefined ? KGP_DEFAULT_PORT : Number(match[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return err(`the port must be 1..65535 (got ${match[2]})`);
  }
  return ok({ host, port });
}
