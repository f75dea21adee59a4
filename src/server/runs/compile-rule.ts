import type { ConditionRule, Operator } from '../../contract/condition-tree';
import type { MatchedRule } from '../../contract/policies';
import type { Component, Finding } from './evaluate';
import { FIELD_SPECS, type ValueKind } from './rule-fields';

/**
 * What a rule met: on the dependency (`finding` unset) or on one of its vulnerabilities, in words, and
 * as data (`rule`: the rule and the value that met it, issue 29).
 */
export type Criterion = { finding?: string; text: string; rule: MatchedRule };

/** `holds` only answers whether the rule is met; `test` also says what met it (words are built only then). */
export type CompiledRule =
  | {
      on: 'component';
      holds: (c: Component, now: Date) => boolean;
      test: (c: Component, now: Date) => Criterion[] | undefined;
    }
  | {
      on: 'finding';
      holds: (f: Finding, now: Date) => boolean;
      test: (f: Finding, now: Date) => Criterion[] | undefined;
    };

const OPERATOR_WORDS: Record<Operator, string> = {
  eq: '=',
  neq: '!=',
  contains: 'contains',
  icontains: 'contains (any case)',
  regex: 'matches regex',
  in: 'in',
  not_in: 'not in',
  gte: '>=',
  lte: '<=',
};
const NEGATIVE: readonly Operator[] = ['neq', 'not_in'];
const PATTERN: readonly Operator[] = ['contains', 'icontains', 'regex'];
const SEVERITY_RANK: Record<string, number> = { low: 1, medium: 2, high: 3, critical: 4 };

const items = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Patterns were judged safe when the policy was saved; each is compiled once and kept, never per dependency. */
const compiledPatterns = new Map<string, RegExp>();
function patternOf(value: string): RegExp {
  let regex = compiledPatterns.get(value);
  if (!regex) {
    if (compiledPatterns.size > 1000) compiledPatterns.clear();
    regex = new RegExp(value);
    compiledPatterns.set(value, regex);
  }
  return regex;
}

/** The positive test of the operator (`neq` and `not_in` are the negation of `eq` and `in`). */
function comparison(
  kind: ValueKind,
  operator: Operator,
  value: string,
): (actual: string | number | boolean) => boolean {
  const wanted = value.trim();
  switch (operator) {
    case 'contains':
      return (actual) => String(actual).includes(value);
    case 'icontains':
      return (actual) => String(actual).toLowerCase().includes(value.toLowerCase());
    case 'regex': {
      const regex = patternOf(value);
      return (actual) => regex.test(String(actual));
    }
    case 'in':
    case 'not_in': {
      const set = new Set(items(value).map((item) => item.toLowerCase()));
      return (actual) => set.has(String(actual).toLowerCase());
    }
    case 'gte':
    case 'lte': {
      const limit = kind === 'severity' ? SEVERITY_RANK[wanted]! : Number(wanted);
      const rank = (actual: string | number | boolean) =>
        kind === 'severity' ? SEVERITY_RANK[String(actual)]! : Number(actual);
      return operator === 'gte' ? (actual) => rank(actual) >= limit : (actual) => rank(actual) <= limit;
    }
    default: {
      // eq and neq
      if (kind === 'boolean') return (actual) => actual === (wanted === 'true');
      if (kind === 'number' || kind === 'score') return (actual) => Math.abs(Number(actual) - Number(wanted)) < 1e-9;
      if (kind === 'itext') return (actual) => String(actual).toLowerCase() === wanted.toLowerCase();
      return (actual) => actual === wanted;
    }
  }
}

function shown(kind: ValueKind, value: string | number | boolean): string {
  return kind === 'score' ? Number(value).toFixed(1) : String(value);
}

/**
 * A rule ready to run over many dependencies, saying what it met: `purl matches regex ^pkg:npm/`,
 * `CVSS3 Score 7.5 >= 7.0`, `license GPL-3.0-only in GPL-3.0-only, AGPL-3.0-only`. The dependency's own
 * value is named unless the words already say it (an `eq`, or a pattern on a single-valued field).
 * A field with no value (a vulnerability without a CVSS score, a CWE) meets no operator. On a field
 * with several values (licenses), `neq` and `not_in` hold when no value is equal or listed.
 */
export function compileRule(rule: ConditionRule): CompiledRule {
  const spec = FIELD_SPECS[rule.field];
  if (!spec) throw new Error(`no field spec for ${rule.field}`);
  const { kind, label } = spec;
  const test = comparison(kind, rule.operator, rule.value);
  const negative = NEGATIVE.includes(rule.operator);
  const expected =
    rule.operator === 'in' || rule.operator === 'not_in'
      ? items(rule.value).join(', ')
      : kind === 'score'
        ? Number(rule.value.trim()).toFixed(1)
        : PATTERN.includes(rule.operator)
          ? rule.value
          : rule.value.trim();
  const words = OPERATOR_WORDS[rule.operator];
  const hidesActual = (multi: boolean) =>
    (rule.operator === 'eq' && (kind === 'text' || kind === 'itext' || kind === 'boolean')) ||
    (PATTERN.includes(rule.operator) && !multi);
  const text = (actual: string, multi: boolean) =>
    hidesActual(multi) ? `${label} ${words} ${expected}` : `${label} ${actual} ${words} ${expected}`;
  const met = (actual: string | null, multi: boolean): Criterion => ({
    text: text(actual ?? 'none', multi),
    rule: { field: rule.field, operator: rule.operator, value: rule.value, actual, vulnerability_id: null },
  });

  type Read = string | number | boolean | null | string[];
  const holds = (value: Read): boolean => {
    if (value === null) return false;
    if (Array.isArray(value)) return value.some(test) !== negative;
    return test(value) !== negative;
  };
  const judge = (value: Read): Criterion[] | undefined => {
    if (value === null) return undefined;
    if (Array.isArray(value)) {
      if (negative) return value.some(test) ? undefined : [met(value.join(', ') || null, true)];
      const matching = value.filter(test);
      return matching.length > 0 ? matching.map((v) => met(v, true)) : undefined;
    }
    return test(value) !== negative ? [met(shown(kind, value), false)] : undefined;
  };

  if (spec.on === 'component') {
    return { on: 'component', holds: (c, now) => holds(spec.read(c, now)), test: (c, now) => judge(spec.read(c, now)) };
  }
  return {
    on: 'finding',
    holds: (f, now) => holds(spec.read(f, now)),
    test: (f, now) =>
      judge(spec.read(f, now))?.map((criterion) => ({
        ...criterion,
        finding: f.vulnerability_id,
        rule: { ...criterion.rule, vulnerability_id: f.vulnerability_id },
      })),
  };
}
