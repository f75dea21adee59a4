import { join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { LOG_LEVELS } from './log';

/** Parses `500ms`, `2s`, `5m`, `3h` into milliseconds (CONTRACT §1). */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$/.exec(text);
  if (!match) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return Number(match[1]) * unit;
}

const seconds = (fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .transform((text, ctx) => {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
        ctx.addIssue({ code: 'custom', message: `must be a positive number of seconds, got "${text}"` });
        return z.NEVER;
      }
      return value;
    });

/** Like `seconds`, but unset means "derived from other settings". */
const optionalSeconds = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) {
      ctx.addIssue({ code: 'custom', message: `must be a positive number of seconds, got "${text}"` });
      return z.NEVER;
    }
    return value;
  });

const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .default(String(fallback))
    .transform((text, ctx) => {
      const value = Number(text);
      if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}, got "${text}"` });
        return z.NEVER;
      }
      return value;
    });

const flag = (fallback: boolean) =>
  z
    .string()
    .default(String(fallback))
    .transform((text, ctx) => {
      const value = text.trim().toLowerCase();
      if (['true', '1', 'yes'].includes(value)) return true;
      if (['false', '0', 'no', ''].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `must be true or false, got "${text}"` });
      return z.NEVER;
    });

const schedule = z
  .string()
  .default('1m,5m,30m,3h,12h,24h,48h')
  .transform((text, ctx) => {
    const points = text.split(',').map(parseDuration);
    const valid = points.every((p, i) => p !== undefined && p > 0 && (i === 0 || p > points[i - 1]!));
    if (!valid || points.length === 0) {
      ctx.addIssue({ code: 'custom', message: `must be increasing durations like "1m,5m,30m", got "${text}"` });
      return z.NEVER;
    }
    return points as number[];
  });

/** An address range: a network address and its prefix length, as ipaddr.js's `parseCIDR` gives it. */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

const { IPv4, IPv6 } = ipaddr;

/** `10.0.0.0/8,::1/128`; a bare address is a range of one. IPv4 only in its dotted four-part form. */
const addressRanges = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const ranges: AddressRange[] = [];
    for (const entry of text.split(',').map((part) => part.trim())) {
      if (entry === '') continue;
      if (IPv4.isValidCIDRFourPartDecimal(entry) || IPv6.isValidCIDR(entry)) ranges.push(ipaddr.parseCIDR(entry));
      else if (IPv4.isValidFourPartDecimal(entry) || IPv6.isValid(entry)) {
        const address = ipaddr.parse(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      } else {
        ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of CIDR ranges, got "${entry}"` });
        return z.NEVER;
      }
    }
    return ranges;
  });

const EnvSchema = z.object({
  PORT: wholeNumber(8080, 0, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => url === undefined || url === '' || /^postgres(ql)?:\/\//.test(url), {
      message: 'must start with postgres:// or postgresql://',
    })
    .transform((url) => (url ? url : undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  ARGUS_UPSTREAM_URL: z
    .string()
    .optional()
    .refine((url) => !url || (URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)), {
      message: 'must be an http:// or https:// URL',
    })
    .transform((url) => (url ? url : undefined)),
  ARGUS_API_MAX_PAGE_SIZE: wholeNumber(100, 1, 10_000),
  WEBHOOK_AUTH_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .default('X-Argus-Authentication'),
  WEBHOOK_TICK_SECONDS: seconds(5),
  WEBHOOK_BATCH_WINDOW_SECONDS: seconds(5),
  WEBHOOK_RETRY_SCHEDULE: schedule,
  WEBHOOK_TIMEOUT_SECONDS: seconds(10),
  WEBHOOK_LEASE_SECONDS: optionalSeconds,
  WEBHOOK_MAX_EVENTS_PER_REQUEST: wholeNumber(100, 1, 10_000),
  WEBHOOK_RETENTION_DAYS: seconds(30),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag(false),
  ARGUS_AUDIT_RETENTION_DAYS: seconds(365),
  ARGUS_SEED_DEMO: flag(true),
  ARGUS_METRICS: flag(false),
  // Read by the logger itself (src/server/log.ts), which exists before the configuration; checked here.
  ARGUS_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  ARGUS_LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  ARGUS_AUTH_FAILURES_PER_MINUTE: wholeNumber(20, 0, 1_000_000),
  ARGUS_TRUSTED_PROXIES: addressRanges,
  ARGUS_HEADERS_TIMEOUT_SECONDS: seconds(15),
  ARGUS_REQUEST_TIMEOUT_SECONDS: seconds(60),
  ARGUS_WORKSPACE_DIR: z.string().optional(),
  ARGUS_REPOSITORY_MAX_MB: wholeNumber(2048, 1, 1_048_576),
  ARGUS_REPOSITORY_TIMEOUT_SECONDS: seconds(600),
  ARGUS_ALLOW_LOCAL_REPOSITORIES: flag(false),
  ARGUS_ANALYSIS_CONCURRENCY: wholeNumber(2, 1, 64),
  ARGUS_ANALYSIS_MEMORY_MB: wholeNumber(512, 64, 65_536),
  ARGUS_UPLOAD_MAX_MB: wholeNumber(100, 1, 1_048_576),
  ARGUS_IMAGE_PLATFORM: z
    .string()
    .regex(/^[a-z0-9]+\/[a-z0-9_]+(\/[a-z0-9]+)?$/, 'must be os/architecture[/variant], as linux/amd64')
    .default('linux/amd64'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Console-only mode: serve the console and proxy /api/* to this installation; no database is opened. */
  upstreamUrl: string | undefined;
  maxPageSize: number;
  webhookAuthHeader: string;
  webhookTickMs: number;
  webhookBatchWindowMs: number;
  webhookRetryScheduleMs: number[];
  webhookTimeoutMs: number;
  /** How long a process's claim on a webhook lasts before another may take over; unset = derived from the timeout. */
  webhookLeaseMs: number | undefined;
  webhookMaxEventsPerRequest: number;
  webhookRetentionDays: number;
  webhookAllowPrivateTargets: boolean;
  /** Audit rows older than this many days are pruned (CONTRACT §11). */
  auditRetentionDays: number;
  /** Invalid tokens one client address may send within a minute before it is throttled; 0 = no limit. */
  authFailuresPerMinute: number;
  /** Proxies whose `X-Forwarded-For` names the client. */
  trustedProxies: AddressRange[];
  /** How long a client may take to send a request's headers, and the whole request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Seed the demo installation into a fresh database. */
  seedDemo: boolean;
  /** Serve Prometheus metrics at /metrics (CONTRACT §10); off by default. */
  metrics: boolean;
  /** Analyses (CONTRACT §15): where workspaces live, their limits, how many run at once and their heap limit. */
  analysis: AnalysisConfig;
  /** Where the built console lives; absent files mean the API runs alone. */
  consoleDir: string;
};

export type AnalysisConfig = {
  workspaceDir: string;
  repositoryMaxBytes: number;
  repositoryTimeoutMs: number;
  /** file:// URLs and repository hosts on non-public addresses (local trials and tests). */
  allowLocalRepositories: boolean;
  concurrency: number;
  /** The heap limit of each analysis process (its V8 old space). */
  memoryMb: number;
  /**
   * Where uploaded files wait for what reads them (CONTRACT §16): `sca/` for SCA runs, `osv/` for OSV
   * imports; and the limit of one upload.
   */
  uploadDir: string;
  uploadMaxBytes: number;
  /** The platform a multi-platform container image is analysed for (CONTRACT §17): `linux/amd64`. */
  imagePlatform: string;
};

export class ConfigError extends Error {}

/** Reads the environment; an invalid value stops the service with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(Object.keys(EnvSchema.shape).map((key) => [key, env[key]]));
  const parsed = EnvSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  if (e.WEBHOOK_LEASE_SECONDS !== undefined && e.WEBHOOK_LEASE_SECONDS <= e.WEBHOOK_TIMEOUT_SECONDS) {
    throw new ConfigError('Invalid configuration: WEBHOOK_LEASE_SECONDS must be longer than WEBHOOK_TIMEOUT_SECONDS');
  }
  // Node refuses a headers timeout longer than the request timeout.
  if (e.ARGUS_HEADERS_TIMEOUT_SECONDS > e.ARGUS_REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid configuration: ARGUS_HEADERS_TIMEOUT_SECONDS must not be longer than ARGUS_REQUEST_TIMEOUT_SECONDS',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    upstreamUrl: e.ARGUS_UPSTREAM_URL,
    maxPageSize: e.ARGUS_API_MAX_PAGE_SIZE,
    webhookAuthHeader: e.WEBHOOK_AUTH_HEADER,
    webhookTickMs: e.WEBHOOK_TICK_SECONDS * 1000,
    webhookBatchWindowMs: e.WEBHOOK_BATCH_WINDOW_SECONDS * 1000,
    webhookRetryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    webhookLeaseMs: e.WEBHOOK_LEASE_SECONDS === undefined ? undefined : e.WEBHOOK_LEASE_SECONDS * 1000,
    webhookMaxEventsPerRequest: e.WEBHOOK_MAX_EVENTS_PER_REQUEST,
    webhookRetentionDays: e.WEBHOOK_RETENTION_DAYS,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    auditRetentionDays: e.ARGUS_AUDIT_RETENTION_DAYS,
    authFailuresPerMinute: e.ARGUS_AUTH_FAILURES_PER_MINUTE,
    trustedProxies: e.ARGUS_TRUSTED_PROXIES,
    headersTimeoutMs: e.ARGUS_HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: e.ARGUS_REQUEST_TIMEOUT_SECONDS * 1000,
    seedDemo: e.ARGUS_SEED_DEMO,
    metrics: e.ARGUS_METRICS,
    analysis: {
      workspaceDir: resolve(e.ARGUS_WORKSPACE_DIR || join(resolve(e.DATA_DIR), 'workspaces')),
      repositoryMaxBytes: e.ARGUS_REPOSITORY_MAX_MB * 1024 * 1024,
      repositoryTimeoutMs: e.ARGUS_REPOSITORY_TIMEOUT_SECONDS * 1000,
      allowLocalRepositories: e.ARGUS_ALLOW_LOCAL_REPOSITORIES,
      concurrency: e.ARGUS_ANALYSIS_CONCURRENCY,
      memoryMb: e.ARGUS_ANALYSIS_MEMORY_MB,
      uploadDir: join(resolve(e.DATA_DIR), 'uploads'),
      uploadMaxBytes: e.ARGUS_UPLOAD_MAX_MB * 1024 * 1024,
      imagePlatform: e.ARGUS_IMAGE_PLATFORM,
    },
    consoleDir: resolve(env.ARGUS_CONSOLE_DIR ?? 'dist'),
  };
}

/** Describes where the database is without revealing a password. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded (${config.dataDir})`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname || 'local socket'}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
