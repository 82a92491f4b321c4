import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { DEFAULT_KGP_OPTIONS, readKgpConfig } from './config.ts';

const server = { port: 8080, host: '0.0.0.0' };

describe('reading the KGP configuration', () => {
  it('needs nothing: port 2671 on the server interface, the defaults of the reference server', () => {
    expect(readKgpConfig({}, server)).toEqual({
      ok: true,
      value: { port: 2671, portExplicit: false, host: '0.0.0.0', options: DEFAULT_KGP_OPTIONS },
    });
    expect(DEFAULT_KGP_OPTIONS).toMatchObject({
      moveMs: 5_000,
      pairWaitMs: 10_000,
      engineLevel: 5,
      houses: 6,
      seeds: 4,
    });
  });

  it('takes any free port when the server does, unless KGP_PORT says otherwise', () => {
    const read = readKgpConfig({}, { port: 0, host: '127.0.0.1' });
    expect(read.ok && read.value).toMatchObject({
      port: 0,
      portExplicit: false,
      host: '127.0.0.1',
    });
    const named = readKgpConfig({ KGP_PORT: '2672' }, { port: 0, host: '127.0.0.1' });
    expect(named.ok && named.value).toMatchObject({ port: 2672, portExplicit: true });
  });

  it('reads every variable, and off', () => {
    const read = readKgpConfig(
      {
        KGP_PORT: 'off',
        KGP_HOST: '127.0.0.1',
        KGP_MOVE_MS: '250',
        KGP_PAIR_WAIT_MS: '0',
        KGP_ENGINE_LEVEL: '10',
      },
      server,
    );
    expect(read).toEqual({
      ok: true,
      value: {
        port: null,
        portExplicit: true,
        host: '127.0.0.1',
        options: { ...DEFAULT_KGP_OPTIONS, moveMs: 250, pairWaitMs: 0, engineLevel: 10 },
      },
    });
  });

  it('names each bad variable, through the server configuration too', () => {
    const read = readConfig({
      KGP_PORT: '70000',
      KGP_MOVE_MS: '50',
      KGP_PAIR_WAIT_MS: 'soon',
      KGP_ENGINE_LEVEL: '11',
    });
    expect(read).toEqual({
      ok: false,
      error: [
        "KGP_PORT must be a whole number 0-65535 or off (got '70000')",
        "KGP_MOVE_MS must be a whole number 100-60000 (got '50')",
        "KGP_PAIR_WAIT_MS must be a whole number 0-86400000 (got 'soon')",
        "KGP_ENGINE_LEVEL must be a whole number 1-10 (got '11')",
      ],
    });
    const good = readConfig({ PORT: '3000', KGP_ENGINE_LEVEL: '7' });
    expect(good.ok && good.value.kgp).toMatchObject({ port: 2671, options: { engineLevel: 7 } });
  });
});
