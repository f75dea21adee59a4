import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import { RoleSchema } from '../../contract/profile';
import type { Database } from '../db/database';
import { USERNAME_PATTERN } from '../../contract/users';
import { issueCliToken } from '../users/issue-cli-token';

/**
 * While the service holds the embedded database, `npm run token` asks it through a Unix socket in
 * the data directory. Whoever can open that socket can already read the database files, so the
 * socket grants nothing new.
 */
const controlSocketPath = (dataDir: string) => join(dataDir, 'argus.sock');

const TokenRequest = z.object({ username: z.string().regex(USERNAME_PATTERN), role: RoleSchema.optional() });
export type TokenRequest = z.infer<typeof TokenRequest>;
export type TokenReply = { username: string; role: string; created: boolean; token: string };

export function startControlSocket(dataDir: string, db: Database): Promise<Server> {
  const path = controlSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const parsed = TokenRequest.safeParse(safeJson(Buffer.concat(chunks).toString('utf8')));
    if (req.method !== 'POST' || req.url !== '/token' || !parsed.success) {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ detail: 'Bad request.' }));
      return;
    }
    const { user, token, created } = await issueCliToken(db, parsed.data.username, parsed.data.role);
    const reply: TokenReply = { username: user.username, role: user.role, created, token };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      // Only the owner may connect, like every other entry of DATA_DIR (a socket needs no execute bit).
      chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

export function requestToken(dataDir: string, body: TokenRequest): Promise<TokenReply> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: controlSocketPath(dataDir), path: '/token', method: 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 200) resolve(JSON.parse(text) as TokenReply);
        else reject(new Error(`the running service refused the request (${res.statusCode})`));
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
