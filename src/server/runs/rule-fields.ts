import type { Component, Finding } from './evaluate';

/**
 * How a rule of a condition tree reads its field (CONTRACT §12): on the dependency itself or on one
 * of its vulnerabilities, as which kind of value, and the words its matched criterion uses. The list
 * keys (`license_list`, …) read the same value as their single key; their operators differ.
 *
 * Kinds: `text` compares as written, `itext` without regard to case (as the flat conditions always
 * did for names, licenses, ids and CWEs), `score` is a CVSS number shown with one decimal.
 */
export type ValueKind = 'text' | 'itext' | 'number' | 'score' | 'severity' | 'boolean';
type Value = string | number | boolean | null;

export type FieldSpec =
  | { on: 'component'; label: string; kind: ValueKind; read: (c: Component, now: Date) => Value | string[] }
  | { on: 'finding'; label: string; kind: ValueKind; read: (f: Finding, now: Date) => Value };

const DAY = 86_400_000;
const days = (from: Date | null, now: Date) => (from ? Math.floor((now.getTime() - from.getTime()) / DAY) : null);

const component = (label: string, kind: ValueKind, read: (c: Component, now: Date) => Value | string[]): FieldSpec => ({
  on: 'component',
  label,
  kind,
  read,
});
const finding = (label: string, kind: ValueKind, read: (f: Finding, now: Date) => Value): FieldSpec => ({
  on: 'finding',
  label,
  kind,
  read,
});

const purl = component('purl', 'text', (c) => c.purl);
const name = component('name', 'itext', (c) => c.name);
const technology = component('technology', 'itext', (c) => c.technology);
const license = component('license', 'itext', (c) => c.licenses.map((l) => l.spdx_id));
const category = component('license category', 'text', (c) => c.licenses.map((l) => l.category));
const vulnerabilityId = finding('id', 'itext', (f) => f.vulnerability_id);
const cwe = finding('CWE', 'itext', (f) => f.cwe);

export const FIELD_SPECS: Record<string, FieldSpec> = {
  purl,
  purl_list: purl,
  dependency_name: name,
  dependency_name_list: name,
  dependency_version: component('version', 'text', (c) => c.version),
  dependency_age_days: component('age in days', 'number', (c, now) => days(c.released_at, now)),
  dependency_vulnerability_count: component('vulnerabilities', 'number', (c) => c.vulnerabilities.length),
  dependency_is_dangerous: component('dangerous', 'boolean', (c) => c.is_dangerous),
  technology,
  technology_list: technology,
  relation: component('relation', 'text', (c) => c.relation),
  license,
  license_list: license,
  license_category: category,
  license_category_list: category,
  vulnerability_id: vulnerabilityId,
  vulnerability_id_list: vulnerabilityId,
  vulnerability_has_fixed_version: finding('fixed version exists', 'boolean', (f) => f.fixed_version !== null),
  vulnerability_has_exploit: finding('exploit known', 'boolean', (f) => f.has_exploit),
  vulnerability_age_days: finding('age in days', 'number', (f, now) => days(f.published_at, now)),
  cwe,
  cwe_list: cwe,
  cvss3_score: finding('CVSS3 Score', 'score', (f) => f.cvss3_score),
  cvss3_severity: finding('CVSS3 Severity', 'severity', (f) => f.severity),
  cvss2_score: finding('CVSS2 Score', 'score', (f) => f.cvss2_score),
};
