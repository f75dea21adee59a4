import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, loadConfig, parseDuration } from '../config';

describe('configuration (CONTRACT §1)', () => {
  it('has the contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      maxPageSize: 100,
      webhookAuthHeader: 'X-Argus-Authentication',
      webhookTickMs: 5000,
      webhookBatchWindowMs: 5000,
      webhookRetryScheduleMs: [60_000, 300_000, 1_800_000, 10_800_000, 43_200_000, 86_400_000, 172_800_000],
      webhookTimeoutMs: 10_000,
      webhookMaxEventsPerRequest: 100,
      webhookRetentionDays: 30,
      webhookAllowPrivateTargets: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('parses durations with units and fractional seconds', () => {
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('2s')).toBe(2000);
    expect(parseDuration('1.5m')).toBe(90_000);
    expect(parseDuration('3h')).toBe(10_800_000);
    expect(parseDuration('3 days')).toBeUndefined();
    const config = loadConfig({ WEBHOOK_RETRY_SCHEDULE: '2s,4s,6s', WEBHOOK_TICK_SECONDS: '0.5' });
    expect(config.webhookRetryScheduleMs).toEqual([2000, 4000, 6000]);
    expect(config.webhookTickMs).toBe(500);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['ARGUS_API_MAX_PAGE_SIZE', '0'],
    ['WEBHOOK_TICK_SECONDS', '-1'],
    ['WEBHOOK_RETRY_SCHEDULE', '5m,1m'],
    ['WEBHOOK_LEASE_SECONDS', '0'],
    ['ARGUS_UPSTREAM_URL', 'ftp://analysis.example.com'],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', 'maybe'],
    ['DATABASE_URL', 'mysql://localhost/argus'],
    ['ARGUS_AUTH_FAILURES_PER_MINUTE', '-1'],
    ['ARGUS_TRUSTED_PROXIES', '10.0.0.0/8,proxy.internal'],
    ['ARGUS_HEADERS_TIMEOUT_SECONDS', '0'],
    ['ARGUS_REQUEST_TIMEOUT_SECONDS', 'slow'],
  ])('an invalid %s=%s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuses a lease no longer than the webhook timeout: one request could outlast the claim', () => {
    expect(() => loadConfig({ WEBHOOK_LEASE_SECONDS: '10' })).toThrow(
      'WEBHOOK_LEASE_SECONDS must be longer than WEBHOOK_TIMEOUT_SECONDS',
    );
    expect(loadConfig({ WEBHOOK_LEASE_SECONDS: '3', WEBHOOK_TIMEOUT_SECONDS: '1' }).webhookLeaseMs).toBe(3000);
    expect(loadConfig({}).webhookLeaseMs).toBeUndefined();
  });

  it('hardening settings: throttle 20 a minute, no trusted proxy, timeouts 15 s and 60 s; headers within the request', () => {
    expect(loadConfig({})).toMatchObject({
      authFailuresPerMinute: 20,
      trustedProxies: [],
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 60_000,
    });
    const config = loadConfig({
      ARGUS_AUTH_FAILURES_PER_MINUTE: '0',
      ARGUS_TRUSTED_PROXIES: ' 10.0.0.0/8 , ::1 ',
      ARGUS_HEADERS_TIMEOUT_SECONDS: '2.5',
    });
    expect(config.authFailuresPerMinute).toBe(0);
    expect(config.trustedProxies.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      '::1/128',
    ]);
    expect(config.headersTimeoutMs).toBe(2500);
    expect(() => loadConfig({ ARGUS_HEADERS_TIMEOUT_SECONDS: '90' })).toThrow(
      'ARGUS_HEADERS_TIMEOUT_SECONDS must not be longer than ARGUS_REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('describes a PostgreSQL URL without its password', () => {
    const text = describeDatabase({ databaseUrl: 'postgres://argus:s3cret@db.internal:5432/argus', dataDir: '' });
    expect(text).toBe('PostgreSQL at db.internal:5432/argus');
  });
});
