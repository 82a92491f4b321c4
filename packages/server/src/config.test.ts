import { MAX_MESSAGE_BYTES } from '@kalaha/protocol';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  DEFAULT_PORT,
  DEFAULT_WEB_ROOT,
  FLOOD_FACTOR,
  readConfig,
  readPort,
} from './config.ts';

describe('readConfig', () => {
  it('needs nothing: port 8080 on every interface, PGlite in ./data, no Redis', () => {
    const read = readConfig({});
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: null,
      redisUrl: null,
      channelPrefix: 'kalaha:',
      webRoot: resolve(DEFAULT_WEB_ROOT),
      trustProxy: false,
      log: false,
    });
    expect(read.value.limits.maxMessageBytes).toBe(MAX_MESSAGE_BYTES);
    expect(read.value.limits.connectionsPerAddress).toBe(DEFAULT_CONNECTIONS_PER_ADDRESS);
    expect(read.value.limits.floodMessagesPerSecond).toBe(
      read.value.limits.messagesPerSecond * FLOOD_FACTOR,
    );
  });

  it('reads every variable', () => {
    const read = readConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/kalaha-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kalaha',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_CHANNEL_PREFIX: 'site2:',
      WEB_ROOT: '/srv/kalaha',
      TRUST_PROXY: '1',
      KALAHA_LOG: '1',
      LIMIT_MESSAGES_PER_SECOND: '10',
      LIMIT_CONNECTIONS_PER_ADDRESS: '5000',
      LIMIT_HTTP_REQUESTS_PER_MINUTE: '60',
    });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/tmp/kalaha-data',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/kalaha',
      redisUrl: 'redis://127.0.0.1:6379',
      channelPrefix: 'site2:',
      webRoot: '/srv/kalaha',
      trustProxy: 1,
      log: true,
    });
    expect(read.value.limits).toMatchObject({
      messagesPerSecond: 10,
      floodMessagesPerSecond: 30,
      connectionsPerAddress: 5000,
      httpRequestsPerMinute: 60,
    });
  });

  it('names every bad variable at once', () => {
    const read = readConfig({
      PORT: 'http',
      DATABASE_URL: 'mysql://localhost/kalaha',
      REDIS_URL: 'not a url',
      TRUST_PROXY: 'maybe',
      REDIS_CHANNEL_PREFIX: 'has space',
      LIMIT_MESSAGES_PER_SECOND: '0',
      LIMIT_CONNECTIONS_PER_ADDRESS: '-3',
      LIMIT_HTTP_REQUESTS_PER_MINUTE: '1.5',
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toHaveLength(8);
    expect(read.error[0]).toMatch(/^PORT must be/);
    expect(read.error[1]).toMatch(/^DATABASE_URL must start with postgres: or postgresql:/);
    expect(read.error[2]).toMatch(/^REDIS_URL must be a URL/);
    expect(read.error[3]).toMatch(/^TRUST_PROXY must be/);
    expect(read.error[4]).toMatch(/^REDIS_CHANNEL_PREFIX must be/);
    expect(read.error.slice(5).every((error) => /^LIMIT_\w+ must be/.test(error))).toBe(true);
  });
});

describe('readConfig, ALLOWED_ORIGINS', () => {
  it('reads origins, comma-separated, and refuses anything but an origin', () => {
    const read = readConfig({ ALLOWED_ORIGINS: 'https://kalaha.example, http://localhost:3000' });
    expect(read.ok && read.value.allowedOrigins).toEqual([
      'https://kalaha.example',
      'http://localhost:3000',
    ]);
    const bad = readConfig({ ALLOWED_ORIGINS: 'https://kalaha.example/play' });
    expect(bad).toEqual({
      ok: false,
      error: [
        "ALLOWED_ORIGINS must be origins such as https://kalaha.example, comma-separated (got 'https://kalaha.example/play')",
      ],
    });
  });
});

describe('readConfig, OPEN_GAME_ABANDON_MS', () => {
  it('waits 10 minutes for an open game’s creator by default, and reads a whole number of ms', () => {
    const read = readConfig({});
    expect(read.ok && read.value.openGameAbandonMs).toBe(600_000);
    const short = readConfig({ OPEN_GAME_ABANDON_MS: '0' });
    expect(short.ok && short.value.openGameAbandonMs).toBe(0);
    const bad = readConfig({ OPEN_GAME_ABANDON_MS: 'soon' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.join(' ')).toMatch(/OPEN_GAME_ABANDON_MS/);
  });
});

describe('readPort', () => {
  it('reads PORT, with 8080 by default', () => {
    expect(readPort(undefined)).toEqual({ ok: true, value: DEFAULT_PORT });
    expect(readPort('')).toEqual({ ok: true, value: 8080 });
    expect(readPort('3000')).toEqual({ ok: true, value: 3000 });
    expect(readPort('0')).toEqual({ ok: true, value: 0 });
    expect(readPort('http')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/PORT must be/),
    });
    expect(readPort('70000')).toMatchObject({ ok: false });
    expect(readPort('-1')).toMatchObject({ ok: false });
  });
});
