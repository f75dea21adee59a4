import { defaultOperatorFor } from '../../contract/condition-tree/operators';
import { conditionByKey } from '../../contract/conditions';
import type { MatchedRule } from '../../contract/policies';
import type { Severity } from '../../contract/catalog';

/** What policy evaluation knows of one dependency of the analysed project or image. */
export type Component = {
  id: number;
  purl: string;
  name: string;
  version: string;
  technology: string;
  relation: 'direct' | 'transitive';
  licenses: { spdx_id: string; category: string }[];
  released_at: Date | null;
  is_dangerous: boolean;
  vulnerabilities: Finding[];
};

export type Finding = {
  vulnerability_id: string;
  severity: Severity;
  cvss3_score: number | null;
  cvss2_score: number | null;
  cwe: string | null;
  fixed_version: string | null;
  has_exploit: boolean;
  published_at: Date | null;
};

export type EvaluatedPolicy = { conditions: Record<string, string>; conditions_connector: 'and' | 'or' };

const SEVERITY_RANK: Record<string, number> = { low: 1, medium: 2, high: 3, critical: 4 };
const DAY = 86_400_000;
const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
const days = (from: Date, now: Date) => Math.floor((now.getTime() - from.getTime()) / DAY);
const score = (n: number) => n.toFixed(1);

/** A condition met: its words (as they always were) and the value that met it (`actual` of a matched rule). */
type Met = { text: string; actual: string };
type ComponentCheck = (c: Component, value: string, now: Date) => Met[];
type FindingCheck = (c: Component, v: Finding, value: string, now: Date) => Met | undefined;

const at = (c: Component) => `${c.name}@${c.version}`;
const met = (text: string, actual: string | number | boolean): Met => ({ text, actual: String(actual) });

/** Conditions on the component itself: each returns the criteria it met (empty = not met). */
const COMPONENT: Record<string, ComponentCheck> = {
  purl: (c, v) => (c.purl === v.trim() ? [met(`${at(c)} is ${c.purl}`, c.purl)] : []),
  purl_list: (c, v) => (list(v).includes(c.purl.toLowerCase()) ? [met(`${at(c)} is ${c.purl}`, c.purl)] : []),
  dependency_name: (c, v) =>
    c.name.toLowerCase() === v.trim().toLowerCase() ? [met(`${at(c)} is named ${c.name}`, c.name)] : [],
  dependency_name_list: (c, v) =>
    list(v).includes(c.name.toLowerCase()) ? [met(`${at(c)} is named ${c.name}`, c.name)] : [],
  dependency_version: (c, v) => (c.version === v.trim() ? [met(`${at(c)} has version ${c.version}`, c.version)] : []),
  dependency_age_days: (c, v, now) =>
    c.released_at && days(c.released_at, now) >= Number(v)
      ? [met(`${at(c)} was released ${days(c.released_at, now)} days ago >= ${Number(v)}`, days(c.released_at, now))]
      : [],
  dependency_vulnerability_count: (c, v) =>
    c.vulnerabilities.length >= Number(v)
      ? [met(`${at(c)} has ${c.vulnerabilities.length} vulnerabilities >= ${Number(v)}`, c.vulnerabilities.length)]
      : [],
  dependency_is_dangerous: (c, v) =>
    c.is_dangerous === (v.trim() === 'true')
      ? [
          met(
            c.is_dangerous ? `${at(c)} is known to be dangerous` : `${at(c)} is not known to be dangerous`,
            c.is_dangerous,
          ),
        ]
      : [],
  technology: (c, v) =>
    c.technology === v.trim().toLowerCase() ? [met(`${at(c)} is a ${c.technology} package`, c.technology)] : [],
  technology_list: (c, v) =>
    list(v).includes(c.technology) ? [met(`${at(c)} is a ${c.technology} package`, c.technology)] : [],
  relation: (c, v) => (c.relation === v.trim() ? [met(`${at(c)} is a ${c.relation} dependency`, c.relation)] : []),
  license: (c, v) =>
    c.licenses
      .filter((l) => l.spdx_id.toLowerCase() === v.trim().toLowerCase())
      .map((l) => met(`${at(c)} is licensed ${l.spdx_id}`, l.spdx_id)),
  license_list: (c, v) =>
    c.licenses
      .filter((l) => list(v).includes(l.spdx_id.toLowerCase()))
      .map((l) => met(`${at(c)} is licensed ${l.spdx_id}`, l.spdx_id)),
  license_category: (c, v) =>
    c.licenses
      .filter((l) => l.category === v.trim())
      .map((l) => met(`${at(c)} is licensed ${l.spdx_id} (${l.category})`, l.category)),
  license_category_list: (c, v) =>
    c.licenses
      .filter((l) => list(v).includes(l.category))
      .map((l) => met(`${at(c)} is licensed ${l.spdx_id} (${l.category})`, l.category)),
};

/** Conditions on one of the component's vulnerabilities. */
const FINDING: Record<string, FindingCheck> = {
  vulnerability_id: (c, f, v) =>
    f.vulnerability_id.toLowerCase() === v.trim().toLowerCase()
      ? met(`${at(c)} has ${f.vulnerability_id}`, f.vulnerability_id)
      : undefined,
  vulnerability_id_list: (c, f, v) =>
    list(v).includes(f.vulnerability_id.toLowerCase())
      ? met(`${at(c)} has ${f.vulnerability_id}`, f.vulnerability_id)
      : undefined,
  vulnerability_has_fixed_version: (c, f, v) => {
    const wanted = v.trim() === 'true';
    if ((f.fixed_version !== null) !== wanted) return undefined;
    return met(
      wanted
        ? `${at(c)} has ${f.vulnerability_id}, fixed in ${f.fixed_version}`
        : `${at(c)} has ${f.vulnerability_id}, no fixed version`,
      wanted,
    );
  },
  vulnerability_has_exploit: (c, f, v) =>
    f.has_exploit === (v.trim() === 'true')
      ? met(
          `${at(c)} has ${f.vulnerability_id}, ${f.has_exploit ? 'a known exploit' : 'no known exploit'}`,
          f.has_exploit,
        )
      : undefined,
  vulnerability_age_days: (c, f, v, now) =>
    f.published_at && days(f.published_at, now) >= Number(v)
      ? met(
          `${at(c)} has ${f.vulnerability_id}, published ${days(f.published_at, now)} days ago >= ${Number(v)}`,
          days(f.published_at, now),
        )
      : undefined,
  cwe: (c, f, v) =>
    f.cwe && f.cwe.toLowerCase() === v.trim().toLowerCase()
      ? met(`${at(c)} has ${f.vulnerability_id}, ${f.cwe}`, f.cwe)
      : undefined,
  cwe_list: (c, f, v) =>
    f.cwe && list(v).includes(f.cwe.toLowerCase())
      ? met(`${at(c)} has ${f.vulnerability_id}, ${f.cwe}`, f.cwe)
      : undefined,
  cvss3_score: (c, f, v) =>
    f.cvss3_score !== null && f.cvss3_score >= Number(v)
      ? met(
          `${at(c)} has ${f.vulnerability_id}, CVSS3 Score ${score(f.cvss3_score)} >= ${score(Number(v))}`,
          score(f.cvss3_score),
        )
      : undefined,
  cvss3_severity: (c, f, v) =>
    SEVERITY_RANK[f.severity]! >= SEVERITY_RANK[v.trim()]!
      ? met(`${at(c)} has ${f.vulnerability_id}, CVSS3 Severity ${f.severity} >= ${v.trim()}`, f.severity)
      : undefined,
  cvss2_score: (c, f, v) =>
    f.cvss2_score !== null && f.cvss2_score >= Number(v)
      ? met(
          `${at(c)} has ${f.vulnerability_id}, CVSS2 Score ${score(f.cvss2_score)} >= ${score(Number(v))}`,
          score(f.cvss2_score),
        )
      : undefined,
};

/** What a flat policy met on a dependency: its criteria as they always read, and the conditions as data. */
type FlatMatch = { criteria: string[]; rules: MatchedRule[] };

/**
 * Does the policy match this component, and on what? With `and`, every component condition must
 * hold and one vulnerability must meet every vulnerability condition together; with `or`, any
 * condition met by the component or any of its vulnerabilities is a match. Returns the criteria met
 * (and each condition as a rule with its default operator, CONTRACT §12), or undefined when the
 * policy does not match.
 */
export function evaluate(policy: EvaluatedPolicy, component: Component, now: Date): FlatMatch | undefined {
  const entries = Object.entries(policy.conditions).filter(([key]) => conditionByKey(key));
  const onComponent = entries.filter(([key]) => key in COMPONENT);
  const onFinding = entries.filter(([key]) => key in FINDING);
  const rule = ([key, value]: [string, string], { actual }: Met, finding?: Finding): MatchedRule => ({
    field: key,
    operator: defaultOperatorFor(key)!,
    value,
    actual,
    vulnerability_id: finding?.vulnerability_id ?? null,
  });
  const componentResults = onComponent.map((entry) => {
    const found = COMPONENT[entry[0]]!(component, entry[1], now);
    return found.map((m) => ({ text: m.text, rule: rule(entry, m) }));
  });
  const result = (found: { text: string; rule: MatchedRule }[], criteria = found.map((m) => m.text)) =>
    found.length > 0 ? { criteria, rules: found.map((m) => m.rule) } : undefined;

  if (policy.conditions_connector === 'or') {
    const found = componentResults.flat();
    for (const finding of component.vulnerabilities) {
      for (const entry of onFinding) {
        const m = FINDING[entry[0]]!(component, finding, entry[1], now);
        if (m) found.push({ text: m.text, rule: rule(entry, m, finding) });
      }
    }
    return result(found);
  }

  if (componentResults.some((r) => r.length === 0)) return undefined;
  const found = componentResults.flat();
  if (onFinding.length === 0) return result(found);
  for (const finding of component.vulnerabilities) {
    const results = onFinding.map((entry) => {
      const m = FINDING[entry[0]]!(component, finding, entry[1], now);
      return m && { text: m.text, rule: rule(entry, m, finding) };
    });
    if (results.every((m) => m !== undefined)) {
      // The same vulnerability meets several conditions: name it once, then what each adds.
      const all = [...found, ...results];
      return result(all, [...found.map((m) => m.text), ...mergeFindingCriteria(results.map((m) => m.text))]);
    }
  }
  return undefined;
}

/** `x has CVE-1, CVSS3 Score 9.8 >= 7.0` + `x has CVE-1, fixed in 2.0` → one line with both. */
function mergeFindingCriteria(criteria: string[]): string[] {
  const [first, ...rest] = criteria;
  const prefix = /^(.* has [^,]+)/.exec(first!)?.[1];
  if (!prefix || rest.some((c) => !c.startsWith(prefix))) return criteria;
  const extras = criteria.map((c) => c.slice(prefix.length).replace(/^, /, '')).filter(Boolean);
  return [extras.length ? `${prefix}, ${extras.join(', ')}` : prefix];
}
