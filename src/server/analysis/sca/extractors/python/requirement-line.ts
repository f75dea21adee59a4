/** What one logical line of a pip requirements file holds, once its comment is removed. */
export type RequirementLine =
  | { kind: 'empty' }
  /** `-r`, `-c`, `-e`, `--index-url`, …: pip options; referenced files are not followed (see requirements.ts). */
  | { kind: 'option' }
  /** A URL, a local path or `name @ url`: no registry version to match. */
  | { kind: 'reference' }
  | { kind: 'pinned'; name: string; version: string }
  /** A range or no version at all: no single version to match, so not a component. */
  | { kind: 'unpinned'; name: string }
  | { kind: 'invalid' };

const NAME = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?/;
const CLAUSE = /^(~=|===|==|!=|<=|>=|<|>)\s*([^\s,;()]+)$/;
const URL_OR_PATH = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|[./~\\]|[A-Za-z]:[\\/])/;

/** The line without its comment, as pip removes it: a `#` at the start or after whitespace. */
export function withoutComment(line: string): string {
  const at = line.search(/(?:^|\s)#/);
  return (at < 0 ? line : line.slice(0, at)).trim();
}

/**
 * Classifies one logical requirement line (continuations joined, comment removed): PEP 508 name, optional
 * extras, one version clause list, optional environment marker after `;`, per-requirement options such as
 * `--hash=…`. Only `==`/`===` on one exact version (no `*`) is pinned.
 */
export function readRequirementLine(text: string): RequirementLine {
  if (text === '') return { kind: 'empty' };
  if (text.startsWith('-')) return { kind: 'option' };
  if (URL_OR_PATH.test(text)) return { kind: 'reference' };
  const semicolon = text.indexOf(';');
  let requirement = semicolon < 0 ? text : text.slice(0, semicolon);
  const option = requirement.search(/\s-{1,2}[A-Za-z]/);
  if (option >= 0) requirement = requirement.slice(0, option);
  requirement = requirement.trim();
  const name = NAME.exec(requirement);
  if (!name) return { kind: 'invalid' };
  let rest = requirement.slice(name[0].length).trim();
  if (rest.startsWith('@')) return { kind: 'reference' };
  if (rest.startsWith('(') && rest.endsWith(')')) rest = rest.slice(1, -1).trim();
  const packageName = name[1] as string;
  if (rest === '') return { kind: 'unpinned', name: packageName };
  const clauses = rest.split(',').map((clause) => CLAUSE.exec(clause.trim()));
  if (clauses.some((clause) => clause === null)) return { kind: 'invalid' };
  const only = clauses.length === 1 ? clauses[0] : null;
  if (only && (only[1] === '==' || only[1] === '===') && !only[2]?.includes('*')) {
    return { kind: 'pinned', name: packageName, version: only[2] as string };
  }
  return { kind: 'unpinned', name: packageName };
}
