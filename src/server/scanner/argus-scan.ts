/**
 * `argus-scan`, the CI scanner (CONTRACT §16, issue 24): a client of the Argus API that uploads a
 * project's manifests, waits for the analysis and fails the build when a blocking policy matched.
 * Plain Node; the token is read from the environment only and never printed.
 */
import { ScanError } from './api-client';
import { readOptions, USAGE, UsageError } from './options';
import { REPORTS } from './reports';
import { scan } from './scan';

async function main(): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) process.stderr.write(`argus-scan: ${error.message}\n\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  try {
    const outcome = await scan(options, (text) => process.stderr.write(`argus-scan: ${text}\n`));
    process.stdout.write(REPORTS[options.format](outcome));
    return outcome.blocking.length > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    process.stderr.write(`argus-scan: ${error.message}\n`);
    return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`argus-scan: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
