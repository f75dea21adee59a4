/**
 * `npm run bench:images -- [--mb N] [--os N] [--npm N]` (issue 27): the analysis of an uploaded image
 * archive. Builds once, in a temporary directory and streaming to disk, an OCI image layout archive of
 * about `--mb` (500) MiB: a layer with this machine's os-release and `--os` (400) packages of its dpkg
 * database, a gzip layer of `--npm` (2 000) npm packages (`node_modules/<name>/package.json` beside a
 * filler file each), and an uncompressed layer of filler files; the filler is random bytes, which gzip
 * cannot shrink, so the archive is as large as it says. A fresh process then analyses it
 * (analyseImage), sampling its RSS every 50 ms; it prints the seconds and the peak RSS above its
 * baseline. Targets: ≤ 30 s and ≤ 150 MiB extra RSS (streaming, not unpacking).
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { analyseImage } from '../src/server/analysis/images/analyse-image';

const MiB = 1048576;
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};

type Entry = { name: string; content?: Buffer; size?: number };

/** Writes a layer (a tar of these entries; `size` alone is that many random bytes) to `path`, gzip or not; answers its digest and size. */
async function writeLayer(path: string, entries: Iterable<Entry>, gzip: boolean) {
  const tar = pack();
  const hash = createHash('sha256');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _e, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const written = gzip
    ? pipeline(tar, createGzip({ level: 1 }), counted, createWriteStream(path))
    : pipeline(tar, counted, createWriteStream(path));
  for (const entry of entries) {
    if (entry.content) {
      await new Promise<void>((resolve, reject) =>
        tar.entry({ name: entry.name }, entry.content, (e) => (e ? reject(e) : resolve())),
      );
      continue;
    }
    const sink = tar.entry({ name: entry.name, size: entry.size! });
    for (let left = entry.size!; left > 0; left -= MiB) {
      if (!sink.write(randomBytes(Math.min(MiB, left)))) await new Promise((resolve) => sink.once('drain', resolve));
    }
    await new Promise<void>((resolve, reject) => sink.end((e?: Error | null) => (e ? reject(e) : resolve())));
  }
  tar.finalize();
  await written;
  return { digest: `sha256:${hash.digest('hex')}`, size };
}

async function build(dir: string, totalMb: number, osCount: number, npmCount: number): Promise<string> {
  const stanzas = readFileSync('/var/lib/dpkg/status', 'utf8')
    .split(/\n\n+/)
    .filter((s) => /^Status: .* installed$/m.test(s));
  const status = `${Array.from({ length: osCount }, (_, i) => stanzas[i % stanzas.length]!.replace(/^Package: (.+)$/m, (_m, name) => (i < stanzas.length ? `Package: ${name}` : `Package: ${name}-copy${i}`))).join('\n\n')}\n`;
  const fillerPerLayer = Math.floor((totalMb * MiB) / 3);
  const perPackage = Math.floor(fillerPerLayer / npmCount);
  const layers = [
    await writeLayer(
      join(dir, 'layer-0'),
      [
        { name: 'usr/lib/os-release', content: readFileSync('/usr/lib/os-release') },
        { name: 'var/lib/dpkg/status', content: Buffer.from(status) },
        ...Array.from({ length: 40 }, (_, i) => ({
          name: `usr/share/filler/os-${i}.bin`,
          size: Math.floor(fillerPerLayer / 40),
        })),
      ],
      true,
    ),
    await writeLayer(
      join(dir, 'layer-1'),
      (function* () {
        for (let i = 0; i < npmCount; i++) {
          const name = `bench-package-${i}`;
          yield {
            name: `app/node_modules/${name}/package.json`,
            content: Buffer.from(JSON.stringify({ name, version: `1.${i % 50}.${i % 7}`, license: 'MIT' })),
          };
          yield { name: `app/node_modules/${name}/index.js`, size: perPackage };
        }
      })(),
      true,
    ),
    await writeLayer(
      join(dir, 'layer-2'),
      Array.from({ length: 100 }, (_, i) => ({
        name: `srv/data/filler-${i}.bin`,
        size: Math.floor(fillerPerLayer / 100),
      })),
      false,
    ),
  ];
  const config = Buffer.from(
    JSON.stringify({ architecture: 'amd64', os: 'linux', rootfs: { type: 'layers', diff_ids: [] } }),
  );
  const digestOf = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digestOf(config), size: config.length },
      layers: layers.map((l, i) => ({
        mediaType: i < 2 ? 'application/vnd.oci.image.layer.v1.tar+gzip' : 'application/vnd.oci.image.layer.v1.tar',
        ...l,
      })),
    }),
  );
  const index = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      manifests: [
        { mediaType: 'application/vnd.oci.image.manifest.v1+json', digest: digestOf(manifest), size: manifest.length },
      ],
    }),
  );
  const archivePath = join(dir, 'image.tar');
  const outer = pack();
  const written = pipeline(outer, createWriteStream(archivePath));
  const small = (name: string, content: Buffer) =>
    new Promise<void>((resolve, reject) => outer.entry({ name }, content, (e) => (e ? reject(e) : resolve())));
  await small('oci-layout', Buffer.from('{"imageLayoutVersion":"1.0.0"}'));
  await small('index.json', index);
  await small(`blobs/sha256/${digestOf(manifest).slice(7)}`, manifest);
  await small(`blobs/sha256/${digestOf(config).slice(7)}`, config);
  for (const [i, layer] of layers.entries()) {
    const sink = outer.entry({ name: `blobs/sha256/${layer.digest.slice(7)}`, size: layer.size });
    await pipeline(createReadStream(join(dir, `layer-${i}`)), sink as unknown as PassThrough);
    rmSync(join(dir, `layer-${i}`));
  }
  outer.finalize();
  await written;
  return archivePath;
}

/** Child: analyses the archive, sampling its own RSS. */
async function child(path: string) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const result = await analyseImage(
    { kind: 'archive', path },
    { platform: 'linux/amd64' },
    () => undefined,
    new AbortController().signal,
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const count = (type: string) => result.components.filter((c) => c.type === type).length;
  console.log(
    JSON.stringify({
      seconds,
      baselineMiB: before / MiB,
      extraMiB: (peak - before) / MiB,
      os: count('os'),
      language: count('language'),
      layers: result.layers_count,
    }),
  );
}

async function main() {
  if (process.argv[2] === '--child') return child(process.argv[3]!);
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-images-'));
  try {
    const buildStarted = performance.now();
    const archive = await build(dir, arg('mb', 500), arg('os', 400), arg('npm', 2000));
    console.log(
      `built ${(statSync(archive).size / MiB).toFixed(0)} MiB archive in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`,
    );
    const out = spawnSync(process.execPath, ['--import', 'tsx', process.argv[1]!, '--child', archive], {
      encoding: 'utf8',
    });
    if (out.status !== 0) throw new Error(out.stderr);
    const figures = JSON.parse(out.stdout.trim().split('\n').at(-1)!);
    console.log(
      `analysed in ${figures.seconds.toFixed(2)} s (target ≤ 30 s); peak RSS +${figures.extraMiB.toFixed(1)} MiB above a baseline of ${figures.baselineMiB.toFixed(0)} MiB (target ≤ 150 MiB); ` +
        `${figures.os} OS packages, ${figures.language} npm packages, ${figures.layers} layers`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
