/**
 * `npm run bench:server`: the server's load benchmark (issue 5, "Figures to reach"). Starts the
 * server as a child process on a fresh database, drives two bot WebSocket clients per game over
 * loopback through a human-like phase and a burst phase, and prints the move round trip (send →
 * both clients have the update), accepted moves per second, errors, the server's memory per
 * connection and the CPU of the server and the bots, with the targets marked met or MISSED.
 *
 *     npm run bench:server -- [--games 2000] [--db pglite|postgres] [--human-seconds 60]
 *         [--burst-seconds 20] [--json] …   (--help lists every option)
 *
 * Exits 0 when the run completed, targets met or not (it is a benchmark); 2 for bad arguments,
 * 1 when the run itself failed (the server did not start, no game could be set up).
 */
import { parseLoadOptions, USAGE } from './options.ts';
import { formatReport } from './report.ts';
import { runLoad } from './run.ts';

const parsed = parseLoadOptions(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}
const options = parsed.value;
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
// Progress goes to stderr so that `--json` leaves stdout to the result alone.
const log = (line: string) => console.error(line);
try {
  const result = await runLoad(options, log);
  console.log(options.json ? JSON.stringify(result, null, 2) : formatReport(result));
  process.exit(0);
} catch (error) {
  console.error(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
