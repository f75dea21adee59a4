import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The URL of another database on the same server. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database `argus_t_<random>` on the server; `drop` removes it even with clients still connected. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `argus_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
