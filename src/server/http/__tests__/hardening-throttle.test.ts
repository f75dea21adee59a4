import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestService, type TestService } from '../../test/harness';
import { AuthThrottle } from '../auth-throttle';
import { clientAddress, UNKNOWN_ADDRESS } from '../client-address';

const BAD = '0'.repeat(40);
const throttledBody = (seconds: number) => ({
  detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
});

let s: TestService;
let token: string;
beforeAll(async () => {
  s = await startTestService();
  token = await s.tokenFor('user');
});
afterAll(() => s.close());

/** Each test acts as its own client, so windows of earlier tests do not interfere. */
let nextHost = 10;
const newClient = () => {
  s.client.address = `198.51.100.${nextHost++}`;
};

describe('CONTRACT §9: failed authentication is throttled per client address', () => {
  it('no throttling: 300 invalid tokens no longer all get 401; after 20 the rest are 429 with Retry-After', async () => {
    newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await s.call(BAD, 'GET', '/api/profile/')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(280).fill(429));
    const res = await s.call(BAD, 'GET', '/api/profile/');
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual(throttledBody(60));
  });

  it('while throttled even a valid token gets 429 (guessing goes no faster); no token at all is still 401', async () => {
    newClient();
    for (let i = 0; i < 20; i++) await s.call(BAD, 'GET', '/api/profile/');
    const valid = await s.call(token, 'GET', '/api/profile/');
    expect(valid.status).toBe(429);
    const none = await s.call(undefined, 'GET', '/api/profile/');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('Retry-After counts down on the service clock and the address is free when the window ends', async () => {
    newClient();
    const start = new Date(s.clock.now);
    for (let i = 0; i < 20; i++) await s.call(BAD, 'GET', '/api/profile/');
    s.clock.now = new Date(start.getTime() + 23_000);
    let res = await s.call(token, 'GET', '/api/profile/');
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '37']);
    expect(await res.json()).toEqual(throttledBody(37));
    s.clock.now = new Date(start.getTime() + 59_500);
    res = await s.call(token, 'GET', '/api/profile/');
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '1']);
    expect(await res.json()).toEqual(throttledBody(1));
    s.clock.now = new Date(start.getTime() + 60_000);
    res = await s.call(token, 'GET', '/api/profile/');
    expect(res.status).toBe(200);
  });

  it('other addresses are not affected; failures spread over more than a minute never throttle', async () => {
    newClient();
    const throttled = s.client.address;
    for (let i = 0; i < 20; i++) await s.call(BAD, 'GET', '/api/profile/');
    newClient();
    expect((await s.call(token, 'GET', '/api/profile/')).status).toBe(200);
    s.client.address = throttled;
    expect((await s.call(token, 'GET', '/api/profile/')).status).toBe(429);

    newClient();
    for (let i = 0; i < 40; i++) {
      expect((await s.call(BAD, 'GET', '/api/profile/')).status).toBe(401);
      s.clock.now = new Date(s.clock.now.getTime() + 4_000); // 15 a minute
    }
  });

  it('one IPv6 client is one /64: rotating addresses inside it does not escape', async () => {
    for (let i = 0; i < 20; i++) {
      s.client.address = `2001:db8:1:2::${i.toString(16)}`;
      await s.call(BAD, 'GET', '/api/profile/');
    }
    s.client.address = '2001:db8:1:2:ffff::1';
    expect((await s.call(token, 'GET', '/api/profile/')).status).toBe(429);
    s.client.address = '2001:db8:1:3::1';
    expect((await s.call(token, 'GET', '/api/profile/')).status).toBe(200);
  });

  it('X-Forwarded-For from a peer that is not a trusted proxy is ignored', async () => {
    newClient();
    for (let i = 0; i < 20; i++) {
      await s.call(BAD, 'GET', '/api/profile/', undefined, { 'X-Forwarded-For': `203.0.113.${i}` });
    }
    const res = await s.call(token, 'GET', '/api/profile/', undefined, { 'X-Forwarded-For': '203.0.113.200' });
    expect(res.status).toBe(429);
  });

  it('ARGUS_AUTH_FAILURES_PER_MINUTE=0 turns it off', async () => {
    const off = await startTestService({ ARGUS_AUTH_FAILURES_PER_MINUTE: '0' });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 100; i++) statuses.add((await off.call(BAD, 'GET', '/api/profile/')).status);
      expect([...statuses]).toEqual([401]);
    } finally {
      await off.close();
    }
  });
});

describe('the client address behind trusted proxies', () => {
  const addressOf = async (peer: string | undefined, forwarded: string | undefined, trusted: string) => {
    const { trustedProxies } = loadConfig({ ARGUS_TRUSTED_PROXIES: trusted });
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies, () => peer)));
    const headers: Record<string, string> = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
    return (await app.request('/', { headers })).text();
  };

  it.each([
    ['no proxies trusted: the peer, whatever the header says', '10.0.0.2', '1.2.3.4', '', '10.0.0.2'],
    ['a trusted proxy: the entry it appended', '10.0.0.2', '1.2.3.4, 198.51.100.7', '10.0.0.0/8', '198.51.100.7'],
    ['two trusted hops', '10.0.0.2', '198.51.100.7, 10.0.0.9', '10.0.0.0/8', '198.51.100.7'],
    ['a forged left part is never reached', '10.0.0.2', '10.0.0.5, 198.51.100.7', '10.0.0.0/8', '198.51.100.7'],
    ['all hops trusted: the left-most', '10.0.0.2', '10.0.0.3, 10.0.0.4', '10.0.0.0/8', '10.0.0.3'],
    ['garbage in the header: the last hop that gave it', '10.0.0.2', 'nonsense', '10.0.0.0/8', '10.0.0.2'],
    ['IPv4-mapped peer matches an IPv4 range', '::ffff:10.0.0.2', '198.51.100.7', '10.0.0.0/8', '198.51.100.7'],
    ['IPv6 proxy, bare address as a range of one', '::1', '2001:db8::7', '::1', '2001:db8::7'],
    ['no header: the proxy itself', '10.0.0.2', undefined, '10.0.0.0/8', '10.0.0.2'],
  ])('%s', async (_name, peer, forwarded, trusted, expected) => {
    expect(await addressOf(peer, forwarded, trusted)).toBe(expected);
  });

  it('a request without a socket is one "unknown" client (in-process calls)', async () => {
    expect(await addressOf(undefined, '1.2.3.4', '0.0.0.0/0')).toBe(UNKNOWN_ADDRESS);
  });

  it.each(['10.0.0.0/33', '10/8', 'proxy.internal', '10.0.0.0/8;'])(
    'ARGUS_TRUSTED_PROXIES=%s stops start-up naming the variable',
    (value) => {
      expect(() => loadConfig({ ARGUS_TRUSTED_PROXIES: value })).toThrow('ARGUS_TRUSTED_PROXIES');
    },
  );
});

describe('AuthThrottle keeps a bounded map', () => {
  it('a spray of 50 000 addresses never holds more than the bound', () => {
    const throttle = new AuthThrottle(20, 1_000);
    for (let i = 0; i < 50_000; i++) throttle.recordFailure(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 0);
    expect(throttle.size).toBe(1_000);
    // The newest windows are the ones kept.
    for (let i = 0; i < 19; i++) throttle.recordFailure('10.0.195.79', 1); // address number 49 999
    expect(throttle.waitSeconds('10.0.195.79', 2)).toBe(60);
  });

  it('windows older than a minute are dropped as new failures come', () => {
    const throttle = new AuthThrottle(20);
    for (let i = 0; i < 500; i++) throttle.recordFailure(`192.0.2.${i % 250}`, i);
    expect(throttle.size).toBe(250);
    throttle.recordFailure('203.0.113.1', 60_000 + 500);
    expect(throttle.size).toBe(1);
  });
});
