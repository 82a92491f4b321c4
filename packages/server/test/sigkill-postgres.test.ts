import { expect, it } from 'vitest';
import { createTestDatabase } from '../src/storage/test-postgres.ts';
import { playThroughCrash } from './crash-scenario.ts';
import { describeWith } from './services.ts';

describeWith(['postgres'], 'a server killed with SIGKILL mid-game, on PostgreSQL', () => {
  it('loses no acknowledged move; the clients reconnect on their own and finish', async () => {
    const database = await createTestDatabase();
    try {
      const report = await playThroughCrash({ DATABASE_URL: database.url });
      expect(report.movesInTheEnd).toBeGreaterThan(report.movesBeforeKill);
    } finally {
      await database.drop();
    }
  });
});
