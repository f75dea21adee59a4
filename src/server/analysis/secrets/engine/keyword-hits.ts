import type { Rule, RuleSet } from '../rules/types';

/** A keyword found: where, and how long it is. */
export type Hit = { at: number; length: number };

/**
 * The prefilter: every rule's keywords found in one pass over the text, before any rule's regex runs.
 * One case-insensitive alternation of the keywords as escaped literals (no quantifier, so nothing to
 * backtrack beyond a keyword's length) is several times faster than a substring search per keyword;
 * without the `u` flag its case folding maps no non-ASCII character onto an ASCII one ("K" the Kelvin
 * sign is not "k"), and it reads the text as it is, so offsets are the text's own.
 */
export class KeywordIndex {
  private readonly pattern: RegExp | null;
  /** Keyword (lower-cased) → the rules that have it. */
  private readonly rulesOf = new Map<string, Rule[]>();
  private readonly keywords: string[];

  constructor(rules: RuleSet) {
    for (const rule of rules.rules)
      for (const keyword of rule.keywords) this.rulesOf.set(keyword, [...(this.rulesOf.get(keyword) ?? []), rule]);
    // Longest first, so that of two keywords at one place the longer one is what the pass reports.
    this.keywords = [...this.rulesOf.keys()].sort((a, b) => b.length - a.length);
    this.pattern = this.keywords.length > 0 ? new RegExp(this.keywords.map(literal).join('|'), 'gi') : null;
  }

  /** The hits of each rule that has any (rules without keywords are not in the map). */
  hits(text: string): Map<Rule, Hit[]> {
    const byRule = new Map<Rule, Hit[]>();
    const pattern = this.pattern;
    if (!pattern) return byRule;
    pattern.lastIndex = 0;
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      const at = found.index;
      // Shorter keywords starting at the same place (`secret` inside `secret_access_key`) are hits too.
      const here = text.slice(at, at + found[0].length).toLowerCase();
      for (const keyword of this.keywords) {
        if (keyword.length > here.length || !here.startsWith(keyword)) continue;
        for (const rule of this.rulesOf.get(keyword)!) {
          const hits = byRule.get(rule);
          if (hits) hits.push({ at, length: keyword.length });
          else byRule.set(rule, [{ at, length: keyword.length }]);
        }
      }
      // Keywords may overlap (`eyj` inside `token=eyJ…`): the next search starts one character on.
      pattern.lastIndex = at + 1;
    }
    return byRule;
  }
}

function literal(keyword: string): string {
  return keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
