/**
 * `npm run token -- --user NAME [--role ROLE]`: creates the user if needed and prints a new token.
 * With the embedded database in use by a running service, the request goes through that service's
 * control socket (PGlite allows one process per data directory); otherwise the database is opened here.
 */
import { parseArgs } from 'node:util';
import { RoleSchema, type Role } from '../src/contract/profile';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { USERNAME_PATTERN } from '../src/contract/users';
import { issueCliToken } from '../src/server/users/issue-cli-token';
import { requestToken, type TokenReply } from '../src/server/lifecycle/control-socket';
import { DataDirBusyError, lockDataDir, lockHolder } from '../src/server/lifecycle/data-dir-lock';
import { bootstrap } from '../src/server/seed/bootstrap';
import { demoOptions } from '../src/server/seed/demo-options';

const USAGE = 'usage: npm run token -- --user NAME [--role administrator|security_manager|auditor|user]';

async function main() {
  const { values } = parseArgs({ options: { user: { type: 'string' }, role: { type: 'string' } } });
  if (!values.user) throw new UsageError(USAGE);
  if (!USERNAME_PATTERN.test(values.user)) {
    throw new UsageError(`a username is 1–150 letters, digits and . @ + - _ characters. ${USAGE}`);
  }
  const role = values.role === undefined ? undefined : RoleSchema.safeParse(values.role);
  if (role && !role.success) throw new UsageError(`unknown role "${values.role}". ${USAGE}`);
  const request = { username: values.user, role: role?.data as Role | undefined };
  const config = loadConfig();

  let reply: TokenReply;
  if (!config.databaseUrl && lockHolder(config.dataDir) !== undefined) {
    reply = await requestToken(config.dataDir, request).catch((error: Error) => {
      throw new UsageError(
        `Argus is running on ${config.dataDir} but did not answer (${error.message}); stop it and run this again`,
      );
    });
  } else {
    const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
    const db = await openDatabase(config);
    try {
      const { adminToken } = await bootstrap(db, { demo: demoOptions(config) });
      if (adminToken) {
        process.stdout.write(
          `The database was new: user "admin" (administrator) was created. Its token:\n${adminToken}\n`,
        );
      }
      const issued = await issueCliToken(db, request.username, request.role);
      reply = { ...issued.user, created: issued.created, token: issued.token };
    } finally {
      await db.close();
      release();
    }
  }
  process.stdout.write(
    `${reply.created ? 'Created' : 'Updated'} user "${reply.username}" (${reply.role}). New API token:\n${reply.token}\n`,
  );
}

class UsageError extends Error {}

main().catch((error: Error) => {
  const known = [UsageError, ConfigError, DataDirBusyError].some((kind) => error instanceof kind);
  process.stderr.write(`npm run token: ${known ? error.message : `${error.name}: ${error.message}`}\n`);
  process.exit(1);
});
