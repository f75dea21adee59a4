import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createSign, X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkspaceError } from '../../workspace/types';
import { analyseImage } from '../analyse-image';
import { builtLayer, ociArchive } from './image-builder';

const run = promisify(execFile);
const REGISTRY = '/usr/bin/docker-registry';
const installed = existsSync(REGISTRY) && existsSync('/usr/bin/skopeo') && existsSync('/usr/bin/openssl');
if (!installed) console.warn('skipped: docker-registry not installed (or skopeo, openssl)');

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url));

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The CNCF distribution registry (Debian's docker-registry) on 127.0.0.1, in memory, with this auth section. */
async function startRegistry(dir: string, name: string, auth: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const config = join(dir, `${name}.yml`);
  await writeFile(
    config,
    `version: 0.1\nlog:\n  level: error\nstorage:\n  inmemory: {}\nhttp:\n  addr: 127.0.0.1:${port}\n  secret: argus-test\n${auth}`,
  );
  const process = spawn(REGISTRY, ['serve', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${url}/v2/`);
      if (res.status === 200 || res.status === 401) return { url, process };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the registry did not start');
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A token service (Docker's token authentication specification) for the registry: basic credentials
 * robot/s3cret get a JWT (RS256, the signing certificate in `x5c`, which the registry trusts through
 * its rootcertbundle) for the scopes asked; anyone else gets 401.
 */
function tokenServer(key: string, certificate: string): Server {
  const der = new X509Certificate(certificate).raw.toString('base64');
  return createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    const expected = `Basic ${Buffer.from('robot:s3cret').toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.writeHead(401).end();
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const access = url.searchParams.getAll('scope').map((scope) => {
      const [type, name, actions] = scope.split(':');
      return { type, name, actions: actions!.split(',') };
    });
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', x5c: [der] }));
    const claims = base64url(
      JSON.stringify({
        iss: 'argus-test-issuer',
        sub: 'robot',
        aud: url.searchParams.get('service'),
        exp: now + 300,
        nbf: now - 10,
        iat: now,
        jti: String(Math.random()),
        access,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(key).toString('base64url');
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ token: `${header}.${claims}.${signature}` }));
  });
}

describe.skipIf(!installed)('pulling an image from a registry (Registry HTTP API v2)', () => {
  let dir: string;
  let open: { url: string; process: ChildProcess };
  let guarded: { url: string; process: ChildProcess };
  let tokens: Server;
  let digest: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'argus-registry-'));
    const layers = [
      await builtLayer([{ path: 'etc/os-release', content: await fixture('alpine-3.14/os-release') }]),
      await builtLayer([{ path: 'lib/apk/db/installed', content: await fixture('alpine-3.14/installed') }], 'zstd'),
    ];
    const built = await ociArchive(layers);
    digest = built.digest;
    const archive = join(dir, 'alpine.tar');
    await writeFile(archive, built.archive);

    open = await startRegistry(dir, 'open', '');
    await run('skopeo', [
      'copy',
      '--insecure-policy',
      '--dest-tls-verify=false',
      `oci-archive:${archive}`,
      `docker://${open.url.slice(7)}/team/alpine:3.14`,
    ]);

    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=argus-test-token',
    ]);
    tokens = tokenServer(await readFile(join(dir, 'key.pem'), 'utf8'), await readFile(join(dir, 'cert.pem'), 'utf8'));
    const tokenPort = await freePort();
    await new Promise<void>((resolve) => tokens.listen(tokenPort, '127.0.0.1', resolve));
    guarded = await startRegistry(
      dir,
      'guarded',
      `auth:\n  token:\n    realm: http://127.0.0.1:${tokenPort}/token\n    service: argus-test-registry\n    issuer: argus-test-issuer\n    rootcertbundle: ${join(dir, 'cert.pem')}\n`,
    );
    await run('skopeo', [
      'copy',
      '--insecure-policy',
      '--dest-tls-verify=false',
      '--dest-creds',
      'robot:s3cret',
      `oci-archive:${archive}`,
      `docker://${guarded.url.slice(7)}/team/alpine:3.14`,
    ]);
  }, 60_000);

  afterAll(async () => {
    open?.process.kill();
    guarded?.process.kill();
    tokens?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const pull = (
    registry: string,
    reference: string,
    more: { credentials?: { username: string; password: string }; allowLocal?: boolean; repository?: string } = {},
  ) =>
    analyseImage(
      {
        kind: 'registry',
        registry,
        repository: more.repository ?? 'team/alpine',
        reference,
        credentials: more.credentials ?? null,
        allowLocal: more.allowLocal ?? true,
        timeoutMs: 10_000,
      },
      { platform: 'linux/amd64' },
      () => undefined,
      new AbortController().signal,
    );

  it('pulls anonymously by tag and by digest: the manifest, then each layer (gzip, zstd) streamed and checked', async () => {
    const result = await pull(open.url, '3.14');
    expect(result.digest).toBe(digest);
    expect(result.layers_count).toBe(2);
    expect(result.distribution).toMatchObject({ id: 'alpine', version_id: '3.14.0' });
    expect(result.components).toHaveLength(14);
    expect(result.components.every((c) => c.layer.index === 1)).toBe(true);
    expect((await pull(open.url, digest)).components).toHaveLength(14);
  });

  it('says what is wrong: an image that is not there, a registry on a private address', async () => {
    await expect(pull(open.url, '9.99')).rejects.toThrow('The image team/alpine:9.99 was not found in the registry.');
    const refused = await pull(open.url, '3.14', { allowLocal: false }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WorkspaceError);
    expect((refused as WorkspaceError).failure).toEqual({ cause: 'address_not_allowed', host: '127.0.0.1' });
  });

  it('answers a bearer-token challenge with the artifact repository’s credentials', async () => {
    const result = await pull(guarded.url, '3.14', { credentials: { username: 'robot', password: 's3cret' } });
    expect(result.digest).toBe(digest);
    expect(result.components).toHaveLength(14);
    await expect(pull(guarded.url, '3.14')).rejects.toThrow(
      'The registry needs credentials (unauthorized): set them on the artifact repository.',
    );
    await expect(pull(guarded.url, '3.14', { credentials: { username: 'robot', password: 'wrong' } })).rejects.toThrow(
      'The registry refused the credentials (unauthorized).',
    );
  });
});
