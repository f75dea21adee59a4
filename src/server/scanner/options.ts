import { STAGES, type Stage } from '../../contract/stages';

const FORMATS = ['table', 'json', 'sarif', 'junit'] as const;
export type Format = (typeof FORMATS)[number];

export type ScanOptions = {
  url: string;
  token: string;
  project: string;
  stage: Stage | undefined;
  format: Format;
  timeoutSeconds: number;
  path: string;
};

/** A mistake in how the scanner was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: argus-scan --project NAME [--stage STAGE] [--format table|json|sarif|junit] [--timeout SECONDS] [PATH]

Finds the manifests, lockfiles and SBOMs under PATH (default: the current directory), or takes PATH itself
when it is a file, uploads them to Argus for the project NAME, waits for the analysis and prints the
policy alerts it raised. The address and the API token are read from the environment only:
  ARGUS_URL    the Argus service, e.g. https://argus.example.com
  ARGUS_TOKEN  an API token (never pass it as an argument: it would be seen in the process list)

Exit codes: 0 nothing blocks the build; 1 a blocking policy matched and its delay has passed (the build
fails); 2 a usage, connection or analysis error.`;

/** The command line and the environment, checked: every mistake is a UsageError naming it. */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv): ScanOptions {
  const values: Record<string, string> = {};
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    const match = /^--(project|stage|format|timeout)(?:=(.*))?$/.exec(arg);
    if (match) {
      const value = match[2] ?? argv[++i];
      if (value === undefined || value === '') throw new UsageError(`--${match[1]} needs a value.`);
      values[match[1]!] = value;
    } else if (arg.startsWith('-')) {
      throw new UsageError(`Unknown option ${arg}.`);
    } else {
      paths.push(arg);
    }
  }
  if (paths.length > 1) throw new UsageError('Give one PATH.');
  if (!values.project) throw new UsageError('--project is required.');
  const stage = values.stage;
  if (stage !== undefined && !STAGES.includes(stage as Stage)) {
    throw new UsageError(`--stage must be one of ${STAGES.join(', ')}.`);
  }
  const format = (values.format ?? 'table') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}.`);
  const timeoutSeconds = Number(values.timeout ?? 600);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1)
    throw new UsageError('--timeout must be a whole number of seconds.');
  const url = env.ARGUS_URL?.trim();
  if (!url) throw new UsageError('Set ARGUS_URL to the address of the Argus service.');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
    if (parsed.username || parsed.password)
      throw new UsageError('ARGUS_URL must not hold credentials: set ARGUS_TOKEN.');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError('ARGUS_URL must be an http or https address.');
  }
  const token = env.ARGUS_TOKEN?.trim();
  if (!token) throw new UsageError('Set ARGUS_TOKEN to an API token of Argus.');
  return {
    url: url.replace(/\/+$/, ''),
    token,
    project: values.project,
    stage: stage as Stage | undefined,
    format,
    timeoutSeconds,
    path: paths[0] ?? '.',
  };
}
