import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * Paths the logger blanks whatever a caller passes: callers log no tokens, headers or bodies, and this is
 * the net under that rule.
 */
const REDACTED_PATHS = [
  'authorization',
  'token',
  'signing_secret',
  'secret',
  'headers.authorization',
  '*.authorization',
  '*.token',
  '*.signing_secret',
  '*.secret',
  '*.headers.authorization',
];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type LogEnv = { ARGUS_LOG?: string; ARGUS_LOG_LEVEL?: string; ARGUS_LOG_FORMAT?: string };

/**
 * One JSON object per line (pino) by default, readable lines when stdout is a terminal or
 * ARGUS_LOG_FORMAT=pretty; ARGUS_LOG_LEVEL (default info); ARGUS_LOG=silent (tests, benchmarks) says nothing.
 * JSON lines are written asynchronously (pino's asynchronous destination): a request no longer waits for
 * its line to reach the pipe or file, which was an eighth of a list request's CPU time under load (issue
 * 28's profile); lines written meanwhile go out together. Pino flushes what is left when the process
 * exits, so a line is still out before it ends. The readable format, for a person at a terminal, stays
 * synchronous.
 */
function createLogger(env: LogEnv = process.env, tty = Boolean(process.stdout.isTTY)): Logger {
  const asked = env.ARGUS_LOG_LEVEL ?? 'info';
  // An unknown level is config's to report (it refuses to start and names the variable); until then, info.
  const level =
    env.ARGUS_LOG === 'silent' ? 'silent' : (LOG_LEVELS as readonly string[]).includes(asked) ? asked : 'info';
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '***' },
  };
  const readable = env.ARGUS_LOG_FORMAT === 'pretty' || (env.ARGUS_LOG_FORMAT !== 'json' && tty);
  if (readable) return pino(options, pretty({ sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' }));
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** The service's one logger. */
const logger = createLogger();

/** An error for a log line: its class and the first line of its message (never a stack, SQL parameters or a body). */
export function errorSummary(error: unknown): string {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  return `${name}: ${message.split('\n')[0]}`;
}

/** Messages name what happened; details go in `fields` (never a token, header or body). */
export const log = {
  /** Resolves once every line so far is written: before `process.exit`, which would cut a write under way short. */
  flush: () => new Promise<void>((resolve) => logger.flush(() => resolve())),
  debug: (message: string, fields: Record<string, unknown> = {}) => logger.debug(fields, message),
  info: (message: string, fields: Record<string, unknown> = {}) => logger.info(fields, message),
  warn: (message: string, fields: Record<string, unknown> = {}) => logger.warn(fields, message),
  error: (message: string, fields: Record<string, unknown> = {}) => logger.error(fields, message),
};
