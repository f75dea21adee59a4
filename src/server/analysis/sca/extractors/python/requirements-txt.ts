import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { indexesByName, relationsOf } from '../dependency-chains';
import { baseName, guardSize } from '../input';
import { normalizePythonName } from './pep503';
import { componentOf } from '../../../components/component';
import { type RequirementLine, readRequirementLine, withoutComment } from './requirement-line';

type Pinned = { name: string; version: string; key: string; asked: boolean; parents: Set<string> };
type Parsed = { pinned: Pinned[]; hasVia: boolean };

const ACCEPTED = /^(?:[\w.-]*[-_.])?requirements(?:[-_.][\w.-]*)?\.txt$/i;
/** A `# via` entry naming an input file or the project's own metadata: the package was asked for. */
const ASKED = /^-r\s|^\S+\s+\((?:pyproject\.toml|setup\.py|setup\.cfg)\)$/;

/** Physical lines as pip reads them: a trailing `\` continues the line; a comment line ends it. */
function* logicalLines(content: string): Generator<{ line: number; text: string; comment: boolean }> {
  const lines = content.split(/\r?\n/);
  let pending: string[] = [];
  let start = 0;
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] as string;
    if (raw.trimStart().startsWith('#')) {
      if (pending.length > 0) yield { line: start + 1, text: pending.join(' '), comment: false };
      pending = [];
      yield { line: index + 1, text: raw.trim(), comment: true };
      continue;
    }
    if (pending.length === 0) start = index;
    if (raw.endsWith('\\')) {
      pending.push(raw.slice(0, -1));
      continue;
    }
    pending.push(raw);
    yield { line: start + 1, text: pending.join(' '), comment: false };
    pending = [];
  }
  if (pending.length > 0) yield { line: start + 1, text: pending.join(' '), comment: false };
}

function parse(content: string): Parsed {
  const byKey = new Map<string, Pinned>();
  let current: Pinned | null = null;
  let inVia = false;
  let hasVia = false;
  const addParent = (entry: string) => {
    if (!current || entry === '') return;
    if (ASKED.test(entry)) current.asked = true;
    else if (!entry.startsWith('-')) current.parents.add(normalizePythonName(entry.split(/[\s[]/)[0] as string));
  };
  for (const { line, text, comment } of logicalLines(content)) {
    if (comment) {
      const via = /^#\s*via\b\s*(.*)$/.exec(text);
      if (via) {
        hasVia = true;
        inVia = via[1] === '';
        addParent((via[1] as string).trim());
      } else if (inVia && /^#\s{2,}\S/.test(text)) addParent(text.slice(1).trim());
      else inVia = false;
      continue;
    }
    const read: RequirementLine = readRequirementLine(withoutComment(text));
    if (read.kind === 'empty') continue;
    inVia = false;
    if (read.kind === 'invalid') {
      const shown = text.trim().slice(0, 60);
      throw new ExtractError(`line ${line} is not a requirement, an option or a comment: "${shown}"`);
    }
    if (read.kind !== 'pinned') {
      current = null;
      continue;
    }
    const key = `${normalizePythonName(read.name)}@${read.version}`;
    current = byKey.get(key) ?? { name: read.name, version: read.version, key, asked: false, parents: new Set() };
    byKey.set(key, current);
  }
  return { pinned: [...byKey.values()], hasVia };
}

/** Relation and chain from pip-compile's `# via` comments: `-r file` means asked for, a name means pulled in by it. */
function withVia(pinned: Pinned[]): ExtractedComponent[] {
  const byName = indexesByName(pinned.map((entry) => normalizePythonName(entry.name)));
  const edges: number[][] = pinned.map(() => []);
  pinned.forEach((child, index) => {
    for (const parent of child.parents) for (const from of byName.get(parent) ?? []) edges[from]?.push(index);
  });
  const relationOf = relationsOf({
    direct: pinned.flatMap((entry, index) => (entry.asked ? [index] : [])),
    dependencies: (index) => edges[index] ?? [],
    label: (index) => `${pinned[index]?.name}@${pinned[index]?.version}`,
    unreached: 'transitive',
  });
  return pinned.map((entry, index) => {
    if (!entry.asked && entry.parents.size === 0) return componentOf('PyPI', entry.name, entry.version);
    const { relation, introduced_through } = relationOf(index);
    return componentOf('PyPI', entry.name, entry.version, { relation, introduced_through });
  });
}

/**
 * pip requirements files (`requirements.txt`, `requirements-dev.txt`, `dev-requirements.txt`, …; a
 * `requirements/dev.txt` is only found by its content, as an upload). Only exactly pinned requirements
 * (`==`, `===`) are components: a range names no version to match. Editable, URL and path requirements
 * are skipped, and so are `-r`/`-c` lines: an extractor sees one file, and the files they name are found
 * on their own when they are in the repository. pip-compile's `# via` comments give the relation (`-r
 * file` or the project's own `pyproject.toml`: direct; a package: transitive through it); without them
 * the file does not say (a `pip freeze` lists everything installed), so the relation is null.
 */
export const requirementsTxtExtractor: Extractor = {
  format: 'requirements.txt',
  accepts: (fileName) => ACCEPTED.test(baseName(fileName)),
  sniff(content) {
    if (content.includes('\0')) return false;
    let requirements = 0;
    let lines = 0;
    for (const { text, comment } of logicalLines(content.slice(0, 256 * 1024))) {
      if (++lines > 500) break;
      if (comment) continue;
      const read = readRequirementLine(withoutComment(text));
      if (read.kind === 'invalid') return false;
      if (read.kind === 'pinned' || read.kind === 'unpinned') requirements++;
    }
    return requirements > 0;
  },
  extract(content) {
    guardSize(content, 'requirements.txt');
    const { pinned, hasVia } = parse(content);
    if (hasVia) return withVia(pinned);
    return pinned.map((entry) => componentOf('PyPI', entry.name, entry.version));
  },
};
