/**
 * Retry with exponential backoff and full jitter, for calls to partners that fail now and then
 * (acquirer timeouts, 502s from the card network gateway). A Retry-After header wins over the backoff.
 */

const DEFAULTS = {
  retries: 4,
  minDelayMs: 200,
  maxDelayMs: 5000,
  factor: 2,
};

const TRANSIENT_CODES = ['ECONNRESET', 'ETIMEDOUT', 'ECONNREFUSED', 'EAI_AGAIN'];

class RetryError extends Error {
  constructor(message, attempts, cause) {
    super(message);
    this.name = 'RetryError';
    this.attempts = attempts;
    this.cause = cause;
  }
}

function isRetryable(error) {
  if (!error || error.retryable === false) return false;
  const status = error.response?.status ?? error.status;
  if (status === undefined) return TRANSIENT_CODES.includes(error.code);
  return status === 408 || status === 429 || status >= 500;
}

function backoffDelay(attempt, options) {
  const ceiling = Math.min(options.maxDelayMs, options.minDelayMs * options.factor ** attempt);
  return Math.floor(Math.random() * ceiling);
}

function retryAfterMs(error) {
  const header = error?.response?.headers?.['retry-after'];
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function retry(fn, userOptions = {}) {
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
      if (options.onRetry) options.onRetry(error, attempt + 1, wait);
      await sleep(Math.min(wait, options.maxDelayMs));
    }
  }
  const attempts = options.retries + 1;
  throw new RetryError(`gave up after ${attempts} attempts: ${lastError?.message}`, attempts, lastError);
}

module.exports = { retry, isRetryable, backoffDelay, RetryError, DEFAULTS };
