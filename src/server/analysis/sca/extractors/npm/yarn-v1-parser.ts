import { ExtractError } from '../../types';

/** One entry of a yarn v1 lockfile: the descriptors it answers (`name@range`) and its fields. */
export type YarnV1Entry = {
  descriptors: string[];
  fields: Record<string, string>;
  /** `dependencies` and `optionalDependencies`, name → range. */
  requires: [string, string][];
  line: number;
};

type Line = { tokens: string[]; opensBlock: boolean };

/** A double-quoted token as JSON reads it (yarn writes its strings with JSON escapes). */
function quoted(text: string, start: number, lineNo: number): [string, number] {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  if (i >= text.length) throw new ExtractError(`yarn.lock line ${lineNo}: a quoted string is not closed`);
  try {
    return [JSON.parse(text.slice(start, i + 1)) as string, i + 1];
  } catch {
    throw new ExtractError(`yarn.lock line ${lineNo}: a quoted string has an invalid escape`);
  }
}

/** Splits a line into tokens (bare or quoted, separated by spaces or commas); a final `:` opens a block. */
function tokenize(text: string, lineNo: number): Line {
  const tokens: string[] = [];
  let i = 0;
  let opensBlock = false;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === ',' || c === '\t') i++;
    else if (c === ':' && text.slice(i + 1).trim() === '') {
      opensBlock = true;
      break;
    } else if (c === '"') {
      const [token, next] = quoted(text, i, lineNo);
      tokens.push(token);
      i = next;
    } else {
      let end = i;
      while (end < text.length && !/[\s,]/.test(text[end] as string)) end++;
      if (text[end - 1] === ':' && text.slice(end).trim() === '') {
        tokens.push(text.slice(i, end - 1));
        opensBlock = true;
        break;
      }
      tokens.push(text.slice(i, end));
      i = end;
    }
  }
  return { tokens, opensBlock };
}

const DEPENDENCY_BLOCKS = new Set(['dependencies', 'optionalDependencies']);

/**
 * Reads yarn's v1 lockfile format: top-level `"a@^1", a@^1.2:` headers, two-space-indented
 * `field value` lines and `dependencies:` blocks of four-space-indented `name range` lines. A line
 * this shape does not allow is an `ExtractError` naming its number.
 */
export function parseYarnV1(content: string): YarnV1Entry[] {
  const entries: YarnV1Entry[] = [];
  let entry: YarnV1Entry | undefined;
  let block: string | undefined;
  const lines = content.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] as string;
    const lineNo = index + 1;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const indent = raw.length - raw.trimStart().length;
    const { tokens, opensBlock } = tokenize(raw.trim(), lineNo);
    if (indent === 0) {
      if (!opensBlock || tokens.length === 0) {
        throw new ExtractError(`yarn.lock line ${lineNo}: expected a package header ending with ":"`);
      }
      entry = { descriptors: tokens, fields: {}, requires: [], line: lineNo };
      entries.push(entry);
      block = undefined;
    } else if (indent === 2 && entry) {
      block = undefined;
      if (opensBlock && tokens.length === 1) block = tokens[0];
      else if (tokens.length === 2 && !opensBlock) entry.fields[tokens[0] as string] = tokens[1] as string;
      else throw new ExtractError(`yarn.lock line ${lineNo}: expected "field value"`);
    } else if (indent === 4 && entry && block !== undefined) {
      if (tokens.length !== 2 || opensBlock) throw new ExtractError(`yarn.lock line ${lineNo}: expected "name range"`);
      if (DEPENDENCY_BLOCKS.has(block)) entry.requires.push([tokens[0] as string, tokens[1] as string]);
    } else {
      throw new ExtractError(`yarn.lock line ${lineNo}: unexpected indentation`);
    }
  }
  return entries;
}
