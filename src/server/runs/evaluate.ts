import { conditionByKey } from '../../contract/conditions';
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

type ComponentCheck = (c: Component, value: string, now: Date, label: string) => string[];
type FindingCheck = (c: Component, v: Finding, value: string, now: Date) => string | undefined;

/** Conditions on the component itself: each returns the criteria it met (empty = not met). */
const COMPONENT: Record<string, ComponentCheck> = {
  purl: (c, v) => (c.purl === v.trim() ? [`${c.name}@${c.version} is ${c.purl}`] : []),
  purl_list: (c, v) => (list(v).includes(c.purl.toLowerCase()) ? [`${c.name}@${c.version} is ${c.purl}`] : []),
  dependency_name: (c, v) =>
    c.name.toLowerCase() === v.trim().toLowerCase() ? [`${c.name}@${c.version} is named ${c.name}`] : [],
  dependency_name_list: (c, v) =>
    list(v).includes(c.name.toLowerCase()) ? [`${c.name}@${c.version} is named ${c.name}`] : [],
  dependency_version: (c, v) => (c.version === v.trim() ? [`${c.name}@${c.version} has version ${c.version}`] : []),
  dependency_age_days: (c, v, now) =>
    c.released_at && days(c.released_at, now) >= Number(v)
      ? [`${c.name}@${c.version} was released ${days(c.released_at, now)} days ago >= ${Number(v)}`]
      : [],
  dependency_vulnerability_count: (c, v) =>
    c.vulnerabilities.length >= Number(v)
      ? [`${c.name}@${c.version} has ${c.vulnerabilities.length} vulnerabilities >= ${Number(v)}`]
      : [],
  dependency_is_dangerous: (c, v) =>
    c.is_dangerous === (v.trim() === 'true')
      ? [
          c.is_dangerous
            ? `${c.name}@${c.version} is known to be dangerous`
            : `${c.name}@${c.version} is not known to be dangerous`,
        ]
      : [],
  technology: (c, v) =>
    c.technology === v.trim().toLowerCase() ? [`${c.name}@${c.version} is a ${c.technology} package`] : [],
  technology_list: (c, v) =>
    list(v).includes(c.technology) ? [`${c.name}@${c.version} is a ${c.technology} package`] : [],
  relation: (c, v) => (c.relation === v.trim() ? [`${c.name}@${c.version} is a ${c.relation} dependency`] : []),
  license: (c, v) =>
    c.licenses
      .filter((l) => l.spdx_id.toLowerCase() === v.trim().toLowerCase())
      .map((l) => `${c.name}@${c.version} is licensed ${l.spdx_id}`),
  license_list: (c, v) =>
    c.licenses
      .filter((l) => list(v).includes(l.spdx_id.toLowerCase()))
      .map((l) => `${c.name}@${c.version} is licensed ${l.spdx_id}`),
  license_category: (c, v) =>
    c.licenses
      .filter((l) => l.category === v.trim())
      .map((l) => `${c.name}@${c.version} is licensed ${l.spdx_id} (${l.category})`),
  license_category_list: (c, v) =>
    c.licenses
      .filter((l) => list(v).includes(l.category))
      .map((l) => `${c.name}@${c.version} is licensed ${l.spdx_id} (${l.category})`),
};

/** Conditions on one of the component's vulnerabilities. */
const FINDING: Record<string, FindingCheck> = {
  vulnerability_id: (c, f, v) =>
    f.vulnerability_id.toLowerCase() === v.trim().toLowerCase()
      ? `${c.name}@${c.version} has ${f.vulnerability_id}`
      : undefined,
  vulnerability_id_list: (c, f, v) =>
    list(v).includes(f.vulnerability_id.toLowerCase()) ? `${c.name}@${c.version} has ${f.vulnerability_id}` : undefined,
  vulnerability_has_fixed_version: (c, f, v) => {
    const wanted = v.trim() === 'true';
    if ((f.fixed_version !== null) !== wanted) return undefined;
    return wanted
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, fixed in ${f.fixed_version}`
      : `${c.name}@${c.version} has ${f.vulnerability_id}, no fixed version`;
  },
  vulnerability_has_exploit: (c, f, v) =>
    f.has_exploit === (v.trim() === 'true')
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, ${f.has_exploit ? 'a known exploit' : 'no known exploit'}`
      : undefined,
  vulnerability_age_days: (c, f, v, now) =>
    f.published_at && days(f.published_at, now) >= Number(v)
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, published ${days(f.published_at, now)} days ago >= ${Number(v)}`
      : undefined,
  cwe: (c, f, v) =>
    f.cwe && f.cwe.toLowerCase() === v.trim().toLowerCase()
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, ${f.cwe}`
      : undefined,
  cwe_list: (c, f, v) =>
    f.cwe && list(v).includes(f.cwe.toLowerCase())
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, ${f.cwe}`
      : undefined,
  cvss3_score: (c, f, v) =>
    f.cvss3_score !== null && f.cvss3_score >= Number(v)
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, CVSS3 Score ${score(f.cvss3_score)} >= ${score(Number(v))}`
      : undefined,
  cvss3_severity: (c, f, v) =>
    SEVERITY_RANK[f.severity]! >= SEVERITY_RANK[v.trim()]!
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, CVSS3 Severity ${f.severity} >= ${v.trim()}`
      : undefined,
  cvss2_score: (c, f, v) =>
    f.cvss2_score !== null && f.cvss2_score >= Number(v)
      ? `${c.name}@${c.version} has ${f.vulnerability_id}, CVSS2 Score ${score(f.cvss2_score)} >= ${score(Number(v))}`
      : undefined,
};

/**
 * Does the policy match this component, and on what? With `and`, every component condition must
 * hold and one vulnerability must meet every vulnerability condition together; with `or`, any
 * condition met by the component or any of its vulnerabilities is a match. Returns the criteria met,
 * or undefined when the policy does not match.
 */
export function evaluate(policy: EvaluatedPolicy, component: Component, now: Date): string[] | undefined {
  const entries = Object.entries(policy.conditions).filter(([key]) => conditionByKey(key));
  const onComponent = entries.filter(([key]) => key in COMPONENT);
  const onFinding = entries.filter(([key]) => key in FINDING);
  const componentResults = onComponent.map(([key, value]) => COMPONENT[key]!(component, value, now, key));

  if (policy.conditions_connector === 'or') {
    const met = componentResults.flat();
    for (const finding of component.vulnerabilities) {
      for (const [key, value] of onFinding) {
        const criterion = FINDING[key]!(component, finding, value, now);
        if (criterion) met.push(criterion);
      }
    }
    return met.length > 0 ? met : undefined;
  }

  if (componentResults.some((r) => r.length === 0)) return undefined;
  const met = componentResults.flat();
  if (onFinding.length === 0) return met.length > 0 ? met : undefined;
  for (const finding of component.vulnerabilities) {
    const criteria = onFinding.map(([key, value]) => FINDING[key]!(component, finding, value, now));
    if (criteria.every((c) => c !== undefined)) {
      // The same vulnerability meets several conditions: name it once, then what each adds.
      return [...met, ...mergeFindingCriteria(criteria as string[])];
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
