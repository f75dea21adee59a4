/**
 * Retry with exponential backoff and full jitter, adapted from payments-api's src/lib/retry.js for the
 * browser: ES module, fetch Responses instead of axios errors, and an AbortSignal that stops waiting.
 */

export const DEFAULTS = {
  retries: 3,
  minDelayMs: 250,
  maxDelayMs: 4000,
  factor: 2,
};

export class RetryError extends Error {
  constructor(message, attempts, cause) {
    super(message);
    this.name = 'RetryError';
    this.attempts = attempts;
    this.cause = cause;
  }
}

export function isRetryable(error) {
  if (!error || error.name === 'AbortError') return false;
  const status = error.response?.status ?? error.status;
  if (status === undefined) return error instanceof TypeError;
  return status === 408 || status === 429 || status >= 500;
}

export function backoffDelay(attempt, options) {
  const ceiling = Math.min(options.maxDelayMs, options.minDelayMs * options.factor ** attempt);
  return Math.floor(Math.random() * ceiling);
}

function retryAfterMs(error) {
  const header = error?.response?.headers?.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}

const sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export async function retry(fn, userOptions = {}) {
  const options = { ...DEFAULTS, ...userOptions };
  const shouldRetry = options.shouldRetry ?? isRetryable;
  let lastError;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      if (attempt === options.retries || !shouldRetry(error)) break;
      const wait = retryAfterMs(error) ?? backoffDelay(attempt, options);
      await sleep(Math.min(wait, options.maxDelayMs), options.signal);
    }
  }
  const attempts = options.retries + 1;
  throw new RetryError(`gave up after ${attempts} attempts: ${lastError?.message}`, attempts, lastError);
}
