import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installLastResort } from './last-resort.ts';

describe('installLastResort', () => {
  it('logs an uncaught exception and an unhandled rejection, and nothing stops', () => {
    const events = new EventEmitter();
    const logged: [string, unknown][] = [];
    installLastResort(events, (message, error) => logged.push([message, error]));
    const thrown = new Error('boom');
    events.emit('uncaughtException', thrown);
    events.emit('unhandledRejection', 'nobody listened');
    expect(logged).toEqual([
      ['uncaught exception (the server goes on serving):', thrown],
      ['unhandled rejection (the server goes on serving):', 'nobody listened'],
    ]);
  });
});
