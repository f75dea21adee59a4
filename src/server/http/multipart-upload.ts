import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ValidationFailed } from '../errors';
import { ApiProblem } from './problems';

/** One uploaded file: where it waits on disk, the name the client gave it (a hint only), its size. */
export type ReceivedFile = { path: string; name: string; size: number };

const MAX_FILES = 100;

/**
 * A client's file name as Argus shows it: its path relative to what the client scanned (a monorepo has
 * several package-lock.json), without empty, `.` or `..` segments and control characters, at most 255
 * characters. Only a label and a hint of the type: the file is stored under Argus's own name.
 */
function cleanName(raw: string | undefined, index: number): string {
  const segments = (raw ?? '')
    .split(/[\\/]/)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
    .map((segment) => segment.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return segments.join('/').slice(-255) || `file-${index + 1}`;
}

const tooLarge = (maxBytes: number) =>
  new ApiProblem(413, { detail: `The upload is too large (limit ${Math.round(maxBytes / 1024 / 1024)} MiB).` });

/**
 * Streams the `field` parts of a multipart request to files in a new directory under `parent` (never
 * the whole body in memory), with the text fields beside them, at most `maxBytes` in all (→ 413, nothing kept) and 100 files; the names
 * on disk are Argus's own (`1`, `2`, …), so a client's name cannot reach outside the directory. No
 * file at all, or a body that is not multipart, → 400 naming the field. Answers the directory and the
 * files; the caller removes the directory when it is done with it.
 */
export async function receiveFiles(
  c: Context,
  options: { parent: string; maxBytes: number; field: string },
): Promise<{ dir: string; files: ReceivedFile[]; fields: Record<string, string> }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ValidationFailed({ [options.field]: ['Send the files as multipart/form-data.'] });
  }
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > options.maxBytes + 64 * 1024) throw tooLarge(options.maxBytes);
  const body = c.req.raw.body;
  if (!body) throw new ValidationFailed({ [options.field]: ['No file was submitted.'] });
  const dir = join(options.parent, randomUUID());
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  let total = 0;
  let over = false;
  let failure: unknown;
  try {
    const parser = busboy({
      headers: { 'content-type': type },
      preservePath: true,
      limits: { files: MAX_FILES, fileSize: options.maxBytes, fields: 20, fieldSize: 1024 },
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.field || over) {
        stream.resume();
        return;
      }
      const file: ReceivedFile = {
        path: join(dir, String(files.length + 1)),
        name: cleanName(info.filename, files.length),
        size: 0,
      };
      files.push(file);
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          file.size += chunk.length;
          if (total > options.maxBytes) {
            over = true;
            done(tooLarge(options.maxBytes));
            return;
          }
          done(null, chunk);
        },
      });
      stream.on('limit', () => {
        over = true;
      });
      writes.push(
        pipeline(stream, count, createWriteStream(file.path, { mode: 0o600 })).catch((error: unknown) => {
          failure ??= error;
          stream.resume();
        }),
      );
    });
    await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), parser);
    await Promise.all(writes);
    if (over) throw tooLarge(options.maxBytes);
    if (failure) throw failure;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof ApiProblem) throw error;
    if (over) throw tooLarge(options.maxBytes);
    throw new ValidationFailed({ [options.field]: [`The upload could not be read: ${(error as Error).message}.`] });
  }
  if (files.length === 0) {
    await rm(dir, { recursive: true, force: true });
    throw new ValidationFailed({ [options.field]: ['No file was submitted.'] });
  }
  return { dir, files, fields };
}
