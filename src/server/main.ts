import { type Config, ConfigError, describeDatabase, loadConfig } from './config';
import { MigrationEditedError } from './db/migrate';
import { DatabaseUnreachableError } from './db/database-unreachable';
import { DataDirBusyError } from './lifecycle/data-dir-lock';
import { log } from './log';
import { PortInUseError, startService, startUpstreamConsole } from './service';
import { describeUpstream } from './upstream/proxy';
import { VERSION } from './version';

const EXPECTED = [ConfigError, DataDirBusyError, DatabaseUnreachableError, PortInUseError, MigrationEditedError];

/** ARGUS_UPSTREAM_URL: the console for another installation; no database, no delivery task. */
async function consoleOnly(config: Config) {
  const running = await startUpstreamConsole(config);
  const upstream = describeUpstream(config.upstreamUrl!);
  greet([
    `Argus ${VERSION} console is running for the installation at ${upstream}`,
    `  Console:   ${running.url}`,
    `  API:       ${running.url}api/* is forwarded to ${upstream}/api/* (ARGUS_UPSTREAM_URL); no local database`,
    `  Sign in with an API token of that installation.`,
  ]);
  log.info('console-only mode started', { version: VERSION, url: running.url, upstream });
  stopOnSignals(running.close);
}

async function main() {
  const config = loadConfig();
  if (config.upstreamUrl) return consoleOnly(config);
  const service = await startService(config);
  const lines = [
    `Argus ${VERSION} is running`,
    `  Console:   ${service.url}`,
    `  API docs:  ${service.url}api/swagger/`,
    `  Database:  ${describeDatabase(config)}`,
  ];
  if (config.databaseUrl && !process.env.ARGUS_SECRET_KEY) {
    lines.push(
      `  Warning:   ARGUS_SECRET_KEY is not set: webhook tokens are sealed with ${config.dataDir}/secret.key, which other processes sharing this database do not have`,
    );
  }
  if (config.webhookAllowPrivateTargets) {
    lines.push('  Webhooks:  private and loopback targets are allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS=true)');
  }
  if (config.analysis.allowLocalRepositories) {
    lines.push(
      '  Repos:     file:// and private-address repositories are allowed (ARGUS_ALLOW_LOCAL_REPOSITORIES=true)',
    );
  }
  if (service.adminToken) {
    lines.push(
      '',
      '  First start: user "admin" (administrator) was created. Its API token, shown only this once:',
      `    ${service.adminToken}`,
      '  Paste it on the login page. Lost it? `npm run token -- --user admin` prints a new one.',
    );
  }
  greet(lines);
  log.info('started', { version: VERSION, url: service.url, database: describeDatabase(config) });
  stopOnSignals(service.close);
}

/**
 * The banner is a greeting for the person who started the service, not a log line: plain text on stdout
 * in every log format (it holds the first start's admin token, which no log line carries).
 */
function greet(lines: string[]) {
  if (process.env.ARGUS_LOG !== 'silent') process.stdout.write(`${lines.join('\n')}\n`);
}

function stopOnSignals(close: () => Promise<void>) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`, { signal });
    await close();
    await log.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(async (error: Error) => {
  const known = EXPECTED.some((kind) => error instanceof kind);
  const why = `Argus could not start: ${known ? error.message : `${error.name}: ${error.message}`}`;
  log.error(why);
  // And one plain line on stderr, for the person at the terminal, whatever the log format.
  process.stderr.write(`${why}\n`);
  await log.flush();
  process.exit(1);
});
