import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const HTTP_BACKEND = '/usr/lib/git-core/git-http-backend';

export type GitHttpServerOptions = {
  /** Served as GIT_PROJECT_ROOT: `http://127.0.0.1:<port>/<path under root>`. */
  root: string;
  /** When set, every request must carry `Authorization: Basic base64(username:token)`. */
  auth?: { username: string; token: string };
  /** Sends responses in 16 KiB pieces 10 ms apart: a clone that takes a while. */
  slow?: boolean;
  /** Accepts connections and never answers. */
  silent?: boolean;
};

export type GitHttpServer = { origin: string; port: number; close(): Promise<void> };

/** `git http-backend` behind a small Node server on 127.0.0.1, as a real Git hosting service answers. */
export async function startGitHttpServer(options: GitHttpServerOptions): Promise<GitHttpServer> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    if (options.silent) return;
    const expected =
      options.auth && `Basic ${Buffer.from(`${options.auth.username}:${options.auth.token}`).toString('base64')}`;
    if (expected && req.headers.authorization !== expected) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
      return;
    }
    serveCgi(req, res, options);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serveCgi(req: IncomingMessage, res: ServerResponse, options: GitHttpServerOptions) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const backend = spawn(HTTP_BACKEND, [], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: options.root,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? 'GET',
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      ...(req.headers['content-length'] ? { CONTENT_LENGTH: req.headers['content-length'] } : {}),
      // git gzips large request bodies; http-backend inflates them when told.
      HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
      GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
      REMOTE_USER: options.auth?.username ?? '',
      REMOTE_ADDR: '127.0.0.1',
    },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  req.pipe(backend.stdin);
  res.on('close', () => backend.kill('SIGKILL'));
  void relay(backend.stdout, res, options.slow ?? false);
}

/** CGI output: headers (a `Status:` among them), a blank line, the body. */
async function relay(output: NodeJS.ReadableStream, res: ServerResponse, slow: boolean) {
  let head = Buffer.alloc(0);
  let started = false;
  for await (const chunk of output as AsyncIterable<Buffer>) {
    let body = chunk;
    if (!started) {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) continue;
      started = true;
      writeHead(res, head.subarray(0, end).toString('latin1'));
      body = head.subarray(end + 4);
    }
    for (let at = 0; at < body.length; at += 16_384) {
      if (res.destroyed) return;
      res.write(body.subarray(at, at + 16_384));
      if (slow) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  res.end();
}

function writeHead(res: ServerResponse, head: string) {
  let status = 200;
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
    else res.setHeader(name, value);
  }
  res.writeHead(status);
}
