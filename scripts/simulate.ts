/**
 * npm run simulate -- scenarios/<file>.json [more files…] [--json <out.json>] [--min-score <0-100>]
 * Runs each training scenario headless (the real use cases on the demo world, in virtual time), prints its timeline
 * and its debrief, and exits non-zero when a file is invalid, an expectation is not met, or (with --min-score) a
 * debrief scores less. `--json` also writes the debriefs as JSON: one file's run as an object, several as a list.
 * The runner itself is simulate-cli.ts.
 */
import { simulateCli } from './simulate-cli';

process.exit(await simulateCli(process.argv.slice(2)));
