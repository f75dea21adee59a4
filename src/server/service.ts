import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Config } from './config';
import type { Database } from './db/database';
import { compileEngineOnce } from './db/embedded-settings';
import { EmbeddedMaintenance } from './db/maintenance';
import { openDatabase } from './db/open';
import { failAbandonedImports } from './db/repositories/vulnerability-database';
import { DeliveryWorker } from './delivery/worker';
import { SnapshotWorker } from './dashboard/snapshot-worker';
import { createApp } from './http/app';
import { answerClientError } from './http/client-errors';
import { Heartbeat } from './health/heartbeat';
import type { Metrics } from './health/metrics';
import { timedDatabase } from './health/timed-database';
import { sweepUploads } from './runs/uploads';
import { RunWorker } from './runs/worker';
import { startControlSocket } from './lifecycle/control-socket';
import { lockDataDir } from './lifecycle/data-dir-lock';
import { makePrivate, protectDataDir } from './lifecycle/private-data-dir';
import { log } from './log';
import { SecretBox } from './secrets/secret-box';
import { bootstrap } from './seed/bootstrap';
import { copyTemplate } from './seed/database-template';
import { createUpstreamApp } from './upstream/proxy';
import { VERSION } from './version';
import { demoOptions } from './seed/demo-options';

export class PortInUseError extends Error {}

export type RunningService = {
  url: string;
  adminToken?: string;
  db: Database;
  close: () => Promise<void>;
};

/** Opens the database, brings it up to date, and listens; `close` undoes it all in reverse order. */
export async function startService(config: Config): Promise<RunningService> {
  const cleanups: (() => unknown)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  try {
    const fixed = protectDataDir(config.dataDir);
    if (fixed > 0) log.info('DATA_DIR entries made private (directories 0700, files 0600)', { entries: fixed });
    if (!config.databaseUrl) {
      cleanups.push(lockDataDir(config.dataDir));
      if (copyTemplate(config.dataDir)) log.info("new embedded database copied from the build's template");
      compileEngineOnce();
    }
    const opened = await openDatabase(config);
    cleanups.push(() => opened.close());
    // prom-client is loaded only when metrics are on (ARGUS_METRICS).
    const metrics: Metrics | undefined = config.metrics
      ? new (await import('./health/metrics')).Metrics(opened)
      : undefined;
    const db = metrics ? timedDatabase(opened, metrics) : opened;
    // PGlite sets some modes itself, whatever the umask: initdb writes a new database's files 0666,
    // and every open rewrites pg_internal.init with an explicit chmod to 0644.
    if (!config.databaseUrl) makePrivate(config.dataDir);
    const { adminToken } = await bootstrap(db, { demo: demoOptions(config) });
    await db.readCache.learnForeignKeys(db);
    if (db.kind === 'embedded') {
      // The embedded database has this one process: an import still queued or running was left by one that stopped.
      const abandoned = await failAbandonedImports(db, new Date());
      if (abandoned > 0)
        log.warn('vulnerability imports left unfinished by a stopped service failed', { imports: abandoned });
    }
    if (!config.databaseUrl) {
      const control = await startControlSocket(config.dataDir, db);
      cleanups.push(() => new Promise((resolve) => control.close(resolve)));
    }
    const secrets = SecretBox.fromEnvironmentOrDataDir(process.env.ARGUS_SECRET_KEY, config.dataDir);
    const heartbeat = new Heartbeat(new Date());
    const app = createApp({ db, config, version: VERSION, secrets, now: () => new Date(), heartbeat, metrics });
    const server = await listen(app.fetch, config);
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const worker = new DeliveryWorker({ db, config, secrets, now: () => new Date(), heartbeat, metrics });
    await worker.start();
    cleanups.push(() => worker.stop());
    const runner = new RunWorker({ db, now: () => new Date(), analysis: { config: config.analysis, secrets } });
    if (db.kind === 'embedded') await runner.recover();
    await sweepUploads(db, config.analysis);
    runner.start();
    cleanups.push(() => runner.stop());
    if (db.kind === 'embedded') {
      const maintenance = new EmbeddedMaintenance({ db });
      maintenance.start();
      cleanups.push(() => maintenance.stop());
    }
    // The overview's daily snapshots: the missing ones now, then one on each new day's first tick.
    const snapshots = new SnapshotWorker({ db, now: () => new Date() });
    snapshots.start();
    cleanups.push(() => snapshots.stop());
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return { url: `http://${host}:${port}/`, adminToken, db, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Console-only mode (ARGUS_UPSTREAM_URL): the built console, and /api/* forwarded to that installation. */
export async function startUpstreamConsole(config: Config): Promise<{ url: string; close: () => Promise<void> }> {
  const app = createUpstreamApp({ upstreamUrl: config.upstreamUrl!, consoleDir: config.consoleDir });
  const server = await listen(app.fetch, config);
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return { url: `http://${host}:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type ListenConfig = Pick<Config, 'port' | 'host' | 'headersTimeoutMs' | 'requestTimeoutMs'>;

/** A client that sends its headers or its body too slowly is cut off (408) instead of holding a socket. */
export function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: ListenConfig): Promise<Server> {
  const serverOptions = {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    // Node looks for expired requests this often (30 s by default, which would stretch a 15 s limit).
    connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
  };
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host, serverOptions }) as Server;
    server.on('clientError', answerClientError);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      server.close();
      if (error.code === 'EADDRINUSE') {
        reject(new PortInUseError(`port ${config.port} on ${config.host} is already in use; set PORT to a free port`));
      } else reject(error);
    });
  });
}
