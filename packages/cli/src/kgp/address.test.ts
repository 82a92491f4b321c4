import { describe, expect, it } from 'vitest';
import { KGP_DEFAULT_PORT } from '@kalaha/protocol';
import { parseKgpAddress } from './address.ts';

describe('parseKgpAddress', () => {
  it('reads HOST:PORT, [IPv6]:PORT and a host alone (port 2671)', () => {
    expect(parseKgpAddress('localhost:2671')).toEqual({
      ok: true,
      value: { host: 'localhost', port: 2671 },
    });
    expect(parseKgpAddress('kalah.kwarc.info:8080')).toEqual({
      ok: true,
      value: { host: 'kalah.kwarc.info', port: 8080 },
    });
    expect(parseKgpAddress('[::1]:9')).toEqual({ ok: true, value: { host: '::1', port: 9 } });
    expect(parseKgpAddress('127.0.0.1')).toEqual({
      ok: true,
      value: { host: '127.0.0.1', port: KGP_DEFAULT_PORT },
    });
  });

  it('refuses WebSocket URLs (TCP only), bad ports and garbage with a message', () => {
    const ws = parseKgpAddress('wss://kalah.kwarc.info/socket');
    expect(!ws.ok && ws.error).toMatch(/TCP only/);
    for (const text of ['host:0', 'host:65536', 'host:x', '', 'a b:1', 'http://x:1', '::1:80']) {
      expect(parseKgpAddress(text).ok, text).toBe(false);
    }
  });
});
