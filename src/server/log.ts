/** The service's one logger: single lines to stdout/stderr. Callers pass no tokens, headers or bodies. */
export const log = {
  info: (line: string) => {
    if (!log.quiet) process.stdout.write(`${line}\n`);
  },
  error: (line: string) => {
    if (!log.quiet) process.stderr.write(`${line}\n`);
  },
  quiet: process.env.ARGUS_LOG === 'silent',
};
