import { describe, expect, it } from 'vitest';
import { playThroughCrash } from './crash-scenario.ts';
import { tempDir } from './server-process.ts';

describe('a server killed with SIGKILL mid-game, on PGlite', () => {
  it('loses no acknowledged move; the clients reconnect on their own and finish', async () => {
    const data = tempDir('data');
    try {
      const report = await playThroughCrash({ DATA_DIR: data.path });
      expect(report.movesInTheEnd).toBeGreaterThan(report.movesBeforeKill);
    } finally {
      data.remove();
    }
  });
});
