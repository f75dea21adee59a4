import { ExtractError } from '../../types';

/** Larger than any lockfile a real project has; beyond it the file is refused rather than parsed. */
const MAX_CHARS = 128 * 1024 * 1024;

/** Refuses a file too large to be a lockfile before any parser sees it. */
export function guardSize(content: string, fileLabel: string): void {
  if (content.length > MAX_CHARS) {
    throw new ExtractError(`${fileLabel} is larger than ${MAX_CHARS / 1024 / 1024} MB; it is not read`);
  }
}

function lineAt(content: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < content.length; i++) if (content.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The JSON value of a file, or an `ExtractError` naming the file, the parser's reason and the line
 * (`package-lock.json is not valid JSON: Unexpected end of JSON input at line 120`).
 */
export function parseJson(content: string, fileLabel: string): unknown {
  guardSize(content, fileLabel);
  try {
    return JSON.parse(content);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    const at = position ? Number(position[1]) : content.length;
    const reason = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    throw new ExtractError(`${fileLabel} is not valid JSON: ${reason} at line ${lineAt(content, at)}`);
  }
}

/** A YAML or syml parser's failure in words: its first line, or "nested too deeply" for a stack overflow. */
export function yamlReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/call stack|maxDepth/i.test(message)) return 'it is nested too deeply to read';
  return message.split('\n')[0]?.trim() || 'it does not parse';
}

/** Whether a parsed value is a plain object (and not an array or null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string-valued entries of a map such as `dependencies`; anything else in it is ignored. */
export function stringEntries(value: unknown): [string, string][] {
  if (!isRecord(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** The base name of a path written with either separator. */
export function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? '';
}
