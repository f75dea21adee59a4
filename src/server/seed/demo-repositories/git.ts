import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An environment that keeps the machine's and the user's git configuration (and any GIT_DIR or
 * GIT_AUTHOR_* of the caller) out, so that the same plan writes the same repository everywhere.
 */
export function hardenedEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: home,
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
  };
}

/** Runs git; `input` is streamed to its stdin. Rejects with git's stderr when it fails. */
export function git(args: string[], env: NodeJS.ProcessEnv, input?: Iterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('git is not installed') : error),
    );
    const fed = input
      ? pipeline(Readable.from(input), child.stdin!).catch((error: NodeJS.ErrnoException) => error)
      : null;
    child.on('close', async (code) => {
      const feedError = await fed;
      // A broken pipe means git stopped reading: its stderr says why.
      if (feedError && feedError.code !== 'EPIPE') reject(feedError);
      else if (code === 0 && !feedError) resolve();
      else {
        const command = args.find((arg) => !arg.startsWith('-'));
        reject(new Error(`git ${command} failed: ${stderr.trim() || `exit ${code}`}`));
      }
    });
  });
}
