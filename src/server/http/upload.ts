import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ValidationFailed } from '../errors';
import type { AppEnv } from './context';
import { ApiProblem } from './problems';

/** Paths that take a multipart upload past the 1 MiB JSON body limit (request-body.ts), each with its own limit. */
export const UPLOAD_PATHS = [/^\/api\/settings\/vulnerability_database\/imports\/$/];

/** An uploaded file written under the data directory: its path there and the name the client gave it. */
export type UploadedFile = { path: string; filename: string };

const tooLarge = (limit: number) =>
  new ApiProblem(413, { detail: `The file is too large (limit ${Math.round(limit / 1024 / 1024)} MiB, ARGUS_UPLOAD_MAX_MB).` });

/**
 * The one `field` file part of a multipart request, streamed to a new file under
 * `<DATA_DIR>/uploads/` (never held in memory), at most ARGUS_UPLOAD_MAX_MB: past it, or when
 * Content-Length says so, the answer is 413 and nothing stays on disk. No such part → 400 naming
 * `field`. The caller removes the file when done with it.
 */
export async function receiveUpload(c: Context<AppEnv>, field: string): Promise<UploadedFile> {
  const limit = c.var.deps.config.uploadMaxBytes;
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !c.req.raw.body) {
    throw new ValidationFailed({ [field]: ['Send the file as multipart/form-data.'] });
  }
  // Multipart framing adds a few hundred bytes around the file; a larger excess is the file itself.
  if (Number(c.req.header('content-length') ?? 0) > limit + 64 * 1024) throw tooLarge(limit);
  const dir = join(c.var.deps.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${randomBytes(12).toString('hex')}.upload`);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: Object.fromEntries(c.req.raw.headers), limits: { files: 1, fileSize: limit, fields: 20 } });
  } catch (error) {
    throw new ValidationFailed({ [field]: [`Not a readable multipart body (${(error as Error).message}).`] });
  }
  let received: Promise<UploadedFile | 'too large'> | undefined;
  parser.on('file', (name, stream, info) => {
    if (name !== field || received) {
      stream.resume();
      return;
    }
    let truncated = false;
    stream.on('limit', () => {
      truncated = true;
    });
    received = pipeline(stream, createWriteStream(path, { mode: 0o600 })).then(() =>
      truncated ? 'too large' : { path, filename: basename(info.filename || field).slice(0, 255) },
    );
  });
  try {
    await pipeline(Readable.fromWeb(c.req.raw.body as import('node:stream/web').ReadableStream), parser);
    const result = await received;
    if (result === 'too large') throw tooLarge(limit);
    if (!result) throw new ValidationFailed({ [field]: ['No file was submitted.'] });
    return result;
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof ApiProblem || error instanceof ValidationFailed) throw error;
    throw new ValidationFailed({ [field]: [`The upload could not be read (${(error as Error).message}).`] });
  }
}
