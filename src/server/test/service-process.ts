import { type ChildProcess, spawn } from 'node:child_process';

export type ServiceProcess = {
  child: ChildProcess;
  /** The console URL from the banner, ending in `/`. */
  url: string;
  /** The admin token the banner printed on a first start, if `waitForToken` asked for it. */
  token: string | undefined;
  /** Everything the process wrote so far, stdout and stderr. */
  output: () => string;
  /** SIGTERM (or `signal`), then waits for the process to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

const TOKEN = /^\s+([0-9a-f]{40})$/m;

/**
 * Starts the real service as a child process (`src/server/main.ts`) and resolves once its banner has
 * named the console URL (and, with `waitForToken`, the admin token of a first start). Node itself is
 * spawned, not the tsx wrapper: a signal then reaches the service, and a SIGKILL leaves nothing
 * running. Rejects, with the output so far and any token blanked, when the process exits first or
 * `timeoutMs` passes (the process is then killed).
 */
export function startServiceProcess(
  env: NodeJS.ProcessEnv,
  options: {
    waitForToken?: boolean;
    timeoutMs?: number;
    echoStderr?: boolean;
    /** `compiled`: the build's dist-server/main.js, as production runs it; by default the sources through tsx. */
    compiled?: boolean;
    /** A compiled main.js elsewhere (another build, for a benchmark's comparison); implies `compiled`. */
    script?: string;
    /** Options for node before the script (`--cpu-prof`). */
    nodeOptions?: string[];
  } = {},
): Promise<ServiceProcess> {
  const entry = options.script
    ? [options.script]
    : options.compiled
      ? ['dist-server/main.js']
      : ['--import', 'tsx', 'src/server/main.ts'];
  const args = [...(options.nodeOptions ?? []), ...entry];
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => {
    output += chunk;
    if (options.echoStderr) process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`${why}:\n${output.replace(/[0-9a-f]{40}/g, '[token]')}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail('the service did not start');
    }, options.timeoutMs ?? 60_000);
    child.stdout!.on('data', () => {
      const url = /Console:\s+(\S+)/.exec(output)?.[1];
      const token = TOKEN.exec(output)?.[1];
      if (url && (token || !options.waitForToken)) {
        clearTimeout(timer);
        resolve({ child, url, token, output: () => output, stop });
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      fail(`the service exited with ${child.exitCode ?? child.signalCode}`);
    });
  });
}
