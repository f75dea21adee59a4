import type { Allowlist } from '../rules/types';

/** What an allowlist is judged on: one match of one rule, where it was seen. */
export type Candidate = {
  secret: string;
  /** The regex's whole match. */
  match: string;
  /** The line (or lines) the match is on. */
  line: string;
  file: string;
  commit: string | null;
};

/**
 * gitleaks' semantics: with `OR` (the default) any one criterion given allows the match, with `AND` every
 * criterion given must; criteria left empty are not judged.
 */
export function allows(allowlist: Allowlist, candidate: Candidate): boolean {
  const verdicts: boolean[] = [];
  if (allowlist.commits.length > 0) {
    const { commit } = candidate;
    verdicts.push(commit !== null && allowlist.commits.some((allowed) => commit.startsWith(allowed)));
  }
  if (allowlist.paths.length > 0) verdicts.push(allowlist.paths.some((path) => path.test(candidate.file)));
  if (allowlist.regexes.length > 0) {
    const target = candidate[allowlist.regexTarget === 'secret' ? 'secret' : allowlist.regexTarget];
    verdicts.push(allowlist.regexes.some((regex) => regex.test(target)));
  }
  if (allowlist.stopwords.length > 0) {
    const secret = candidate.secret.toLowerCase();
    verdicts.push(allowlist.stopwords.some((word) => secret.includes(word)));
  }
  return allowlist.condition === 'AND' ? verdicts.every(Boolean) : verdicts.some(Boolean);
}

/**
 * A global allowlist that judges paths only: a file it allows is not read at all (counted as an
 * ignored path), as gitleaks skips such files before any rule.
 */
export function pathIgnored(allowlists: Allowlist[], file: string): boolean {
  return allowlists.some(
    (allowlist) =>
      allowlist.paths.length > 0 &&
      allowlist.commits.length + allowlist.regexes.length + allowlist.stopwords.length === 0 &&
      allowlist.paths.some((path) => path.test(file)),
  );
}
