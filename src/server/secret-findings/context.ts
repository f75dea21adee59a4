import type { SecretContext } from '../../contract/secrets';
import { maskedOf } from '../analysis/secrets/engine/identity';
import type { RuleSet } from '../analysis/secrets/rules/types';
import { fileLines } from '../analysis/workspace/file-lines';

/** Lines shown on each side of a finding. */
const AROUND = 5;

/** A stretch of one line to hide (columns 1-based, UTF-16 units, `to` inclusive) and what shows instead. */
export type Mask = { line: number; from: number; to: number; text: string };

/** Where a finding is, as its context needs it (the secret's columns and its masked preview). */
export type FindingPlace = {
  file: string;
  start_line: number;
  end_line: number;
  start_column: number;
  end_column: number;
  masked: string;
};

/**
 * The masks of one finding: its masked preview over the secret's columns; a secret spanning lines
 * (a private key) shows its preview on its first line and nothing of the lines after.
 */
export function masksOf(place: FindingPlace): Mask[] {
  if (place.start_line === place.end_line) {
    return [{ line: place.start_line, from: place.start_column, to: place.end_column, text: place.masked }];
  }
  const masks: Mask[] = [
    { line: place.start_line, from: place.start_column, to: Number.MAX_SAFE_INTEGER, text: place.masked },
  ];
  for (let line = place.start_line + 1; line < place.end_line; line++) {
    masks.push({ line, from: 1, to: Number.MAX_SAFE_INTEGER, text: '' });
  }
  masks.push({ line: place.end_line, from: 1, to: place.end_column, text: '' });
  return masks;
}

/**
 * `text` with each mask's columns replaced. Overlapping masks hide the union of their columns, shown as
 * the leftmost one's text: no character any mask covers is left.
 */
export function applyMasks(text: string, masks: Mask[]): string {
  const merged: Mask[] = [];
  for (const mask of [...masks].sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1);
    if (last && mask.from <= last.to + 1) last.to = Math.max(last.to, mask.to);
    else merged.push({ ...mask, from: Math.max(1, mask.from) });
  }
  let result = '';
  let at = 0;
  for (const mask of merged) {
    if (mask.from - 1 > text.length) break;
    result += text.slice(at, mask.from - 1) + mask.text;
    at = Math.min(mask.to, text.length);
  }
  return result + text.slice(at);
}

/** Compiled once per rules file (ARGUS_SECRETS_RULES, or none: '') for the life of the process. */
const ruleSets = new Map<string, RuleSet>();

/**
 * Whatever the rules find in the lines shown, masked as a finding's preview is: a secret these lines hold
 * that no stored location places here (added by another commit, a neighbour of another rule) is hidden
 * too. The matched values live only in this call.
 */
export async function ruleMasks(
  lines: string[],
  firstLine: number,
  place: { file: string; commit: string },
  rulesFile: string | null,
): Promise<Mask[]> {
  // The rules engine (RE2, the TOML reader) is loaded when a finding's context is first shown.
  const [{ scanFragment }, { loadRules }] = await Promise.all([
    import('../analysis/secrets/engine/scan-fragment'),
    import('../analysis/secrets/rules/load-rules'),
  ]);
  let rules = ruleSets.get(rulesFile ?? '');
  if (!rules) {
    rules = loadRules(rulesFile);
    ruleSets.set(rulesFile ?? '', rules);
  }
  return scanFragment(lines.join('\n'), rules, { ...place, firstLine }).flatMap((match) =>
    masksOf({ ...match, file: place.file, masked: maskedOf(match.secret) }),
  );
}

/** Why a context is not shown, in words (the console translates them with the API's messages). */
const REASONS = {
  no_commit: 'The finding has no commit to read it at: run a secrets analysis again.',
  no_workspace: "The project's workspace is gone: clone the repository again to see the code.",
  not_found: 'The workspace no longer holds this file at this commit.',
  too_large: 'The file is too large to show.',
  failed: 'The file could not be read from the workspace.',
} as const;

/**
 * The lines around a finding (CONTRACT §18 context) at `commit` in the workspace `dir`, every secret
 * Argus knows in them masked: the finding's own, and `others` (the project's other findings there, and
 * whatever the rules match in these lines).
 */
export async function findingContext(
  dir: string,
  commit: string | null,
  finding: FindingPlace,
  others: (lines: string[], firstLine: number) => Promise<Mask[]>,
): Promise<SecretContext> {
  const unavailable = (reason: keyof typeof REASONS): SecretContext => ({
    available: false,
    reason: REASONS[reason],
    commit,
    file: finding.file,
    lines: [],
  });
  if (!commit) return unavailable('no_commit');
  const from = Math.max(1, finding.start_line - AROUND);
  const read = await fileLines(dir, commit, finding.file, from, finding.end_line + AROUND);
  if (!read.available) return unavailable(read.reason);
  if (read.lines.length < finding.end_line - from + 1) return unavailable('not_found');
  let masks: Mask[];
  try {
    masks = [...masksOf(finding), ...(await others(read.lines, from))];
  } catch {
    // Without every mask (a rules file that no longer reads), nothing is shown.
    return unavailable('failed');
  }
  return {
    available: true,
    reason: null,
    commit,
    file: finding.file,
    lines: read.lines.map((text, i) => {
      const number = from + i;
      return {
        number,
        text: applyMasks(
          text,
          masks.filter((m) => m.line === number),
        ),
        is_match: number >= finding.start_line && number <= finding.end_line,
      };
    }),
  };
}
