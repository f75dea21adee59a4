import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Decompress } from 'fzstd';

const GZIP = [0x1f, 0x8b];
const ZSTD = [0x28, 0xb5, 0x2f, 0xfd];
const startsWith = (head: Buffer, magic: number[]) => magic.every((byte, i) => head[i] === byte);

/** Zstandard through fzstd's streaming decoder (pure JavaScript; Node 20 has no zstd in zlib). */
function zstdDecoder(): Transform {
  let push: (data: Uint8Array) => void = () => undefined;
  const decoder = new Decompress((data) => push(data));
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      push = (data) => this.push(Buffer.from(data));
      try {
        decoder.push(chunk);
        done();
      } catch (error) {
        done(new Error(`The zstd stream is damaged: ${(error as Error).message}`));
      }
    },
    flush(done) {
      push = (data) => this.push(Buffer.from(data));
      try {
        decoder.push(new Uint8Array(0), true);
        done();
      } catch (error) {
        done(new Error(`The zstd stream is damaged: ${(error as Error).message}`));
      }
    },
  });
}

/**
 * A layer's tar bytes, whatever the layer was compressed with: gzip, zstd or nothing, told by the magic
 * bytes (a media type may lie, and `docker save` writes no media types). Streams: nothing is held whole.
 */
export async function decompressed(source: Readable): Promise<Readable> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < ZSTD.length && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else head = Buffer.concat([head, next.value]);
  }
  const rest = Readable.from(
    (async function* () {
      if (head.length > 0) yield head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
    { objectMode: false },
  );
  const decoder = startsWith(head, GZIP) ? createGunzip() : startsWith(head, ZSTD) ? zstdDecoder() : undefined;
  if (!decoder) return rest;
  // pipeline destroys the decoder with the source's error, so a reader of it sees every failure.
  pipeline(rest, decoder).catch(() => undefined);
  return decoder;
}
