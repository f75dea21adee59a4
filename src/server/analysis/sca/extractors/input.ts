/**
 * What every extractor does to its input before and while parsing it: refuse a file too large to be
 * what it claims, parse JSON, TOML and XML with failures in words (and a line where the parser gives
 * one), and read the parsed values without trusting their shape.
 */
import { XMLValidator, type XMLParser } from 'fast-xml-parser';
import { parse as parseTomlText } from 'smol-toml';
import { ExtractError } from '../types';

/**
 * Refuses content larger than `megabytes` MiB before any parser spends time on it: a real manifest or
 * lockfile is far smaller, so anything larger is refused rather than read. 32 MiB unless the format
 * says otherwise (npm lockfiles of large monorepos are bigger; a go.mod or a pom is much smaller).
 */
export function guardSize(content: string, fileLabel: string, megabytes = 32): void {
  if (content.length > megabytes * 1024 * 1024) {
    throw new ExtractError(`${fileLabel} is larger than ${megabytes} MiB; it is not read`);
  }
}

/** What a file failed as, with the file's name in front when there is one (`Cargo.lock is not valid TOML`). */
const failure = (fileLabel: string | undefined, what: string): string => (fileLabel ? `${fileLabel} is ${what}` : what);

function lineAt(content: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < content.length; i++) if (content.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The JSON value of a file, or an `ExtractError` with the parser's reason and the line
 * (`package-lock.json is not valid JSON: Unexpected end of JSON input at line 120`; without a label,
 * `not valid JSON: …`, as the SBOM readers word it).
 */
export function parseJson(content: string, fileLabel?: string): unknown {
  try {
    return JSON.parse(content);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    // V8 gives a position for most faults and none for an unexpected token (whose message quotes it).
    const position = /at position (\d+)/.exec(message);
    const at = position ? Number(position[1]) : /^Unexpected end/.test(message) ? content.length : null;
    const where = at === null ? '' : ` at line ${lineAt(content, at)}`;
    throw new ExtractError(`${failure(fileLabel, 'not valid JSON')}: ${reason}${where}`);
  }
}

/** A TOML file's top table (smol-toml), or an `ExtractError` with the parser's first line, which says where. */
export function parseToml(content: string, fileLabel: string): Record<string, unknown> {
  try {
    return parseTomlText(content);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ExtractError(`${fileLabel} is not valid TOML: ${reason}`);
  }
}

/** A YAML or syml parser's failure in words: its first line, or "nested too deeply" for a stack overflow. */
export function yamlReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/call stack|maxDepth/i.test(message)) return 'it is nested too deeply to read';
  return message.split('\n')[0]?.trim() || 'it does not parse';
}

/**
 * Refuses XML that declares a DOCTYPE or entities, before parsing: a manifest never needs them, and an
 * entity-expansion bomb ("billion laughs") then costs nothing.
 */
export function refuseDoctype(content: string, fileLabel: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) {
    throw new ExtractError(`${fileLabel} declares a DOCTYPE or entities, which it never needs; it is not read`);
  }
}

/**
 * XML parsed with `parser` once it is known to be well formed, or an `ExtractError` with the line and
 * column of the first fault (`pom.xml is not well-formed XML (line 3, column 1): …`; without a label,
 * `not well-formed XML (…)`).
 */
export function parseXml(parser: XMLParser, content: string, fileLabel?: string): unknown {
  const wellFormed = XMLValidator.validate(content);
  if (wellFormed !== true) {
    const { msg, line, col } = wellFormed.err;
    throw new ExtractError(`${failure(fileLabel, 'not well-formed XML')} (line ${line}, column ${col}): ${msg}`);
  }
  try {
    return parser.parse(content);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ExtractError(`${fileLabel ?? 'the XML'} does not parse: ${reason}`);
  }
}

/** Whether a parsed value is a plain object or table (not an array, null or a TOML date). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The string-valued entries of a map such as `dependencies`; anything else in it is ignored. */
export function stringEntries(value: unknown): [string, string][] {
  if (!isRecord(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** The last segment of a path written with either separator, for `accepts` (which may be given a path). */
export function baseName(fileName: string): string {
  return fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
}
