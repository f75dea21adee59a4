import type { Rule, RuleSet } from '../rules/types';
import { allows } from './allowlist';
import { shannonEntropy } from './entropy';
import { type Hit, KeywordIndex } from './keyword-hits';
import { LineIndex } from './line-index';

/**
 * One rule's match in a fragment (a file, or the lines a commit added in one hunk): the secret and
 * where it is, lines and columns 1-based, columns in UTF-16 units, `end_column` the secret's last one.
 */
export type Match = {
  rule: Rule;
  secret: string;
  entropy: number;
  /** The line the secret starts on, at most LINE_CONTEXT characters around it: the model's context. */
  line: string;
  start_line: number;
  end_line: number;
  start_column: number;
  end_column: number;
};

/** Where the fragment comes from: what allowlists judge, and the number of its first line. */
export type FragmentPlace = { file: string; commit: string | null; firstLine: number };

/**
 * How far around a keyword a one-line rule reads: 1 000 characters each way (a secret of a one-line rule
 * is shorter), so that a megabyte line costs a few windows, not the whole line per keyword hit; and
 * windows merge up to MAX_WINDOW characters. Small windows matter: re2js finds a match's groups with a
 * bit-state backtracker (linear, it never visits a state twice) on inputs of a few thousand
 * characters, and with a several times slower NFA on longer ones.
 */
const REACH = 1_000;
const MAX_WINDOW = 2_500;
/** How far past its keyword a rule spanning lines reads: a PEM block of an 8192-bit RSA key fits. */
const MULTILINE_SPAN = 16_384;
const LINE_CONTEXT = 1_000;

/** Built once per rule set, on its first fragment. */
const keywordIndexes = new WeakMap<RuleSet, KeywordIndex>();

/**
 * Runs every rule on `text`: each only where one of its keywords occurs (found in one pass, before any
 * regex), in windows around the hits, merged where they overlap up to MAX_WINDOW, so the regex reads a
 * character a bounded number of times per rule; RE2 makes each run linear in its window.
 */
export function scanFragment(text: string, rules: RuleSet, place: FragmentPlace): Match[] {
  let index = keywordIndexes.get(rules);
  if (!index) {
    index = new KeywordIndex(rules);
    keywordIndexes.set(rules, index);
  }
  const hits = index.hits(text);
  const lines = new LineIndex(text);
  const matches: Located[] = [];
  for (const rule of rules.rules) {
    const ruleHits = hits.get(rule);
    if (rule.keywords.length > 0 && !ruleHits) continue;
    if (rule.path && !rule.path.test(place.file)) continue;
    const windows = ruleHits ? windowsAround(ruleHits, rule, lines) : [[0, text.length] as Window];
    const seen = new Set<number>();
    for (const [from, to] of windows) {
      const window = text.slice(from, to);
      // Whether it matches at all runs on RE2's DFA; finding the groups runs its much slower NFA.
      if (!rule.regex.test(window)) continue;
      const matcher = rule.regex.matcher(window);
      while (matcher.find()) {
        const found = secretOf(matcher, rule);
        if (!found) continue;
        const start = from + found.start;
        if (seen.has(start)) continue;
        seen.add(start);
        const match = judge(rule, rules, place, lines, found.secret, matcher.group(0) ?? '', start);
        if (match) matches.push({ match, from: start, to: start + found.secret.length });
      }
    }
  }
  return preferSpecific(matches);
}

/** A match and its secret's offsets in the fragment, `to` exclusive. */
type Located = { match: Match; from: number; to: number };

type Window = [from: number, to: number];

/**
 * A one-line rule reads the keyword's line, at most REACH characters each way; a rule spanning lines
 * reads from the keyword's line on, MULTILINE_SPAN characters. Hits come in text order.
 */
function windowsAround(hits: Hit[], rule: Rule, lines: LineIndex): Window[] {
  const merged: Window[] = [];
  const reach = rule.multiline ? MULTILINE_SPAN / 2 : REACH;
  for (const hit of hits) {
    const last = merged[merged.length - 1];
    // A hit this deep inside the last window would only read it again.
    if (last && hit.at + hit.length <= last[1] - reach) continue;
    const [lineStart, lineEnd] = lines.lineAround(hit.at);
    const from = Math.max(lineStart, hit.at - REACH);
    const to = rule.multiline
      ? Math.min(lines.text.length, hit.at + MULTILINE_SPAN)
      : Math.min(lineEnd, hit.at + hit.length + REACH);
    if (last && from <= last[1] && to - last[0] <= MAX_WINDOW) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

type Matcher = ReturnType<Rule['regex']['matcher']>;

/** `secretGroup`, else the first group that matched something, else the whole match. */
function secretOf(matcher: Matcher, rule: Rule): { secret: string; start: number } | null {
  const group = rule.secretGroup ?? firstNonEmptyGroup(matcher);
  const secret = matcher.group(group);
  if (!secret) return null;
  return { secret, start: matcher.start(group) };
}

function firstNonEmptyGroup(matcher: Matcher): number {
  for (let group = 1; group <= matcher.groupCount(); group++) if (matcher.group(group)) return group;
  return 0;
}

function judge(
  rule: Rule,
  rules: RuleSet,
  place: FragmentPlace,
  lines: LineIndex,
  secret: string,
  whole: string,
  start: number,
): Match | null {
  const entropy = shannonEntropy(secret);
  if (entropy < rule.entropy) return null;
  const [lineStart, lineEnd] = lines.lineAround(start);
  const contextStart = Math.max(lineStart, start - LINE_CONTEXT / 2);
  const line = lines.text.slice(contextStart, Math.min(lineEnd, contextStart + LINE_CONTEXT));
  const candidate = { secret, match: whole, line, file: place.file, commit: place.commit };
  if (rule.allowlists.some((allowlist) => allows(allowlist, candidate))) return null;
  if (rules.allowlists.some((allowlist) => allows(allowlist, candidate))) return null;
  const end = start + secret.length - 1;
  const startLine = lines.lineOf(start);
  const endLine = lines.lineOf(end);
  return {
    rule,
    secret,
    entropy,
    line,
    start_line: place.firstLine + startLine,
    end_line: place.firstLine + endLine,
    start_column: start - lines.startOf(startLine) + 1,
    end_column: end - lines.startOf(endLine) + 1,
  };
}

/**
 * A generic rule (id `generic-…`) yields to a specific one on the same characters: `api_key = "AIza…"` is
 * a Google API key, not also a generic one (gitleaks does the same).
 */
function preferSpecific(found: Located[]): Match[] {
  const generic = (located: Located) => located.match.rule.id.startsWith('generic');
  const specific = found.filter((located) => !generic(located));
  return found
    .filter((located) => !generic(located) || !specific.some((s) => s.from < located.to && located.from < s.to))
    .map((located) => located.match);
}
