import type { RE2JS } from 're2js';

/**
 * Rules as the engine runs them: the TOML of ./default-rules.toml (gitleaks' shape) checked and every
 * regular expression compiled with RE2 (re2js), so that no rule and no input can take super-linear time.
 */

/** gitleaks' allowlist: a finding it matches is dropped. `OR`: any one criterion; `AND`: every one given. */
export type Allowlist = {
  description: string | null;
  condition: 'OR' | 'AND';
  /** Commits (full or abbreviated hashes) whose sightings are allowed. */
  commits: string[];
  /** Matched against the file's path (relative, `/`-separated). */
  paths: RE2JS[];
  /** Matched against `regexTarget`: the secret (default), the whole match or the whole line. */
  regexes: RE2JS[];
  regexTarget: 'secret' | 'match' | 'line';
  /** Lower-cased; a secret containing one is allowed. */
  stopwords: string[];
};

export type Rule = {
  id: string;
  description: string;
  regex: RE2JS;
  /** Lower-cased; the rule runs only where one occurs (none: everywhere). */
  keywords: string[];
  /** Minimum Shannon entropy of the secret, bits per character (0: none). */
  entropy: number;
  /** The group holding the secret; null: the first non-empty group, else the whole match. */
  secretGroup: number | null;
  /** The rule runs only on files whose path matches. */
  path: RE2JS | null;
  /**
   * The regex says it may span lines (`\n`, `\r`, `[\s\S]` or the `s` flag): it runs on the lines after
   * its keyword's too (a PEM block). Other rules run on their keyword's line only.
   */
  multiline: boolean;
  allowlists: Allowlist[];
};

export type RuleSet = { rules: Rule[]; allowlists: Allowlist[] };
