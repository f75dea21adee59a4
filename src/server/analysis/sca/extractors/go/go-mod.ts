/**
 * go.mod (https://go.dev/ref/mod#go-mod-file): the modules a Go module requires.
 *
 * - `require` lines and blocks are components; a requirement marked `// indirect` is transitive (the
 *   module needs it only through another one), the others direct. go.mod has no graph, so
 *   `introduced_through` stays null.
 * - `replace` directives are applied as the go command does: a replacement for `path version` wins over
 *   one for `path` alone; a replacement by another module (`=> other/path v1.2.3`) gives the
 *   component that name and version; a replacement by a directory (`=> ../local`) is code of the
 *   repository itself, not a published module, so the requirement is dropped.
 * - The `module` line names the module itself, which is not one of its dependencies.
 * - Versions: OSV's Go records write versions without the `v` (golang/vulndb
 *   data/osv/GO-2020-0001.json: `"fixed": "1.6.0"` for github.com/gin-gonic/gin), so the component's
 *   version drops it (`v1.8.1` → `1.8.1`, `+incompatible` kept) and matching compares like with like.
 *   The purl keeps Go's own spelling (`pkg:golang/github.com/gin-gonic/gin@v1.8.1`), as Go tooling and
 *   SBOMs write it.
 */
import { componentOf } from '../../../components/component';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { baseName, guardSize } from '../input';

const MAX_MEGABYTES = 5;

type Requirement = { path: string; version: string; indirect: boolean };
type Replacement = { from: string; fromVersion: string | null; to: string; toVersion: string | null };
type Parsed = { module: string | null; requires: Requirement[]; replaces: Replacement[] };

/** Splits a line into its tokens: bare words and "quoted" or `raw` strings, up to a `//` comment. */
function tokensOf(line: string, lineNumber: number): { tokens: string[]; comment: string } {
  const tokens: string[] = [];
  let at = 0;
  while (at < line.length) {
    const char = line[at] as string;
    if (char === ' ' || char === '\t' || char === '\r') {
      at++;
    } else if (line.startsWith('//', at)) {
      return { tokens, comment: line.slice(at + 2).trim() };
    } else if (char === '"' || char === '`') {
      let end = at + 1;
      while (end < line.length && line[end] !== char) end += char === '"' && line[end] === '\\' ? 2 : 1;
      if (end >= line.length) throw new ExtractError(`line ${lineNumber} has a string that is not closed`);
      tokens.push(line.slice(at + 1, end));
      at = end + 1;
    } else if (char === '(' || char === ')') {
      tokens.push(char);
      at++;
    } else {
      let end = at;
      while (end < line.length && !' \t\r()'.includes(line[end] as string) && !line.startsWith('//', end)) end++;
      tokens.push(line.slice(at, end));
      at = end;
    }
  }
  return { tokens, comment: '' };
}

function requirementOf(args: string[], comment: string, lineNumber: number): Requirement {
  const [path, version] = args;
  if (args.length !== 2 || !path || !version) {
    throw new ExtractError(`line ${lineNumber}: a requirement is a module path and a version`);
  }
  return { path, version, indirect: /^indirect\b/.test(comment) || /;\s*indirect\b/.test(comment) };
}

function replacementOf(args: string[], lineNumber: number): Replacement {
  const arrow = args.indexOf('=>');
  const left = args.slice(0, arrow);
  const right = args.slice(arrow + 1);
  if (arrow < 0 || left.length < 1 || left.length > 2 || right.length < 1 || right.length > 2) {
    throw new ExtractError(`line ${lineNumber}: a replacement reads "path [version] => path [version]"`);
  }
  return {
    from: left[0] as string,
    fromVersion: left[1] ?? null,
    to: right[0] as string,
    toVersion: right[1] ?? null,
  };
}

function parse(content: string): Parsed {
  const parsed: Parsed = { module: null, requires: [], replaces: [] };
  let block: string | null = null;
  const lines = content.split('\n');
  for (const [index, line] of lines.entries()) {
    const lineNumber = index + 1;
    const { tokens, comment } = tokensOf(line, lineNumber);
    if (tokens.length === 0) continue;
    if (block !== null) {
      if (tokens[0] === ')') {
        block = null;
        continue;
      }
      if (block === 'require') parsed.requires.push(requirementOf(tokens, comment, lineNumber));
      if (block === 'replace') parsed.replaces.push(replacementOf(tokens, lineNumber));
      continue;
    }
    const [verb, ...args] = tokens;
    if (args[0] === '(') {
      if (args.length !== 1) throw new ExtractError(`line ${lineNumber}: nothing may follow "(" on its line`);
      block = verb as string;
      continue;
    }
    if (verb === 'module') {
      if (args.length !== 1) throw new ExtractError(`line ${lineNumber}: the module line names one module path`);
      parsed.module = args[0] as string;
    } else if (verb === 'require') {
      parsed.requires.push(requirementOf(args, comment, lineNumber));
    } else if (verb === 'replace') {
      parsed.replaces.push(replacementOf(args, lineNumber));
    } else if (verb === ')' || verb === '(') {
      throw new ExtractError(`line ${lineNumber} has a parenthesis outside a block`);
    }
    // go, toolchain, exclude, retract, godebug, tool, ignore: nothing to extract.
  }
  if (block !== null) throw new ExtractError(`the ${block} block is not closed`);
  if (parsed.module === null) throw new ExtractError('there is no module line');
  return parsed;
}

const isDirectory = (path: string): boolean =>
  path.startsWith('./') ||
  path.startsWith('../') ||
  path.startsWith('/') ||
  /^[A-Za-z]:[\\/]/.test(path) ||
  path === '.' ||
  path === '..';

const withoutV = (version: string): string => (version.startsWith('v') ? version.slice(1) : version);

function extract(content: string): ExtractedComponent[] {
  guardSize(content, 'go.mod', MAX_MEGABYTES);
  const { requires, replaces } = parse(content);
  const components = new Map<string, ExtractedComponent>();
  for (const requirement of requires) {
    const replacement =
      replaces.find((r) => r.from === requirement.path && r.fromVersion === requirement.version) ??
      replaces.find((r) => r.from === requirement.path && r.fromVersion === null);
    if (replacement && isDirectory(replacement.to)) continue;
    const path = replacement ? replacement.to : requirement.path;
    const goVersion = replacement?.toVersion ?? requirement.version;
    const key = `${path}@${goVersion}`;
    const relation = requirement.indirect ? 'transitive' : 'direct';
    const known = components.get(key);
    if (known) {
      if (relation === 'direct') known.relation = 'direct';
      continue;
    }
    components.set(key, componentOf('Go', path, withoutV(goVersion), { relation, purlVersion: goVersion }));
  }
  return [...components.values()];
}

export const goModExtractor: Extractor = {
  format: 'go.mod',
  accepts: (fileName) => baseName(fileName) === 'go.mod',
  sniff: (content) =>
    /^[ \t]*module[ \t]+("[^"\n]+"|`[^`\n]+`|[^\s"`]+)[ \t\r]*(\/\/.*)?$/m.test(content.slice(0, 100_000)),
  extract: (content) => extract(content),
};
