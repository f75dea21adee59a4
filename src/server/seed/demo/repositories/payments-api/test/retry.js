const test = require('node:test');
const assert = require('node:assert/strict');
const { retry, isRetryable, RetryError } = require('../src/lib/retry');

test('retries transient failures then succeeds', async () => {
  let calls = 0;
  const result = await retry(
    async () => {
      calls += 1;
      if (calls < 3) throw Object.assign(new Error('busy'), { status: 503 });
      return 'ok';
    },
    { minDelayMs: 1, maxDelayMs: 2 },
  );
  assert.equal(result, 'ok');
  assert.equal(calls, 3);
});

test('does not retry client errors', async () => {
  await assert.rejects(
    retry(() => Promise.reject(Object.assign(new Error('bad'), { status: 400 })), { minDelayMs: 1 }),
    RetryError,
  );
  assert.equal(isRetryable({ status: 404 }), false);
  assert.equal(isRetryable({ code: 'ECONNRESET' }), true);
});
