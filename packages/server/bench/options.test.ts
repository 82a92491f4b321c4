import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { commandLine, DEFAULT_LOAD_OPTIONS, parseLoadOptions } from './options.ts';

describe('parseLoadOptions', () => {
  it('gives the issue setup when no option is given: 2,000 games on PGlite, 60 s + 20 s', () => {
    const parsed = parseLoadOptions([]);
    expect(parsed).toEqual({ ok: true, value: DEFAULT_LOAD_OPTIONS });
    expect(DEFAULT_LOAD_OPTIONS).toMatchObject({
      games: 2000,
      db: 'pglite',
      preset: 'kalaha',
      humanSeconds: 60,
      burstSeconds: 20,
      thinkMinMs: 1000,
      thinkMaxMs: 4000,
    });
  });

  it('reads every option', () => {
    const parsed = parseLoadOptions([
      '--games=10',
      '--db',
      'postgres',
      '--postgres-url',
      'postgres://u@db.example:5433/admin',
      '--preset',
      'kalah',
      '--casual',
      '--human-seconds',
      '0',
      '--burst-seconds',
      '7',
      '--think-ms',
      '50-60',
      '--connect-concurrency',
      '8',
      '--http-concurrency',
      '4',
      '--seed',
      '42',
      '--server-node-args=--cpu-prof  --cpu-prof-dir=/tmp/p',
      '--profile',
      '/tmp/server.cpuprofile',
      '--json',
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: {
        games: 10,
        db: 'postgres',
        postgresUrl: 'postgres://u@db.example:5433/admin',
        preset: 'kalah',
        rated: false,
        humanSeconds: 0,
        burstSeconds: 7,
        thinkMinMs: 50,
        thinkMaxMs: 60,
        connectConcurrency: 8,
        httpConcurrency: 4,
        seed: 42,
        serverNodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/p'],
        profile: '/tmp/server.cpuprofile',
        json: true,
        help: false,
      },
    });
  });

  it.each([
    [['--games', '0'], '--games must be a whole number of at least 1'],
    [['--games', 'many'], "--games must be a whole number of at least 1 (got 'many')"],
    [['--db', 'mysql'], "--db must be pglite or postgres (got 'mysql')"],
    [['--think-ms', '4000-1000'], '--think-ms must be MIN-MAX'],
    [['--think-ms', '1000'], '--think-ms must be MIN-MAX'],
    [['--postgres-url', 'mysql://x'], '--postgres-url must be a postgres:// URL'],
    [['--preset', 'Kalaha!'], '--preset must be a preset id'],
    [['--burst-seconds=-1'], '--burst-seconds must be a whole number of at least 0'],
  ])('refuses %j with a sentence naming the option', (argv, message) => {
    const parsed = parseLoadOptions(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  it('refuses an unknown option and a stray word', () => {
    const unknown = parseLoadOptions(['--gmaes', '3']);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toContain('--gmaes');
    expect(parseLoadOptions(['postgres']).ok).toBe(false);
  });
});

describe('commandLine', () => {
  it('names only what differs from the defaults, and always the database', () => {
    expect(commandLine(DEFAULT_LOAD_OPTIONS)).toBe('npm run bench:server -- --db pglite');
  });

  it('reproduces the options it was made from', () => {
    const parsed = unwrap(
      parseLoadOptions([
        '--games',
        '12',
        '--db',
        'postgres',
        '--casual',
        '--think-ms',
        '10-20',
        '--seed',
        '9',
        '--server-node-args=--cpu-prof --cpu-prof-dir=/tmp/p',
        '--profile',
        '/tmp/p/server.cpuprofile',
      ]),
    );
    const line = commandLine(parsed);
    expect(line).toContain('--server-node-args="--cpu-prof --cpu-prof-dir=/tmp/p"');
    // As a shell splits it: the quoted value is one word, without its quotes.
    const argv = line
      .replace('npm run bench:server -- ', '')
      .match(/\S*"[^"]*"|\S+/g)!
      .map((word) => word.replace(/"/g, ''));
    expect(unwrap(parseLoadOptions(argv))).toEqual(parsed);
  });
});
