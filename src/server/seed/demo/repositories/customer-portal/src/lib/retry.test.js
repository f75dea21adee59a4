import { describe, expect, it } from 'vitest';
import { RetryError, retry } from './retry';

describe('retry', () => {
  it('retries a 503 and returns the value', async () => {
    let calls = 0;
    const value = await retry(
      async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('busy'), { status: 503 });
        return 42;
      },
      { minDelayMs: 1, maxDelayMs: 2 },
    );
    expect(value).toBe(42);
  });

  it('gives up on a 400', async () => {
    await expect(retry(() => Promise.reject(Object.assign(new Error('bad'), { status: 400 })))).rejects.toBeInstanceOf(
      RetryError,
    );
  });
});
