import { ExtractError } from '../../types';

/** The largest manifest or lockfile read (a real lockfile is a few MB; anything larger is refused, not parsed). */
const MAX_CHARS = 32 * 1024 * 1024;

/** Refuses content too large to be a real lockfile, before any parser spends time on it. */
export function checkSize(content: string, format: string): void {
  if (content.length > MAX_CHARS) {
    throw new ExtractError(`${format} is larger than ${MAX_CHARS / 1024 / 1024} MB; it is not read`);
  }
}

/** The name in the last segment of a path, for `accepts` (which gets a base name, but may get a path). */
export function baseName(fileName: string): string {
  return fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
}
